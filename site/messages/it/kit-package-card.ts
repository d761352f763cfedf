import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/package-card.tsx, in Italian. */
export const packageCardCopy: Pick<KitMessages, "packageCard"> = {
  packageCard: {
    destinations: "Destinazioni",
    perPerson: "a persona",
    viewDetails: "Vedi i dettagli",
  },
};
