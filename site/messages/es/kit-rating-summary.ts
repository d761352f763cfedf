import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/rating-summary.tsx, in Spanish. */
export const ratingSummaryCopy: Pick<KitMessages, "ratingSummary"> = {
  ratingSummary: {
    average: "{average} de {max}",
    reviews: {
      one: "{count} opinión",
      other: "{count} opiniones",
    },
    distribution: "Valoraciones por estrellas",
    row: "{stars}: {reviews}",
    empty: "Todavía no hay opiniones",
  },
};
