import { ratingSummaryCopy } from "#messages/kit-rating-summary";
import { reviewCardCopy } from "#messages/kit-review-card";
import { starRatingCopy } from "#messages/kit-star-rating";
import type { ReactNode } from "react";
import type { PublishedReview } from "../../data/content/reviews";
import { ReviewCard } from "../../ui/review-card";
import { shownReview } from "../review-view";

/** The kit's copy a list of reviews and its summary read. */
export const reviewKitCopy = { ...ratingSummaryCopy, ...reviewCardCopy, ...starRatingCopy };

/**
 * Reviews as cards, each in its own language, `after` each one (the tour it is about) below it;
 * each item carries its rating for the reviews page's filter.
 */
export function ReviewList({
  reviews,
  headingLevel,
  after,
  id,
}: {
  reviews: readonly PublishedReview[];
  headingLevel: "h2" | "h3";
  after?: (review: PublishedReview) => ReactNode;
  id?: string;
}) {
  return (
    <ul id={id} className="flex flex-col gap-5">
      {reviews.map((review) => (
        <li key={review.id} data-rating={review.rating} className="flex flex-col gap-2">
          <ReviewCard review={shownReview(review)} headingLevel={headingLevel} />
          {after?.(review)}
        </li>
      ))}
    </ul>
  );
}
