import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/empty-state.tsx, in English. */
export const emptyStateCopy: Pick<KitMessages, "emptyState"> = {
  emptyState: {
    message: "No tours found matching your search criteria.",
    action: "Clear Filters",
  },
};
