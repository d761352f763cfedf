import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/compare-table.tsx, in German. */
export const compareTableCopy: Pick<KitMessages, "compareTable"> = {
  compareTable: {
    viewTour: "Zur Reise",
    viewTourLabel: "Zur Reise: {title}",
    quote: "Angebot anfordern",
    quoteLabel: "Angebot anfordern: {title}",
  },
};
