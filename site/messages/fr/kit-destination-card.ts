import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/destination-card.tsx, in French. */
export const destinationCardCopy: Pick<KitMessages, "destinationCard"> = {
  destinationCard: {
    tours: {
      one: "{count} safari",
      other: "{count} safaris",
    },
  },
};
