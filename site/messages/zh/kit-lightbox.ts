import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/lightbox.tsx, in Chinese. */
export const lightboxCopy: Pick<KitMessages, "lightbox"> = {
  lightbox: {
    close: "关闭照片",
    previous: "上一张照片",
    next: "下一张照片",
    position: "第{number}张，共{count}张",
    download: "下载",
  },
};
