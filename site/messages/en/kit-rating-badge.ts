import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/rating-badge.tsx, in English. */
export const ratingBadgeCopy: Pick<KitMessages, "ratingBadge"> = {
  ratingBadge: {
    badge: "Rated {average} out of {max} from {reviews}",
    reviews: {
      one: "{count} review",
      other: "{count} reviews",
    },
  },
};
