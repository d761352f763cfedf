import type { DestinationListing } from "./load";
import generatedDestinationList from "../generated/destination-list.json" with { type: "json" };

/**
 * Every destination as its cards and links show it (data/content/destinations.ts without the guides'
 * paragraphs; written to JSON by `npm run tour-data`, a file a language), in their order: a
 * destination's page loads its own guide, not every guide with every page that names one.
 */
export const destinationList = generatedDestinationList as DestinationListing[];
