import { destinations } from "./destinations";
import generatedTours from "./generated/tours.json";
import { leadPrice } from "./tour-rules";
import type { Destination, SafariPackageCard, Tour } from "./types";

/**
 * Spec §3 tour set: the seven current packages, then the tours of the earlier raw list, from
 * content/tours/ as data/content/tours.ts normalises them (written to JSON by `npm run tour-data`).
 */
export const tours = generatedTours as Tour[];

const toursBySlug = new Map(tours.map((tour) => [tour.slug, tour]));
const toursById = new Map(tours.map((tour) => [tour.id, tour]));

export function findTourBySlug(slug: string): Tour | undefined {
  return toursBySlug.get(slug);
}

export function findTourById(id: string): Tour | undefined {
  return toursById.get(id);
}

function requireTour(id: string): Tour {
  const tour = findTourById(id);
  if (!tour) throw new Error(`No tour with id "${id}"`);
  return tour;
}

/** The accommodation line of a card: the distinct places stayed at, in order, at most three. */
export function accommodationSummary(tour: Tour): string {
  const places = [...new Set(tour.days.map((day) => day.accommodation).filter(Boolean))];
  const shown = places.slice(0, 3).join(", ");
  return places.length > 3 ? `${shown} and ${places.length - 3} more` : shown;
}

/** Card id → package (spec §3: six home cards, ids 1, 2, 4, 5, 6, 7; card 3 is not on the home grid). */
const homeCards: Array<[number, string]> = [
  [1, "luxury-7-days"],
  [2, "midrange-7-days"],
  [4, "iconic-6-days"],
  [5, "exquisite-luxury-flight"],
  [6, "kenya-tanzania-11-days"],
  [7, "golden-circuit-9-days"],
];

export function packageCardFor(id: number, tour: Tour): SafariPackageCard {
  const price = leadPrice(tour.costs);
  return {
    id,
    title: tour.title,
    dayCount: tour.days.length,
    type: tour.type,
    price: price.kind === "none" ? null : price.amount,
    perPerson: price.kind === "perPersonForTwo",
    image: tour.coverImage,
    destinations: tour.destinations,
    highlights: tour.highlights,
    accommodation: accommodationSummary(tour),
    tourId: tour.id,
  };
}

export const packageCards: SafariPackageCard[] = homeCards.map(([id, tourId]) =>
  packageCardFor(id, requireTour(tourId)),
);

/**
 * A destination's trip count is the number of current packages (the seven fixed tours) whose
 * title names it; the tours of the earlier raw list are older offers and are not counted.
 */
export function tripCount(destinationName: string): number {
  return tours.filter(
    (tour) => tour.origin === "fixed" && tour.destinations.includes(destinationName),
  ).length;
}

export const destinationsWithCounts: Destination[] = destinations.map((destination) => ({
  ...destination,
  tripCount: tripCount(destination.name),
}));

/** The six destinations of the home page (spec §2), in its order. */
export const homeDestinations: Destination[] = destinationsWithCounts.filter(
  (destination) => destination.country === "Kenya",
);

export function findDestination(slug: string): Destination | undefined {
  return destinationsWithCounts.find((destination) => destination.slug === slug);
}

/** Every tour that visits a destination: named in its title or in one of its days. */
export function toursVisiting(destination: Pick<Destination, "slug">): Tour[] {
  return tours.filter((tour) => tour.visits.includes(destination.slug));
}
