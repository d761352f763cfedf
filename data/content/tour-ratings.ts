import generatedTourRatings from "../generated/tour-ratings.json" with { type: "json" };
import type { CardRating } from "./reviews";

const ratings = generatedTourRatings as Record<string, CardRating>;

/**
 * A tour card's rating by the tour's page slug, once the tour has enough published reviews
 * (`ratingShownFrom`); undefined before.
 */
export function cardRating(slug: string): CardRating | undefined {
  return ratings[slug];
}
