import type { Catalogue } from "../catalogue";
import type { reviewMessages as english } from "../en/review";

export const reviewMessages: Catalogue<typeof english> = {
  metaTitle: "您的游猎评价",
  metaDescription: "与其他旅行者分享您的游猎经历。",
  eyebrow: "您的评价",
  title: "您的游猎之旅还满意吗？",
  intro:
    "告诉其他旅行者这次旅程的真实感受。每条评价发布前我们都会阅读，但绝不会改动您的任何一个字。",
  used: {
    title: "此链接已使用过",
    text: "我们已收到您的评价，非常感谢！每个链接只能使用一次。如需补充内容，请直接联系我们。",
  },
  expired: {
    title: "此链接已过期",
    text: "评价链接的有效期为90天。请联系我们，我们很乐意为您发送新的链接。",
  },
  unknown: {
    title: "找不到此评价链接",
    text: "链接可能不完整。请检查邮件中的链接，或联系我们，我们会为您发送新的链接。",
  },
  contact: "联系我们",
  sendFailed: "您的评价未能送达，目前尚未保存任何内容。请检查网络连接后重试。",
};
