import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/star-rating.tsx, in French. */
export const starRatingCopy: Pick<KitMessages, "starRating"> = {
  starRating: {
    stars: {
      one: "{count} étoile sur {max}",
      other: "{count} étoiles sur {max}",
    },
  },
};
