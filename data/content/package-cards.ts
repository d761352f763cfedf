import { destinationList } from "./destination-list";
import generatedListings from "../generated/tour-listings.json" with { type: "json" };
import type { TourListing } from "./tour-listing";
import type { Destination, DestinationSummary, SafariPackageCard } from "./types";

/**
 * The tours as the package cards show them (data/content/tour-listing.ts; written to JSON by
 * `npm run tour-data`, a file a language), in the order of data/content/tour-set.ts: the pages that show
 * package cards and destinations' trip counts load these rather than the whole tours.
 */
export const tourListings = generatedListings as TourListing[];

const listingsBySlug = new Map(tourListings.map((tour) => [tour.slug, tour]));

export function findListingBySlug(slug: string): TourListing | undefined {
  return listingsBySlug.get(slug);
}

export function packageCardFor(id: number, tour: TourListing): SafariPackageCard {
  return {
    id,
    title: tour.title,
    dayCount: tour.dayCount,
    type: tour.type,
    price: tour.price,
    perPerson: tour.perPerson,
    image: tour.coverImage,
    destinations: tour.destinations,
    highlights: tour.highlights,
    accommodation: tour.accommodation,
    tourId: tour.id,
    slug: tour.slug,
  };
}

/**
 * A destination's trip count is the number of current packages (the seven fixed tours) whose
 * title names it; the tours of the earlier raw list are older offers and are not counted.
 */
export function tripCount(destinationName: string): number {
  return tourListings.filter(
    (tour) => tour.origin === "fixed" && tour.destinations.includes(destinationName),
  ).length;
}

export const destinationsWithCounts: DestinationSummary[] = destinationList.map((destination) => ({
  ...destination,
  tripCount: tripCount(destination.name),
}));

/** The six destinations of the home page, in its order. */
export const homeDestinations: DestinationSummary[] = destinationsWithCounts.filter(
  (destination) => destination.country === "Kenya",
);

export function findDestination(slug: string): DestinationSummary | undefined {
  return destinationsWithCounts.find((destination) => destination.slug === slug);
}

/** Every tour that visits a destination: named in its title or in one of its days. */
export function toursVisiting(destination: Pick<Destination, "slug">): TourListing[] {
  return tourListings.filter((tour) => tour.visits.includes(destination.slug));
}
