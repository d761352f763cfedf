import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";

import { cn } from "./cn";

const badgeVariants = cva(
  "inline-flex w-fit shrink-0 items-center gap-1 rounded-full border font-medium whitespace-nowrap [&_svg]:size-3.5 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        neutral: "border-transparent bg-accent text-accent-foreground",
        primary: "border-transparent bg-primary-soft text-primary-soft-foreground",
        secondary: "border-transparent bg-secondary-soft text-secondary-soft-foreground",
        /** On a secondary-soft surface, such as the best-value row of a price list. */
        "secondary-inverse": "border-transparent bg-card text-secondary-soft-foreground",
        outline: "border-border bg-card text-foreground",
        /** On a photograph. */
        overlay: "border-transparent bg-card/95 text-foreground",
        tour: "border-transparent bg-hit-tour text-hit-tour-foreground",
        faq: "border-transparent bg-hit-faq text-hit-faq-foreground",
        service: "border-transparent bg-hit-service text-hit-service-foreground",
        tip: "border-transparent bg-hit-tip text-hit-tip-foreground",
        destination: "border-transparent bg-hit-destination text-hit-destination-foreground",
        default: "border-transparent bg-hit-default text-hit-default-foreground",
      },
      size: {
        sm: "px-2.5 py-0.5 text-xs leading-5",
        md: "px-3.5 py-1 text-sm",
      },
    },
    defaultVariants: { variant: "neutral", size: "sm" },
  },
);

function Badge({
  className,
  variant,
  size,
  ...props
}: React.ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return (
    <span
      data-slot="badge"
      data-variant={variant ?? "neutral"}
      className={cn(badgeVariants({ variant, size }), className)}
      {...props}
    />
  );
}

export { Badge, badgeVariants };
