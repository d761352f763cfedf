import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/rating-badge.tsx, in Spanish. */
export const ratingBadgeCopy: Pick<KitMessages, "ratingBadge"> = {
  ratingBadge: {
    badge: "Valoración de {average} sobre {max} en {reviews}",
    reviews: {
      one: "{count} opinión",
      other: "{count} opiniones",
    },
  },
};
