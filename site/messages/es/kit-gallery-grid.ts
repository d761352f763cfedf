import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/gallery-grid.tsx, in Spanish. */
export const galleryGridCopy: Pick<KitMessages, "galleryGrid"> = {
  galleryGrid: {
    filters: "Filtrar fotos por categoría",
    all: "Todas",
    categories: {
      wildlife: "Fauna",
      landscape: "Paisajes",
      cultural: "Cultura",
    },
    count: "{count} {photos}",
    photos: {
      one: "foto",
      other: "fotos",
    },
  },
};
