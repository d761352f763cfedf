import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/gallery-grid.tsx, in French. */
export const galleryGridCopy: Pick<KitMessages, "galleryGrid"> = {
  galleryGrid: {
    filters: "Filtrer les photos par catégorie",
    all: "Toutes",
    categories: {
      wildlife: "Faune",
      landscape: "Paysages",
      cultural: "Culture",
    },
    count: "{count} {photos}",
    photos: {
      one: "photo",
      other: "photos",
    },
  },
};
