import type * as React from "react";

import { cn } from "./cn";

/** One of the About page's core values: an icon, a title and a short paragraph. */
function ValueCard({
  icon,
  title,
  text,
  headingLevel: Heading = "h3",
  className,
  ...props
}: Omit<React.ComponentProps<"article">, "title" | "children"> & {
  icon: React.ReactNode;
  title: string;
  text: React.ReactNode;
  headingLevel?: "h2" | "h3" | "h4";
}) {
  return (
    <article
      data-slot="value-card"
      className={cn(
        "flex flex-col gap-4 rounded-xl border border-border bg-card p-6 text-card-foreground shadow-soft",
        className,
      )}
      {...props}
    >
      <span
        data-slot="value-card-icon"
        aria-hidden
        className="flex size-12 items-center justify-center rounded-full bg-secondary-soft text-secondary-soft-foreground [&_svg]:size-6"
      >
        {icon}
      </span>
      <Heading data-slot="value-card-title" className="font-display text-xl font-semibold">
        {title}
      </Heading>
      <p data-slot="value-card-text" className="text-sm leading-relaxed text-muted-foreground">
        {text}
      </p>
    </article>
  );
}

export { ValueCard };
