import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/month-calendar.tsx, in French. */
export const monthCalendarCopy: Pick<KitMessages, "monthCalendar"> = {
  monthCalendar: {
    best: "Meilleure période",
    rain: {
      dry: "Sec",
      showers: "Quelques averses",
      wet: "Pluvieux",
    },
    crowds: {
      quiet: "Peu de visiteurs",
      moderate: "Fréquentation moyenne",
      busy: "Très fréquenté",
    },
    season: {
      high: "Haute saison",
      shoulder: "Intersaison",
      low: "Basse saison",
    },
    temperature: "{low}–{high}",
  },
};
