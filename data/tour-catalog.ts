import { destinations } from "./destinations";
import { normaliseFixedTour, normaliseRawTour } from "./tour-rules";
import { fixedTourInputs } from "./tours-fixed";
import { rawTourInputs, rawTourPhotoList } from "./tours-raw";
import type { Tour } from "./types";

/**
 * Spec §3 tour set, normalised from the tours as written: the seven current packages, then the
 * tours of the earlier raw list. `npm run tour-data` (part of `npm run assets`) writes the result
 * to data/generated/tours.json, which is what data/tours.ts serves: a phone parses that JSON in a
 * fraction of the time it takes to run the tour modules and these rules.
 */
export function normaliseTours(): Tour[] {
  return [
    ...fixedTourInputs.map(normaliseFixedTour),
    ...rawTourInputs.map((input, index) => normaliseRawTour(input, index, rawTourPhotoList)),
  ].map((tour) => ({ ...tour, visits: destinationsVisited(tour) }));
}

/**
 * The destinations a tour visits, by slug: named in its title or in one of its days. Read from
 * the English text, once, so that every language's pages list the same tours for a destination.
 */
function destinationsVisited(tour: Omit<Tour, "visits">): string[] {
  return destinations
    .filter((destination) => {
      const keyword = destination.name.replace(/^(Lake|Masai|Ol)\s+/i, "").toLowerCase();
      return (
        tour.destinations.includes(destination.name) ||
        tour.days.some((day) => `${day.title} ${day.description}`.toLowerCase().includes(keyword))
      );
    })
    .map((destination) => destination.slug);
}
