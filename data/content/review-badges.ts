import generatedBadges from "../generated/review-badges.json" with { type: "json" };

/**
 * A tour card's average and count, by the tour's slug, for the tours with at least three published
 * reviews (data/content/reviews.ts); a tour with fewer has no badge.
 */
export const reviewBadges = generatedBadges as Record<string, { average: number; count: number }>;
