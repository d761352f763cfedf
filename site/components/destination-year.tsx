import { monthCalendarCopy } from "#messages/kit-month-calendar";
import { whenToGo } from "../../data/content/when-to-go";
import { MonthCalendar } from "../../ui/month-calendar";
import { withKitCopy } from "./with-kit-copy";

/** A destination's twelve months (data/content/when-to-go.ts), by its slug. */
export const DestinationYear = withKitCopy(
  monthCalendarCopy,
  function DestinationYear({ slug }: { slug: string }) {
    const year = whenToGo[slug];
    return year ? <MonthCalendar months={year} /> : null;
  },
);
