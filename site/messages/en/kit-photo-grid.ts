import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/photo-grid.tsx, in English. */
export const photoGridCopy: Pick<KitMessages, "photoGrid"> = {
  photoGrid: {
    openPhoto: "Open photo {number} of {count}: {alt}",
  },
};
