import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/photo-grid.tsx, in French. */
export const photoGridCopy: Pick<KitMessages, "photoGrid"> = {
  photoGrid: {
    openPhoto: "Ouvrir la photo {number} sur {count} : {alt}",
  },
};
