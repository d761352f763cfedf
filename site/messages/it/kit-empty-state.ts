import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/empty-state.tsx, in Italian. */
export const emptyStateCopy: Pick<KitMessages, "emptyState"> = {
  emptyState: {
    message: "Nessun safari corrisponde ai criteri di ricerca.",
    action: "Azzera i filtri",
  },
};
