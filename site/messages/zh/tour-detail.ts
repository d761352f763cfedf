import type { Catalogue } from "../catalogue";
import type { tourDetailMessages as english } from "../en/tour-detail";

export const tourDetailMessages: Catalogue<typeof english> = {
  backToTours: "返回线路列表",
  contactForPricing: "请联系我们询价",
  from: "{basis}{price}起",
  priceBasis: {
    perPersonForTwo: "每人",
    forTwo: "2人总价",
    solo: "单人出行",
  },
  print: "打印或另存为 PDF",
  /** On a printed page, "{url}". */
  printedFrom: "本行程在线版：{url}",
  overview: "行程概览",
  destinations: "目的地",
  defaultDestination: "肯尼亚",
  keyHighlights: "行程亮点",
  route: "路线与距离",
  /** The route map's name, "{title}". */
  routeMap: "路线图：{title}",
  itinerary: "详细行程",
  photos: "照片集锦",
};
