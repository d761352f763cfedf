import type { Catalogue } from "../catalogue";
import type { structuredDataMessages as english } from "../en/structured-data";

export const structuredDataMessages: Catalogue<typeof english> = {
  galleryName: "{brand} 游猎图库",
  tourListName: "游猎线路",
  itineraryName: { other: "{count}日行程" },
  dayName: "第{number}天",
  dayNameWithTitle: "第{number}天：{title}",
  priceBasis: {
    perPersonForTwo: "每人价格（2人同行）",
    forTwo: "2人总价",
    solo: "单人出行价格",
  },
  touristTypes: {
    wildlife: "野生动物游猎",
    photography: "摄影游猎",
  },
};
