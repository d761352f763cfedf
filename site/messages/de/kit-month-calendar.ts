import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/month-calendar.tsx, in German. */
export const monthCalendarCopy: Pick<KitMessages, "monthCalendar"> = {
  monthCalendar: {
    best: "Beste Reisezeit",
    rain: {
      dry: "Trocken",
      showers: "Vereinzelt Schauer",
      wet: "Regnerisch",
    },
    crowds: {
      quiet: "Wenig Besucher",
      moderate: "Mäßig besucht",
      busy: "Viel Betrieb",
    },
    season: {
      high: "Hochsaison",
      shoulder: "Zwischensaison",
      low: "Nebensaison",
    },
    temperature: "{low}–{high}",
  },
};
