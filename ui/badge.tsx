import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";

import { cn } from "./cn";

const badgeVariants = cva(
  "inline-flex w-fit shrink-0 items-center gap-1 rounded-full border border-transparent px-2.5 py-0.5 text-xs leading-5 font-medium whitespace-nowrap [&_svg]:size-3.5 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        neutral: "bg-accent text-accent-foreground",
        primary: "bg-primary-soft text-primary-soft-foreground",
        secondary: "bg-secondary-soft text-secondary-soft-foreground",
        outline: "border-border bg-card text-foreground",
        tour: "bg-hit-tour text-hit-tour-foreground",
        faq: "bg-hit-faq text-hit-faq-foreground",
        service: "bg-hit-service text-hit-service-foreground",
        tip: "bg-hit-tip text-hit-tip-foreground",
        destination: "bg-hit-destination text-hit-destination-foreground",
        default: "bg-hit-default text-hit-default-foreground",
      },
    },
    defaultVariants: { variant: "neutral" },
  },
);

function Badge({
  className,
  variant,
  ...props
}: React.ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return (
    <span
      data-slot="badge"
      data-variant={variant ?? "neutral"}
      className={cn(badgeVariants({ variant }), className)}
      {...props}
    />
  );
}

export { Badge, badgeVariants };
