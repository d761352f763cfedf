import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";

import { cn } from "./cn";

const sectionHeadingVariants = cva("flex flex-col gap-3", {
  variants: {
    align: {
      start: "items-start text-left",
      center: "items-center text-center",
    },
  },
  defaultVariants: { align: "start" },
});

function SectionHeading({
  eyebrow,
  title,
  description,
  as: Heading = "h2",
  titleId,
  align,
  className,
  ...props
}: Omit<React.ComponentProps<"div">, "title"> &
  VariantProps<typeof sectionHeadingVariants> & {
    eyebrow?: React.ReactNode;
    title: React.ReactNode;
    description?: React.ReactNode;
    as?: "h1" | "h2" | "h3";
    /** Lets the section that holds the heading name itself with aria-labelledby. */
    titleId?: string;
  }) {
  return (
    <div
      data-slot="section-heading"
      data-align={align ?? "start"}
      className={cn(sectionHeadingVariants({ align }), className)}
      {...props}
    >
      {eyebrow ? (
        <p
          data-slot="section-heading-eyebrow"
          className="text-xs font-semibold tracking-[0.18em] text-primary uppercase"
        >
          {eyebrow}
        </p>
      ) : null}
      <Heading
        id={titleId}
        data-slot="section-heading-title"
        className={cn(
          "font-display font-semibold tracking-tight text-foreground",
          Heading === "h1"
            ? "text-4xl leading-tight sm:text-5xl lg:text-6xl"
            : "text-3xl leading-tight sm:text-4xl",
        )}
      >
        {title}
      </Heading>
      {description ? (
        <p
          data-slot="section-heading-description"
          className="max-w-2xl text-base leading-relaxed text-muted-foreground sm:text-lg"
        >
          {description}
        </p>
      ) : null}
    </div>
  );
}

export { SectionHeading, sectionHeadingVariants };
