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
  ];
}
