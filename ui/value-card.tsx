import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";

import { cn } from "./cn";

const valueCardVariants = cva(
  "flex gap-4 rounded-xl bg-card p-6 text-card-foreground shadow-soft",
  {
    variants: {
      /** `stacked`: the icon above the text, in a bordered card; `inline`: beside it, borderless. */
      layout: { stacked: "flex-col border border-border", inline: "" },
    },
    defaultVariants: { layout: "stacked" },
  },
);

const valueCardIconVariants = cva("flex items-center justify-center rounded-full", {
  variants: {
    layout: { stacked: "size-12 [&_svg]:size-6", inline: "size-11 shrink-0 [&_svg]:size-5" },
    tone: {
      secondary: "bg-secondary-soft text-secondary-soft-foreground",
      primary: "bg-primary-soft text-primary",
    },
  },
  defaultVariants: { layout: "stacked", tone: "secondary" },
});

/** An icon, a title and a short paragraph: a core value, a service, a travel tip. */
function ValueCard({
  icon,
  tone,
  layout,
  title,
  text,
  headingLevel: Heading = "h3",
  className,
  ...props
}: Omit<React.ComponentProps<"article">, "title" | "children"> &
  VariantProps<typeof valueCardVariants> &
  VariantProps<typeof valueCardIconVariants> & {
    icon: React.ReactNode;
    title: string;
    text: React.ReactNode;
    headingLevel?: "h2" | "h3" | "h4";
  }) {
  const inline = layout === "inline";
  const body = (
    <>
      <Heading
        data-slot="value-card-title"
        className={cn("font-display font-semibold", inline ? "text-lg" : "text-xl")}
      >
        {title}
      </Heading>
      <p data-slot="value-card-text" className="text-sm leading-relaxed text-muted-foreground">
        {text}
      </p>
    </>
  );
  return (
    <article
      data-slot="value-card"
      data-layout={layout ?? "stacked"}
      className={cn(valueCardVariants({ layout }), className)}
      {...props}
    >
      <span
        data-slot="value-card-icon"
        data-tone={tone ?? "secondary"}
        aria-hidden
        className={valueCardIconVariants({ layout, tone })}
      >
        {icon}
      </span>
      {inline ? <div className="flex flex-col gap-2">{body}</div> : body}
    </article>
  );
}

export { ValueCard };
