import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";

import { cn } from "./cn";

const buttonStyles = cva(
  "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 font-medium whitespace-nowrap transition-colors duration-(--duration-short) ease-(--ease-standard) select-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-70 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "rounded-full bg-primary text-primary-foreground hover:bg-primary-hover",
        secondary: "rounded-full bg-secondary text-secondary-foreground hover:bg-secondary-hover",
        outline:
          "rounded-full border border-input bg-card text-foreground hover:border-foreground/40 hover:bg-accent",
        /** On a photograph or a coloured band: a light button with no outline. */
        overlay:
          "rounded-full border border-transparent bg-card/95 text-foreground hover:border-foreground/40 hover:bg-accent",
        ghost: "rounded-full text-foreground hover:bg-accent",
        link: "rounded-sm text-primary underline decoration-primary/40 underline-offset-4 hover:decoration-primary",
      },
      size: {
        sm: "h-9 px-4 text-sm",
        md: "h-11 px-5 text-sm",
        lg: "h-12 px-7 text-base",
        icon: "size-11",
        "icon-sm": "size-10",
        /** The link variant's: no box of its own, so it sits in a line of text. */
        inline: "text-sm",
      },
      elevation: {
        flat: "",
        raised: "shadow-soft",
        /** Above the page, like the floating Book Now button. */
        floating: "shadow-lifted",
      },
    },
  },
);

type ButtonVariantProps = VariantProps<typeof buttonStyles>;

/**
 * The defaults each variant implies: a link sits inline in its text, primary and secondary
 * buttons are raised, and everything else is medium-sized and flat.
 */
function resolved({ variant, size, elevation }: ButtonVariantProps) {
  const kind = variant ?? "primary";
  return {
    variant: kind,
    size: size ?? (kind === "link" ? "inline" : "md"),
    elevation: elevation ?? (kind === "primary" || kind === "secondary" ? "raised" : "flat"),
  } as const;
}

/**
 * The button classes for anything that should look like a button, such as a router's link
 * (`className={buttonVariants({ variant: "outline" })}`). A caller's className adds layout
 * (width, margins, placement), never a colour, size or shape a variant sets.
 */
function buttonVariants({
  className,
  ...options
}: ButtonVariantProps & { className?: string } = {}) {
  return cn(buttonStyles(resolved(options)), className);
}

/** A button; with `asChild`, its one child (a link the caller renders) dressed as one. */
function Button({
  className,
  variant,
  size,
  elevation,
  asChild = false,
  type = "button",
  ref,
  ...props
}: React.ComponentProps<"button"> & ButtonVariantProps & { asChild?: boolean }) {
  const options = resolved({ variant, size, elevation });
  const Component = asChild ? Slot : "button";
  return (
    <Component
      ref={ref}
      type={asChild ? undefined : type}
      data-slot="button"
      data-variant={options.variant}
      data-size={options.size}
      className={buttonVariants({ ...options, className })}
      {...props}
    />
  );
}

export { Button, buttonVariants, type ButtonVariantProps };
