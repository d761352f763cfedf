import { whenToGo } from "../../data/when-to-go";
import { MonthCalendar } from "../../ui/month-calendar";

/** A destination's twelve months (data/when-to-go.ts), by its slug. */
export function DestinationYear({ slug }: { slug: string }) {
  const year = whenToGo[slug];
  return year ? <MonthCalendar months={year} /> : null;
}
