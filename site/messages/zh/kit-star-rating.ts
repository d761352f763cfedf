import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/star-rating.tsx, in Chinese. */
export const starRatingCopy: Pick<KitMessages, "starRating"> = {
  starRating: {
    stars: {
      other: "{count}星（满分{max}星）",
    },
  },
};
