import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/empty-state.tsx, in Spanish. */
export const emptyStateCopy: Pick<KitMessages, "emptyState"> = {
  emptyState: {
    message: "No hay safaris que coincidan con tu búsqueda.",
    action: "Borrar filtros",
  },
};
