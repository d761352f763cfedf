import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/rating-summary.tsx, in German. */
export const ratingSummaryCopy: Pick<KitMessages, "ratingSummary"> = {
  ratingSummary: {
    average: "{average} von {max}",
    reviews: {
      one: "{count} Bewertung",
      other: "{count} Bewertungen",
    },
    distribution: "Bewertungen nach Sternen",
    row: "{stars}: {reviews}",
    empty: "Noch keine Bewertungen",
  },
};
