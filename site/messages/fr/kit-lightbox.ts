import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/lightbox.tsx, in French. */
export const lightboxCopy: Pick<KitMessages, "lightbox"> = {
  lightbox: {
    close: "Fermer la photo",
    previous: "Photo précédente",
    next: "Photo suivante",
    position: "{number} sur {count}",
    download: "Télécharger",
  },
};
