import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/rating-badge.tsx, in Italian. */
export const ratingBadgeCopy: Pick<KitMessages, "ratingBadge"> = {
  ratingBadge: {
    badge: "Valutazione {average} su {max} in base a {reviews}",
    reviews: {
      one: "{count} recensione",
      other: "{count} recensioni",
    },
  },
};
