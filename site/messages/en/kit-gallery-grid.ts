import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/gallery-grid.tsx, in English. */
export const galleryGridCopy: Pick<KitMessages, "galleryGrid"> = {
  galleryGrid: {
    filters: "Filter photos by category",
    all: "All",
    categories: {
      wildlife: "Wildlife",
      landscape: "Landscape",
      cultural: "Cultural",
    },
    count: "{count} {photos}",
    photos: {
      one: "photo",
      other: "photos",
    },
  },
};
