import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/rating-badge.tsx, in Chinese. */
export const ratingBadgeCopy: Pick<KitMessages, "ratingBadge"> = {
  ratingBadge: {
    badge: "评分{average}（满分{max}），共{reviews}",
    reviews: {
      other: "{count}条评价",
    },
  },
};
