import { findTourBySlug } from "./tour-set";
import type { Tour } from "./types";

/**
 * One tour's data by its slug, for a page that shows that tour alone. Here, where every tour is
 * at hand (the prerender, the tests), it is found at once; a client build reads it from the
 * tour's own file (scripts/lib/data-files.ts), which the tour's page loads with its code, rather
 * than every tour's data. Undefined for a slug no tour has.
 */
export function tourEntry(slug: string): Promise<Tour | undefined> {
  return Promise.resolve(findTourBySlug(slug));
}
