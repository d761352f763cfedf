import type * as React from "react";

import { cn } from "./cn";
import { Icon } from "./icon";
import { formatRating, maxRating } from "./format-rating";
import { fill, fillParts, plural, useKitCopy, useKitLocale } from "./kit-provider";
import { RatingStars, useStarsText } from "./star-rating";

/** How many reviews gave each number of stars. */
type RatingDistribution = Record<1 | 2 | 3 | 4 | 5, number>;

const starsDown = [5, 4, 3, 2, 1] as const;

/**
 * A tour's reviews in figures: the average to one decimal with its stars, the count, and how
 * many gave each number of stars, as bars and as a list a screen reader reads row by row
 * ("5 of 5 stars: 12 reviews"). With no reviews, it says so.
 */
function RatingSummary({
  average,
  count,
  distribution,
  className,
  ...props
}: Omit<React.ComponentProps<"section">, "children"> & {
  /** The average of the published reviews' overall ratings. */
  average: number;
  count: number;
  distribution: RatingDistribution;
}) {
  const copy = useKitCopy("ratingSummary");
  const locale = useKitLocale();
  const starsText = useStarsText();
  const formatted = formatRating(average, locale, 1);
  const reviews = (n: number) =>
    plural(copy.reviews, n, locale, { count: new Intl.NumberFormat(locale).format(n) });

  if (count === 0) {
    return (
      <section
        data-slot="rating-summary"
        data-state="empty"
        className={cn("flex items-center gap-3 text-muted-foreground", className)}
        {...props}
      >
        <RatingStars rating={0} aria-hidden />
        <p>{copy.empty}</p>
      </section>
    );
  }

  return (
    <section
      data-slot="rating-summary"
      className={cn("@container flex flex-col gap-6", className)}
      {...props}
    >
      <div className="flex flex-col gap-6 @lg:flex-row @lg:items-center @lg:gap-10">
        <div data-slot="rating-summary-average" className="flex shrink-0 flex-col gap-1.5">
          <p className="flex items-baseline gap-1.5 text-sm text-muted-foreground">
            {fillParts(copy.average, { average: formatted, max: maxRating }).map((part, index) =>
              part === formatted ? (
                <span
                  key={index}
                  className="font-display text-5xl leading-none font-semibold text-foreground tabular-nums"
                >
                  {part}
                </span>
              ) : (
                <span key={index}>{part}</span>
              ),
            )}
          </p>
          <RatingStars rating={average} aria-hidden />
          <p className="text-sm text-muted-foreground">{reviews(count)}</p>
        </div>

        <ul
          aria-label={copy.distribution}
          data-slot="rating-summary-distribution"
          className="flex w-full flex-col gap-1.5"
        >
          {starsDown.map((stars) => {
            const n = distribution[stars];
            return (
              <li key={stars} className="flex items-center gap-3 text-sm">
                <span className="sr-only">
                  {fill(copy.row, {
                    stars: starsText(stars),
                    reviews: reviews(n),
                  })}
                </span>
                <span
                  aria-hidden
                  className="inline-flex w-8 shrink-0 items-center gap-0.5 text-muted-foreground tabular-nums"
                >
                  {formatRating(stars, locale)}
                  <Icon name="star" className="size-3.5 fill-current text-primary" />
                </span>
                <span aria-hidden className="h-2 flex-1 overflow-hidden rounded-full bg-muted">
                  <span
                    className="block h-full rounded-full bg-primary"
                    style={{ width: `${(n / count) * 100}%` }}
                  />
                </span>
                <span
                  aria-hidden
                  className="w-8 shrink-0 text-right text-muted-foreground tabular-nums"
                >
                  {new Intl.NumberFormat(locale).format(n)}
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

export { RatingSummary, type RatingDistribution };
