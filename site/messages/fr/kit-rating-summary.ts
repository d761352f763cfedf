import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/rating-summary.tsx, in French. */
export const ratingSummaryCopy: Pick<KitMessages, "ratingSummary"> = {
  ratingSummary: {
    average: "{average} sur {max}",
    reviews: {
      one: "{count} avis",
      other: "{count} avis",
    },
    distribution: "Répartition des notes",
    row: "{stars} : {reviews}",
    empty: "Pas encore d’avis",
  },
};
