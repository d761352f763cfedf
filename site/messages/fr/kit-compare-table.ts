import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/compare-table.tsx, in French. */
export const compareTableCopy: Pick<KitMessages, "compareTable"> = {
  compareTable: {
    viewTour: "Voir le circuit",
    viewTourLabel: "Voir le circuit : {title}",
    quote: "Demander un devis",
    quoteLabel: "Demander un devis : {title}",
  },
};
