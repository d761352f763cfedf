import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/month-calendar.tsx, in Italian. */
export const monthCalendarCopy: Pick<KitMessages, "monthCalendar"> = {
  monthCalendar: {
    best: "Periodo migliore",
    rain: {
      dry: "Secco",
      showers: "Qualche rovescio",
      wet: "Piovoso",
    },
    crowds: {
      quiet: "Pochi visitatori",
      moderate: "Affluenza media",
      busy: "Molto affollato",
    },
    season: {
      high: "Alta stagione",
      shoulder: "Media stagione",
      low: "Bassa stagione",
    },
    temperature: "{low}–{high}",
  },
};
