import generatedFeatured from "../generated/featured-reviews.json" with { type: "json" };
import type { PublishedReview } from "./reviews";

/** The reviews the operator picked for the home page, newest first; none ship. */
export const featuredReviews = generatedFeatured as PublishedReview[];
