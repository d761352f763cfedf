import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/package-card.tsx, in French. */
export const packageCardCopy: Pick<KitMessages, "packageCard"> = {
  packageCard: {
    destinations: "Destinations",
    perPerson: "par personne",
    viewDetails: "Voir le détail",
  },
};
