import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/compare-table.tsx, in Spanish. */
export const compareTableCopy: Pick<KitMessages, "compareTable"> = {
  compareTable: {
    viewTour: "Ver el safari",
    viewTourLabel: "Ver el safari: {title}",
    quote: "Pedir presupuesto",
    quoteLabel: "Pedir presupuesto: {title}",
  },
};
