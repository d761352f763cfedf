import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/photo-grid.tsx, in Spanish. */
export const photoGridCopy: Pick<KitMessages, "photoGrid"> = {
  photoGrid: {
    openPhoto: "Abrir la foto {number} de {count}: {alt}",
  },
};
