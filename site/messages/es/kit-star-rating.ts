import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/star-rating.tsx, in Spanish. */
export const starRatingCopy: Pick<KitMessages, "starRating"> = {
  starRating: {
    stars: {
      one: "{count} de {max} estrellas",
      other: "{count} de {max} estrellas",
    },
  },
};
