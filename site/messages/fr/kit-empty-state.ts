import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/empty-state.tsx, in French. */
export const emptyStateCopy: Pick<KitMessages, "emptyState"> = {
  emptyState: {
    message: "Aucun safari ne correspond à vos critères de recherche.",
    action: "Effacer les filtres",
  },
};
