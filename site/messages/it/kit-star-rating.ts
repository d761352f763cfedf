import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/star-rating.tsx, in Italian. */
export const starRatingCopy: Pick<KitMessages, "starRating"> = {
  starRating: {
    stars: {
      one: "{count} stella su {max}",
      other: "{count} stelle su {max}",
    },
  },
};
