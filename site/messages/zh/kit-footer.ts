import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/footer.tsx, in Chinese. */
export const footerCopy: Pick<KitMessages, "footer"> = {
  footer: {
    socialMedia: "社交媒体",
    social: "{brand} 的 {network} 主页（在新标签页中打开）",
    quickLinks: "快速链接",
    talkToUs: "与我们交流",
    office: "我们的办公室",
    legal: "法律信息",
    cookieSettings: "Cookie 设置",
    copyright: "© {year} {brand} 版权所有。",
  },
};
