import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/gallery-grid.tsx, in Italian. */
export const galleryGridCopy: Pick<KitMessages, "galleryGrid"> = {
  galleryGrid: {
    filters: "Filtra le foto per categoria",
    all: "Tutte",
    categories: {
      wildlife: "Fauna",
      landscape: "Paesaggi",
      cultural: "Cultura",
    },
    count: "{count} {photos}",
    photos: {
      one: "foto",
      other: "foto",
    },
  },
};
