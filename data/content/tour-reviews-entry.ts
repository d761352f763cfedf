import generatedTourReviews from "../generated/tour-reviews.json" with { type: "json" };
import type { TourReviews } from "./reviews";

/** A reviewed tour's summary and latest reviews, keyed by its page's slug. */
export type TourReviewsEntry = TourReviews & { slug: string };

/**
 * A tour's reviews by its page's slug, for its page. Here (the prerender, the tests) they are
 * found at once; a client build reads them from the tour's own file of reviews
 * (scripts/lib/data-files.ts), which the page loads with its code. Undefined for a tour with no
 * published review: its page then loads nothing for them. Looked up as the page renders, so that
 * the prerender knows which pages read the reviews (scripts/lib/content-reads.ts).
 */
export function tourReviewsEntry(slug: string): Promise<TourReviewsEntry | undefined> {
  return Promise.resolve(
    (generatedTourReviews as TourReviewsEntry[]).find((entry) => entry.slug === slug),
  );
}
