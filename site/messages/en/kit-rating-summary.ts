import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/rating-summary.tsx, in English. */
export const ratingSummaryCopy: Pick<KitMessages, "ratingSummary"> = {
  ratingSummary: {
    average: "{average} out of {max}",
    reviews: {
      one: "{count} review",
      other: "{count} reviews",
    },
    distribution: "Ratings by stars",
    row: "{stars}: {reviews}",
    empty: "No reviews yet",
  },
};
