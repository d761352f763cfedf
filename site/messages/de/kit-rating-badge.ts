import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/rating-badge.tsx, in German. */
export const ratingBadgeCopy: Pick<KitMessages, "ratingBadge"> = {
  ratingBadge: {
    badge: "Mit {average} von {max} Sternen bewertet ({reviews})",
    reviews: {
      one: "{count} Bewertung",
      other: "{count} Bewertungen",
    },
  },
};
