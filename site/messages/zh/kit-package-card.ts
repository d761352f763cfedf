import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/package-card.tsx, in Chinese. */
export const packageCardCopy: Pick<KitMessages, "packageCard"> = {
  packageCard: {
    destinations: "目的地",
    perPerson: "每人",
    viewDetails: "查看详情",
  },
};
