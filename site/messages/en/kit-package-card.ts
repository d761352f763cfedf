import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/package-card.tsx, in English. */
export const packageCardCopy: Pick<KitMessages, "packageCard"> = {
  packageCard: {
    destinations: "Destinations",
    perPerson: "per person",
    viewDetails: "View Details",
  },
};
