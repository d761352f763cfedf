import generatedReviews from "../generated/reviews.json" with { type: "json" };
import type { PublishedReview } from "./reviews";

/**
 * Every published review, newest first, the same in every language (each in its own): the
 * reviews page's (`npm run tour-data` writes data/generated/reviews.json from content/reviews/).
 */
export const publishedReviews = generatedReviews as PublishedReview[];
