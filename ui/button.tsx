import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";

import { cn } from "./cn";

const buttonStyles = cva(
  "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-full font-medium whitespace-nowrap transition-colors duration-(--duration-short) ease-(--ease-standard) select-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-70 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-primary text-primary-foreground shadow-soft hover:bg-primary-hover",
        secondary: "bg-secondary text-secondary-foreground shadow-soft hover:bg-secondary-hover",
        outline:
          "border border-input bg-card text-foreground hover:border-foreground/40 hover:bg-accent",
        ghost: "text-foreground hover:bg-accent",
        link: "text-primary underline decoration-primary/40 underline-offset-4 hover:decoration-primary",
      },
      size: {
        sm: "h-9 px-4 text-sm",
        md: "h-11 px-5 text-sm",
        lg: "h-12 px-7 text-base",
        icon: "size-11",
      },
    },
    compoundVariants: [{ variant: "link", class: "h-auto rounded-sm px-0" }],
    defaultVariants: { variant: "primary", size: "md" },
  },
);

type ButtonVariantProps = VariantProps<typeof buttonStyles>;

/**
 * The button classes, conflicts already resolved, for anything that should look like a button:
 * the site applies them to a wouter `<Link>` (`className={buttonVariants({ variant: "outline" })}`).
 */
function buttonVariants({
  className,
  ...options
}: ButtonVariantProps & { className?: string } = {}) {
  return cn(buttonStyles(options), className);
}

function Button({
  className,
  variant,
  size,
  type = "button",
  ref,
  ...props
}: React.ComponentProps<"button"> & ButtonVariantProps) {
  return (
    <button
      ref={ref}
      type={type}
      data-slot="button"
      data-variant={variant ?? "primary"}
      data-size={size ?? "md"}
      className={buttonVariants({ variant, size, className })}
      {...props}
    />
  );
}

export { Button, buttonVariants, type ButtonVariantProps };
