import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/rating-summary.tsx, in Chinese. */
export const ratingSummaryCopy: Pick<KitMessages, "ratingSummary"> = {
  ratingSummary: {
    average: "{average}分（满分{max}分）",
    reviews: {
      other: "{count}条评价",
    },
    distribution: "各星级评价分布",
    row: "{stars}：{reviews}",
    empty: "暂无评价",
  },
};
