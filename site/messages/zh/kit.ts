import type { FrameKitMessages } from "../catalogue";

/**
 * The kit's copy for the frame of every page (header, consent banner, floating buttons, loading
 * and error states), in Chinese; every other component family's comes with the code that shows it
 * (kit-<family>.ts).
 */
export const kitMessages: FrameKitMessages = {
  common: {
    newTab: "（在新标签页中打开）",
    days: {
      other: "{count}天",
    },
    more: {
      other: "{count}项",
    },
  },
  dialog: {
    close: "关闭",
  },
  spinner: {
    page: "页面加载中",
    section: "加载中",
  },
  loadError: {
    retry: "重试",
    renderFailed: "显示页面此部分内容时出错。",
    loadFailed: "页面部分内容未能加载。请检查网络连接后重试。",
  },
  consentBanner: {
    title: "Cookie 与分析功能",
    message:
      "征得您的同意后，我们会使用 PostHog 分析 Cookie，了解哪些线路和页面对旅客最有帮助，以便改进网站。除非您接受，否则我们不会进行任何统计；您也可以随时通过页脚更改选择。",
    accept: "接受",
    reject: "拒绝",
    policy: "阅读 Cookie 政策",
  },
  floatingContact: {
    whatsapp: "通过 WhatsApp 与我们聊天（在新标签页中打开）",
    wechat: "通过微信与我们聊天",
  },
  header: {
    mainNav: "主导航",
    mobileNav: "移动端导航",
    reviews: "旅客评价",
    search: "搜索游猎线路",
    menu: "菜单",
    searchTours: "搜索线路",
    quote: "获取报价",
    quoteMobile: "获取报价",
  },
  dialogLoading: {
    lightbox: {
      label: "照片",
      status: "正在加载照片",
    },
  },
};
