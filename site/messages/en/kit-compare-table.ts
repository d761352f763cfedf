import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/compare-table.tsx, in English. */
export const compareTableCopy: Pick<KitMessages, "compareTable"> = {
  compareTable: {
    viewTour: "View Tour",
    viewTourLabel: "View Tour: {title}",
    quote: "Get a Quote",
    quoteLabel: "Get a Quote: {title}",
  },
};
