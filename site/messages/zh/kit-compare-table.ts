import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/compare-table.tsx, in Chinese. */
export const compareTableCopy: Pick<KitMessages, "compareTable"> = {
  compareTable: {
    viewTour: "查看行程",
    viewTourLabel: "查看行程：{title}",
    quote: "获取报价",
    quoteLabel: "获取报价：{title}",
  },
};
