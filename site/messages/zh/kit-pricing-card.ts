import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/pricing-card.tsx, in Chinese. */
export const pricingCardCopy: Pick<KitMessages, "pricing" | "pricingCard"> = {
  pricing: {
    from: "起价",
    varies: "价格因季节和团队人数而异",
    onRequest: {
      title: "联系我们",
      note: "获取个性化报价",
    },
    rows: {
      solo: "单人出行",
      forTwo: "2人总价",
      perPersonForTwo: "每人（2人同行）",
    },
    bestValue: "性价比最高",
    rowOnRequest: "请询价",
    book: "预订这趟游猎",
    quote: "获取定制报价",
  },
  pricingCard: {
    title: "价格与预订",
  },
};
