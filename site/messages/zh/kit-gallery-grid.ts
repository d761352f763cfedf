import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/gallery-grid.tsx, in Chinese. */
export const galleryGridCopy: Pick<KitMessages, "galleryGrid"> = {
  galleryGrid: {
    filters: "按类别筛选照片",
    all: "全部",
    categories: {
      wildlife: "野生动物",
      landscape: "自然风光",
      cultural: "人文",
    },
    count: "{count}{photos}",
    photos: {
      other: "张照片",
    },
  },
};
