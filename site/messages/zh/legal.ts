import type { Catalogue } from "../catalogue";
import type { legalMessages as english } from "../en/legal";

export const legalMessages: Catalogue<typeof english> = {
  eyebrow: "法律信息",
  lastUpdated: "最后更新：{date}",
  inForceFrom: "自{date}起生效",
  englishGoverns: "本译文仅供参考，本页内容以英文版本为准。",
  onThisPage: "本页目录",
  storage: {
    cookie: "Cookie",
    localStorage: "本地存储",
    sessionStorage: "会话存储",
  },
  columns: {
    name: "名称",
    type: "类型",
    purpose: "用途",
    duration: "保存期限",
    setBy: "设置方",
  },
  cookiePolicy: {
    essential: {
      heading: "必要存储",
      text: "这些存储项用于维持网站正常运行，并记住您所作的选择。它们不含任何分析或广告标识符，无法在此处关闭。",
    },
    analytics: {
      heading: "分析功能",
      text: "只有在您接受分析功能后，我们才会加载 PostHog，用于统计访问量和访客使用的按钮，以便了解哪些页面能帮助旅客规划行程。如您拒绝，PostHog 将不会加载，也不会存储任何内容。",
    },
    yourChoice: {
      heading: "更改您的选择",
      text: "您可随时接受或拒绝分析功能。选择拒绝后，本浏览器中的分析统计将立即停止。",
      change: "更改 Cookie 设置",
    },
    meta: {
      title: "Cookie 政策",
      description:
        "本网站使用的 Cookie 和浏览器存储、各自的用途与保存期限，以及如何更改您对分析功能的选择。",
    },
  },
};
