import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/photo-grid.tsx, in German. */
export const photoGridCopy: Pick<KitMessages, "photoGrid"> = {
  photoGrid: {
    openPhoto: "Foto {number} von {count} öffnen: {alt}",
  },
};
