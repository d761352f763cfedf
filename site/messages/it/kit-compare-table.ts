import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/compare-table.tsx, in Italian. */
export const compareTableCopy: Pick<KitMessages, "compareTable"> = {
  compareTable: {
    viewTour: "Vedi il tour",
    viewTourLabel: "Vedi il tour: {title}",
    quote: "Richiedi un preventivo",
    quoteLabel: "Richiedi un preventivo: {title}",
  },
};
