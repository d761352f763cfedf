import { leadPrice } from "../domain/tour-rules";
import type { Tour, TourDay } from "./types";

/**
 * What the package cards (the home page, a destination's page, a month's page) show of a tour,
 * and what those pages choose tours by: a tour without its days, prices, inclusions and photos,
 * which only the tour list, a tour's page, the comparison and a proposal load.
 */
export type TourListing = Pick<
  Tour,
  "id" | "slug" | "title" | "type" | "coverImage" | "destinations" | "highlights" | "visits"
> & {
  origin: Tour["origin"];
  dayCount: number;
  /** The lead price in whole US dollars; null when the tour has none. */
  price: number | null;
  /** Whether the lead price is per person, for two travelling together. */
  perPerson: boolean;
  /** The distinct places stayed at, in order, at most three. */
  accommodation: string;
};

/** The accommodation line of a card: the distinct places stayed at, in order, at most three. */
export function accommodationSummary(tour: Pick<Tour, "days">): string {
  const places = [...new Set(tour.days.map((day) => day.accommodation).filter(Boolean))];
  const shown = places.slice(0, 3).join(", ");
  return places.length > 3 ? `${shown} and ${places.length - 3} more` : shown;
}

/** A tour as the package cards show it (`npm run tour-data` writes them, a file a language). */
export function tourListing(tour: Tour): TourListing {
  const price = leadPrice(tour.costs);
  return {
    id: tour.id,
    slug: tour.slug,
    title: tour.title,
    type: tour.type,
    coverImage: tour.coverImage,
    destinations: tour.destinations,
    highlights: tour.highlights,
    visits: tour.visits,
    origin: tour.origin,
    dayCount: tour.days.length,
    price: price.kind === "none" ? null : price.amount,
    perPerson: price.kind === "perPersonForTwo",
    accommodation: accommodationSummary(tour),
  };
}

/**
 * What the tour list's card shows of a tour before it opens, and what the list filters by: its
 * days only by where each night is spent (the card's Key Highlights). A card that opens loads
 * the whole tour (`tourEntry`, data/content/tour-entry.ts).
 */
export type TourListCard = Pick<Tour, "slug" | "title" | "summary" | "coverImage" | "costs"> & {
  days: Pick<TourDay, "accommodation">[];
  photoCount: number;
};

/** A tour as the tour list's card shows it (`npm run tour-data` writes them, a file a language). */
export function tourListCard(tour: Tour): TourListCard {
  return {
    slug: tour.slug,
    title: tour.title,
    summary: tour.summary,
    coverImage: tour.coverImage,
    costs: tour.costs,
    days: tour.days.map(({ accommodation }) => ({ accommodation })),
    photoCount: tour.images.length,
  };
}

/** What `npm run tour-data` writes from the tours, a file a language, beside them. */
export const tourDerivations: Record<"tour-listings" | "tour-list", (tour: Tour) => object> = {
  "tour-listings": tourListing,
  "tour-list": tourListCard,
};
