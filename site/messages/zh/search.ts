import type { Catalogue } from "../catalogue";
import type { searchMessages as english } from "../en/search";

export const searchMessages: Catalogue<typeof english> = {
  eyebrow: "搜索",
  title: "站内搜索",
  description: "我们的游猎线路、目的地、旅行贴士和常见问题解答。",
  submit: "搜索",
  count: {
    other: "“{query}”的搜索结果：{count}条",
  },
  hint: "输入公园名称、行程天数或您的问题，然后点击“搜索”。",
  tooLong: "搜索内容过长：最多{max}个字符。",
  tooMany: "您在过去一分钟内搜索次数过多，请稍候一分钟再试。",
  meta: {
    title: "搜索",
    description: "搜索我们在肯尼亚和坦桑尼亚的游猎线路、目的地、旅行贴士和常见问题。",
  },
};
