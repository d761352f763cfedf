import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/rating-summary.tsx, in Italian. */
export const ratingSummaryCopy: Pick<KitMessages, "ratingSummary"> = {
  ratingSummary: {
    average: "{average} su {max}",
    reviews: {
      one: "{count} recensione",
      other: "{count} recensioni",
    },
    distribution: "Valutazioni per numero di stelle",
    row: "{stars}: {reviews}",
    empty: "Ancora nessuna recensione",
  },
};
