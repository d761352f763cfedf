import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/package-card.tsx, in German. */
export const packageCardCopy: Pick<KitMessages, "packageCard"> = {
  packageCard: {
    destinations: "Reiseziele",
    perPerson: "pro Person",
    viewDetails: "Details ansehen",
  },
};
