import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/search-dialog.tsx, in Chinese. */
export const searchDialogCopy: Pick<KitMessages, "searchDialog" | "searchHits"> = {
  searchDialog: {
    close: "关闭搜索",
    title: "搜索游猎线路",
    description: "在肯尼亚和坦桑尼亚找到您的理想探险之旅",
    formHeading: "查找您需要的内容",
    inputLabel: "搜索本站",
    placeholder: "搜索线路、目的地、活动、常见问题……",
    clear: "清除搜索",
    results: "搜索结果",
    searching: "正在搜索",
    searchingShown: "正在搜索……",
    unavailable: "搜索功能暂不可用。",
    noResultsStatus: "没有结果。",
    resultCount: {
      other: "找到{count}个结果。使用上下方向键进行选择。",
    },
    errorTitle: "搜索功能开小差了。",
    errorText: "无法连接搜索服务。请检查网络连接后重试。",
    retry: "重试",
    noResultsTitle: "没有找到与“{query}”相关的结果",
    noResultsText: "试试搜索公园名称（如马赛马拉）、行程天数（如7天），或减少关键词。",
    hint: "输入关键词，搜索我们的游猎线路、目的地、旅行贴士和常见问题。",
  },
  searchHits: {
    label: "搜索结果",
    types: {
      tour: "线路",
      faq: "常见问题",
      service: "服务",
      tip: "旅行贴士",
      destination: "目的地",
      month: "出行时节",
      other: "结果",
    },
    from: "{price}起",
  },
};
