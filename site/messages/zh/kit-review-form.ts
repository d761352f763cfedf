import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/review-form.tsx, in Chinese. */
export const reviewFormCopy: Pick<KitMessages, "reviewForm"> = {
  reviewForm: {
    rating: "总体评分",
    lodges: "您入住的酒店和营地",
    lodgesHint: "可任选几家评分，其余可以不评。",
    title: "评价标题",
    titlePlaceholder: "用一句话概括这次旅行",
    text: "您的评价",
    textPlaceholder: "您看到了什么？住在哪里？会怎样向朋友介绍这次旅行？",
    counter: "已输入{count}字，上限{max}字",
    travelled: "您是什么时候出行的？",
    month: "月份",
    year: "年份",
    companions: "您和谁一起出行？",
    companion: {
      couple: "与伴侣",
      family: "与家人",
      friends: "与朋友",
      solo: "独自出行",
    },
    consent: "您的评价可以显示以下哪些信息？",
    showName: "我的名字",
    showCountry: "我的国家/地区",
    ratingRequired: "请选择1至5星。",
    titleRequired: "请为您的评价填写标题。",
    textRequired: "请填写您的评价。",
    textTooShort: "请至少填写{min}个字。",
    travelledRequired: "请选择出行的月份和年份。",
    companionsRequired: "请选择与您同行的人。",
    check: "请检查{which}：{fields}。",
    checkWhich: {
      other: "以下信息",
    },
    fieldSeparator: "、",
    fieldNames: {
      rating: "总体评分",
      title: "标题",
      text: "评价",
      travelled: "出行时间",
      companions: "同行者",
    },
    send: "提交评价",
    retry: "重试",
    sent: "感谢您的评价！每条评价发布前我们都会认真阅读，您的评价将在几天内出现在网站上。",
  },
};
