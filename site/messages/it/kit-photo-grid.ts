import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/photo-grid.tsx, in Italian. */
export const photoGridCopy: Pick<KitMessages, "photoGrid"> = {
  photoGrid: {
    openPhoto: "Apri la foto {number} di {count}: {alt}",
  },
};
