import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/month-calendar.tsx, in Spanish. */
export const monthCalendarCopy: Pick<KitMessages, "monthCalendar"> = {
  monthCalendar: {
    best: "Mejor época",
    rain: {
      dry: "Seco",
      showers: "Algunos chubascos",
      wet: "Lluvioso",
    },
    crowds: {
      quiet: "Pocos visitantes",
      moderate: "Afluencia media",
      busy: "Mucha afluencia",
    },
    season: {
      high: "Temporada alta",
      shoulder: "Temporada media",
      low: "Temporada baja",
    },
    temperature: "{low}–{high}",
  },
};
