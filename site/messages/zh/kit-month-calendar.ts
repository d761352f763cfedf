import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/month-calendar.tsx, in Chinese. */
export const monthCalendarCopy: Pick<KitMessages, "monthCalendar"> = {
  monthCalendar: {
    best: "最佳时节",
    rain: {
      dry: "干燥",
      showers: "偶有阵雨",
      wet: "多雨",
    },
    crowds: {
      quiet: "游客稀少",
      moderate: "游客适中",
      busy: "游客众多",
    },
    season: {
      high: "旺季",
      shoulder: "平季",
      low: "淡季",
    },
    temperature: "{low}–{high}",
  },
};
