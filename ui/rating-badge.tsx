import type * as React from "react";

import { Badge } from "./badge";
import { cn } from "./cn";
import { formatRating, maxRating } from "./format-rating";
import { Icon } from "./icon";
import { fill, plural, useKitCopy, useKitLocale } from "./kit-provider";

/**
 * A tour's average and count, compact, for its card: "★ 4.8 (23)", read out "Rated 4.8 out of 5
 * from 23 reviews". The caller decides when a tour has enough reviews to show it (the site: at
 * least three published); the badge shows whatever it is given.
 */
function RatingBadge({
  average,
  count,
  variant = "outline",
  className,
  ...props
}: Omit<React.ComponentProps<"span">, "children"> & {
  average: number;
  count: number;
  /** `overlay` on a photograph. */
  variant?: "outline" | "overlay";
}) {
  const copy = useKitCopy("ratingBadge");
  const locale = useKitLocale();
  const formatted = formatRating(average, locale, 1);
  const counted = new Intl.NumberFormat(locale).format(count);
  const reviews = plural(copy.reviews, count, locale, { count: counted });
  return (
    <Badge
      variant={variant}
      data-slot="rating-badge"
      className={cn("tabular-nums", className)}
      {...props}
    >
      <Icon name="star" aria-hidden className="fill-current text-primary" />
      <span aria-hidden>{formatted}</span>
      <span aria-hidden className="text-muted-foreground">
        ({counted})
      </span>
      <span className="sr-only">
        {fill(copy.badge, { average: formatted, max: maxRating, reviews })}
      </span>
    </Badge>
  );
}

export { RatingBadge };
