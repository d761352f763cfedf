import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/star-rating.tsx, in English. */
export const starRatingCopy: Pick<KitMessages, "starRating"> = {
  starRating: {
    stars: {
      one: "{count} of {max} stars",
      other: "{count} of {max} stars",
    },
  },
};
