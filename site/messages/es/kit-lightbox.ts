import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/lightbox.tsx, in Spanish. */
export const lightboxCopy: Pick<KitMessages, "lightbox"> = {
  lightbox: {
    close: "Cerrar la foto",
    previous: "Foto anterior",
    next: "Foto siguiente",
    position: "{number} de {count}",
    download: "Descargar",
  },
};
