import type { DestinationGuide } from "./load";
import generatedDestinations from "../generated/destinations.json" with { type: "json" };

/**
 * The destinations' guides of content/destinations/, in their order (written to JSON by
 * `npm run tour-data`; each language's build takes its own, data/generated/destinations.<locale>.json).
 * Their months are data/content/when-to-go.ts's, which only the pages that show them load.
 */
export const destinations = generatedDestinations as DestinationGuide[];

/** A destination's guide by its slug. */
export function findGuide(slug: string): DestinationGuide | undefined {
  return destinations.find((destination) => destination.slug === slug);
}
