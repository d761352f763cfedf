import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/package-card.tsx, in Spanish. */
export const packageCardCopy: Pick<KitMessages, "packageCard"> = {
  packageCard: {
    destinations: "Destinos",
    perPerson: "por persona",
    viewDetails: "Ver detalles",
  },
};
