import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/route-map.tsx, in Chinese. */
export const routeMapCopy: Pick<KitMessages, "routeMap"> = {
  routeMap: {
    road: "第{day}天：{from} → {to}，{distance}，车程约{duration}",
    flight: "第{day}天：{from} → {to}，{distance}，飞行约{duration}",
    stay: "第{day}天：全天在{place}",
    legend: "图例",
    roadLegend: "陆路",
    flightLegend: "航班",
    nightsLegend: "在此过夜的晚数",
    endsLegend: "起点和终点",
    legs: "每日路线",
  },
};
