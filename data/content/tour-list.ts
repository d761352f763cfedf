import generatedTourList from "../generated/tour-list.json" with { type: "json" };
import type { TourListCard } from "./tour-listing";

/**
 * Every tour as the tour list's cards show it before one opens (data/content/tour-listing.ts), in the
 * order of the tours: the list loads a tour's days, prices, inclusions and photos as its card
 * opens, not every tour's with the page.
 */
export const tourList = generatedTourList as TourListCard[];
