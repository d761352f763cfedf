import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/destination-card.tsx, in German. */
export const destinationCardCopy: Pick<KitMessages, "destinationCard"> = {
  destinationCard: {
    tours: {
      one: "{count} Safari",
      other: "{count} Safaris",
    },
  },
};
