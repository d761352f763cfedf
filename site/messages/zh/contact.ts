import type { Catalogue } from "../catalogue";
import type { contactMessages as english } from "../en/contact";

export const contactMessages: Catalogue<typeof english> = {
  eyebrow: "联系我们",
  title: "与我们一起策划您的游猎之旅",
  description:
    "告诉我们您想何时出行、有几位同行、最想看到什么。每一份咨询我们都会在{responseTime}回复，并附上量身定制的行程和清晰的价格。",
  /** Starts the message when the quote form is opened for a tour, "{title}". */
  aboutTour: "我对“{title}”行程感兴趣。",
  quoteTitle: "免费询价",
  requiredNote: "标有 * 的为必填项。",
  info: {
    title: "联系方式",
    email: "电子邮箱",
    phone: "电话",
    address: "地址",
  },
  quickResponse: {
    title: "快速回复",
    text: "每一封咨询我们都会在{responseTime}回复。办公时间：",
    faq: "签证、疫苗、行李怎么准备？{link}。",
    faqLink: "查看常见问题",
  },
  whyChooseUs: "为什么选择我们",
  meta: {
    title: "联系我们",
    description:
      "免费游猎询价：告诉我们您的出行日期、人数和预算，我们的内罗毕团队将在{responseTime}回复。欢迎通过电子邮件、电话或 WhatsApp 联系我们，也可前往我们位于肯尼亚内罗毕的办公室。",
  },
};
