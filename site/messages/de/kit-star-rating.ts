import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/star-rating.tsx, in German. */
export const starRatingCopy: Pick<KitMessages, "starRating"> = {
  starRating: {
    stars: {
      one: "{count} von {max} Sternen",
      other: "{count} von {max} Sternen",
    },
  },
};
