import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";

import { cn } from "./cn";
import { formatPrice } from "./format-price";
import { useKitLocale } from "./kit-provider";

const priceAmountVariants = cva("font-semibold text-foreground tabular-nums", {
  variants: {
    size: {
      sm: "text-base",
      md: "text-2xl tracking-tight",
      lg: "text-4xl tracking-tight",
    },
  },
  defaultVariants: { size: "md" },
});

/**
 * A price in USD, written as the kit's locale writes it: an optional label before it ("From")
 * and a note after it ("per person"), on one line or (`layout="stacked"`) one above the other.
 */
function Price({
  amount,
  label,
  note,
  size,
  layout = "inline",
  className,
  ...props
}: React.ComponentProps<"p"> &
  VariantProps<typeof priceAmountVariants> & {
    amount: number;
    label?: string;
    note?: string;
    layout?: "inline" | "stacked";
  }) {
  const locale = useKitLocale();
  return (
    <p
      data-slot="price"
      data-size={size ?? "md"}
      className={cn(
        "flex flex-wrap items-baseline",
        layout === "stacked" ? "flex-col" : "gap-x-1.5",
        className,
      )}
      {...props}
    >
      {label ? (
        <>
          <span data-slot="price-label" className="text-sm text-muted-foreground">
            {label}
          </span>{" "}
        </>
      ) : null}
      <span data-slot="price-amount" className={priceAmountVariants({ size })}>
        {formatPrice(amount, locale)}
      </span>
      {note ? (
        <>
          {" "}
          <span data-slot="price-note" className="text-sm text-muted-foreground">
            {note}
          </span>
        </>
      ) : null}
    </p>
  );
}

export { Price };
