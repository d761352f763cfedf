import generatedTours from "../generated/tours.json" with { type: "json" };
import type { Tour } from "./types";

/**
 * The tour set: the seven current packages, then the tours of the earlier raw list, from
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
