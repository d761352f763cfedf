import { monthGuides } from "./load";
import { whenToGo, type MonthGuide } from "./when-to-go";

let guides: MonthGuide[] | undefined;

/**
 * One month's facts at every destination, by the month's address slug, for the month's own page.
 * Here, where every destination's year is at hand (the prerender, the tests), it is found at
 * once; a client build reads it from the month's own file (scripts/lib/data-files.ts), which the
 * month's page loads with its code, rather than every month's. Undefined for a slug no month has.
 */
export function monthEntry(month: string): Promise<MonthGuide | undefined> {
  guides ??= monthGuides(whenToGo);
  return Promise.resolve(guides.find((guide) => guide.month === month));
}
