import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/empty-state.tsx, in Chinese. */
export const emptyStateCopy: Pick<KitMessages, "emptyState"> = {
  emptyState: {
    message: "没有找到符合搜索条件的线路。",
    action: "清除筛选",
  },
};
