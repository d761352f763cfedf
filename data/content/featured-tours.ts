import generatedHome from "../generated/home.json" with { type: "json" };
import type { HomeFile } from "./schema";
import { packageCardFor, tourListings } from "./package-cards";
import type { SafariPackageCard } from "./types";

/**
 * The home page's packages grid: the tours content/pages/home.yaml features, in its order, each
 * card numbered by its tour's place in the tour list (the content's check makes sure every
 * featured tour exists). `npm run tour-data` writes data/generated/home.json; each language's
 * build takes its own.
 */
export const packageCards: SafariPackageCard[] = (
  generatedHome as HomeFile["en"]
).featuredTours.map((tourId) => {
  const index = tourListings.findIndex((tour) => tour.id === tourId);
  if (index === -1) throw new Error(`The home page features "${tourId}", which is not a tour.`);
  return packageCardFor(index + 1, tourListings[index]!);
});
