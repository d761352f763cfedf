import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/review-card.tsx, in Chinese. */
export const reviewCardCopy: Pick<KitMessages, "reviewCard"> = {
  reviewCard: {
    anonymous: "一位旅客",
    author: "{name}（{country}）",
    writtenIn: "原文为{language}",
    travelled: "出行时间：{date}",
    companion: {
      couple: "与伴侣同行",
      family: "与家人同行",
      friends: "与朋友同行",
      solo: "独自出行",
    },
    lodges: "入住的酒店和营地",
    replyFrom: "{name}的回复",
    readMore: "展开全文",
    readLess: "收起",
  },
};
