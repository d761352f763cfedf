import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/rating-badge.tsx, in French. */
export const ratingBadgeCopy: Pick<KitMessages, "ratingBadge"> = {
  ratingBadge: {
    badge: "Noté {average} sur {max} d’après {reviews}",
    reviews: {
      one: "{count} avis",
      other: "{count} avis",
    },
  },
};
