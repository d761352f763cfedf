import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/tour-card.tsx, in Chinese. */
export const tourCardCopy: Pick<KitMessages, "tourCard"> = {
  tourCard: {
    photos: {
      other: "{count}张照片",
    },
    keyHighlights: "行程亮点",
    moreDays: {
      other: "{count}天",
    },
    basis: {
      perPersonForTwo: "每人（2人同行）",
      forTwo: "2人总价",
      solo: "单人出行",
    },
    viewDetails: "查看完整详情",
    bookNow: "立即预订",
    compare: "加入对比",
    show: "查看行程与价格",
    hide: "收起行程与价格",
    tabs: "{title}：详情",
    tab: {
      itinerary: "行程",
      pricing: "价格",
      included: "费用包含",
      gallery: "图库",
    },
    readyTitle: "准备好预订了吗？",
    readyText: "告诉我们您的出行日期和人数，我们将在24小时内回复。",
    noPhotos: "这条线路的照片即将上线。",
    fullItinerary: "完整行程、价格与照片",
  },
};
