import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/gallery-grid.tsx, in German. */
export const galleryGridCopy: Pick<KitMessages, "galleryGrid"> = {
  galleryGrid: {
    filters: "Fotos nach Kategorie filtern",
    all: "Alle",
    categories: {
      wildlife: "Tierwelt",
      landscape: "Landschaft",
      cultural: "Kultur",
    },
    count: "{count} {photos}",
    photos: {
      one: "Foto",
      other: "Fotos",
    },
  },
};
