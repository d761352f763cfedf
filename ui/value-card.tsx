import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";

import { cn } from "./cn";

const valueCardIconVariants = cva(
  "flex size-12 items-center justify-center rounded-full [&_svg]:size-6",
  {
    variants: {
      tone: {
        secondary: "bg-secondary-soft text-secondary-soft-foreground",
        primary: "bg-primary-soft text-primary",
      },
    },
    defaultVariants: { tone: "secondary" },
  },
);

/** An icon, a title and a short paragraph: a core value, a service. */
function ValueCard({
  icon,
  tone,
  title,
  text,
  headingLevel: Heading = "h3",
  className,
  ...props
}: Omit<React.ComponentProps<"article">, "title" | "children"> &
  VariantProps<typeof valueCardIconVariants> & {
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
        data-tone={tone ?? "secondary"}
        aria-hidden
        className={valueCardIconVariants({ tone })}
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
