import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/destination-card.tsx, in Chinese. */
export const destinationCardCopy: Pick<KitMessages, "destinationCard"> = {
  destinationCard: {
    tours: {
      other: "{count}条线路",
    },
  },
};
