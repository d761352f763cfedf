import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/lightbox.tsx, in Italian. */
export const lightboxCopy: Pick<KitMessages, "lightbox"> = {
  lightbox: {
    close: "Chiudi la foto",
    previous: "Foto precedente",
    next: "Foto successiva",
    position: "{number} di {count}",
    download: "Scarica",
  },
};
