import type { Catalogue } from "../catalogue";
import type { destinationMessages as english } from "../en/destination";

export const destinationMessages: Catalogue<typeof english> = {
  about: "{name}简介",
  bestTime: "最佳出行时间",
  wildlife: "野生动物",
  calendarEyebrow: "出行时节",
  calendarTitle: "{name}逐月指南",
  allMonths: "按月份查看全部目的地",
  toursEyebrow: "游猎线路",
  toursTitle: "途经{name}的线路",
  planCustom: "定制专属游猎",
  noTours: "我们可将{name}纳入私人定制游猎：告诉我们您的出行日期，我们为您量身策划。",
  meta: {
    title: "{name}游猎指南",
    description: {
      other:
        "{country}{name}：{tagline}。最佳出行时间、可观赏的野生动物，以及{count}条途经此地的游猎线路。",
    },
  },
};
