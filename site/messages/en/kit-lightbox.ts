import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/lightbox.tsx, in English. */
export const lightboxCopy: Pick<KitMessages, "lightbox"> = {
  lightbox: {
    close: "Close photo",
    previous: "Previous photo",
    next: "Next photo",
    position: "{number} of {count}",
    download: "Download",
  },
};
