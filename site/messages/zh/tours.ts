import type { Catalogue } from "../catalogue";
import type { toursMessages as english } from "../en/tours";

export const toursMessages: Catalogue<typeof english> = {
  eyebrow: "游猎线路",
  title: "肯尼亚与坦桑尼亚游猎线路",
  description:
    "我们运营的每一条线路都在这里：酒店、每日行程和公开透明的每人价格一目了然。所有线路均为私人专属，每车2至6人。",
  searchLabel: "查找线路",
  textLabel: "搜索线路",
  durationLabel: "行程天数",
  allDurations: "不限天数",
  search: "搜索线路",
  popular: "热门：",
  quickFilters: {
    masaiMara: "马赛马拉",
    amboseli: "安博塞利",
    lakeNakuru: "纳库鲁湖",
    luxury: "奢华",
  },
  showingAll: { other: "显示全部{count}条线路" },
  showingSome: {
    other: "显示{shown}条线路（共{count}条）",
  },
  meta: {
    title: "肯尼亚与坦桑尼亚游猎线路",
    description:
      "{count}条肯尼亚和坦桑尼亚私人游猎线路，行程{shortest}至{longest}天：马赛马拉、安博塞利、桑布鲁、奥佩杰塔、纳库鲁湖和塞伦盖蒂的每日行程、酒店及每人价格一目了然。",
  },
};
