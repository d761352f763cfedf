import type { Catalogue } from "../catalogue";
import type { compareMessages as english } from "../en/compare";

export const compareMessages: Catalogue<typeof english> = {
  eyebrow: "线路对比",
  title: "对比游猎线路",
  metaTitle: "游猎线路并排对比",
  description:
    "将我们的2至3条游猎线路并排对比：行程天数、所到公园、陆路和航班的里程与耗时、住宿、餐食、价格及费用包含项目。",
  /** The table's name, "{tours}": the titles, listed. */
  caption: "线路对比：{tours}",
  choose: "请在下方选择2至3条线路，即可并排对比。",
  chooseAnother: "请在下方至少再选择1条线路进行对比。",
  /** "{count}": the most that can be compared. */
  pick: "最多可选{count}条线路",
  submit: "开始对比",
  from: "{price}起",
  rows: {
    length: "行程天数",
    destinations: "目的地",
    road: "陆路",
    flights: "航班",
    nights: "住宿",
    meals: "餐食",
    included: "费用包含",
  },
  /** "{distance}" and "{duration}", totals for the whole trip. */
  travel: "全程{distance}，约{duration}",
  noFlights: "无航班",
  noRoad: "无陆路接送",
  /** A night, or a run of nights, at one place: "{from}", "{to}", "{value}" (the lodge). */
  night: "第{from}晚：{value}",
  nights: "第{from}至{to}晚：{value}",
  /** A day, or a run of days, on one meal plan: "{from}", "{to}", "{value}". */
  day: "第{from}天：{value}",
  days: "第{from}至{to}天：{value}",
  onRequest: "详情随行程方案提供",
  /** The tour list's comparison bar. */
  tray: {
    label: "线路对比",
    /** "{count}" chosen of "{limit}". */
    count: { other: "已选{count}条线路（最多{limit}条）" },
    more: "再选1条线路即可对比",
    open: "开始对比",
    clear: "清空",
  },
};
