import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/lightbox.tsx, in German. */
export const lightboxCopy: Pick<KitMessages, "lightbox"> = {
  lightbox: {
    close: "Foto schließen",
    previous: "Vorheriges Foto",
    next: "Nächstes Foto",
    position: "{number} von {count}",
    download: "Herunterladen",
  },
};
