import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/destination-card.tsx, in English. */
export const destinationCardCopy: Pick<KitMessages, "destinationCard"> = {
  destinationCard: {
    tours: {
      one: "{count} Tour",
      other: "{count} Tours",
    },
  },
};
