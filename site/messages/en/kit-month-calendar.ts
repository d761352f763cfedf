import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/month-calendar.tsx, in English. */
export const monthCalendarCopy: Pick<KitMessages, "monthCalendar"> = {
  monthCalendar: {
    best: "Best time",
    rain: {
      dry: "Dry",
      showers: "Some showers",
      wet: "Rainy",
    },
    crowds: {
      quiet: "Few visitors",
      moderate: "Some visitors",
      busy: "Busy",
    },
    season: {
      high: "High season",
      shoulder: "Shoulder season",
      low: "Low season",
    },
    temperature: "{low}–{high}",
  },
};
