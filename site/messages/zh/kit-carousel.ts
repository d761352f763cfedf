import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/carousel.tsx, in Chinese. */
export const carouselCopy: Pick<KitMessages, "carousel" | "heroCarousel" | "partnerCarousel"> = {
  carousel: {
    roleDescription: "轮播",
    slideRoleDescription: "幻灯片",
    slide: "第{number}张，共{count}张",
    previous: "上一张",
    next: "下一张",
    stop: "停止自动播放",
    start: "开始自动播放",
    dots: "选择幻灯片",
    dot: "第{number}张",
  },
  heroCarousel: {
    label: "游猎照片",
    balloon: "热气球游猎",
  },
  partnerCarousel: {
    label: "我们的合作伙伴",
    dot: "显示 {name}",
    visitWebsite: "访问官网",
  },
};
