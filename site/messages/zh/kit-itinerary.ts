import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/itinerary.tsx, in Chinese. */
export const itineraryCopy: Pick<KitMessages, "itinerary"> = {
  itinerary: {
    empty: "每日详细行程将随行程方案一同发给您。",
    day: "第{number}天",
    separator: "：",
    accommodation: "住宿：",
    mealPlan: "餐食：",
    note: "备注：",
  },
};
