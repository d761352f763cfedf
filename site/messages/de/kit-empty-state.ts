import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/empty-state.tsx, in German. */
export const emptyStateCopy: Pick<KitMessages, "emptyState"> = {
  emptyState: {
    message: "Keine Safaris entsprechen Ihren Suchkriterien.",
    action: "Filter zurücksetzen",
  },
};
