import { findGuide } from "./destinations";
import type { DestinationGuide } from "./load";

/**
 * One destination's guide by its slug, for the destination's own page. Here, where every guide
 * is at hand (the prerender, the tests), it is found at once; a client build reads it from the
 * guide's own file (scripts/lib/data-files.ts), which the destination's page loads with its
 * code. Undefined for a slug no destination has.
 */
export function destinationEntry(slug: string): Promise<DestinationGuide | undefined> {
  return Promise.resolve(findGuide(slug));
}
