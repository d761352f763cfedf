import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/inclusions.tsx, in English. */
export const inclusionsCopy: Pick<KitMessages, "inclusions"> = {
  inclusions: {
    empty: "We confirm exactly what is included in your proposal.",
    included: "What's Included",
    excluded: "What's Excluded",
  },
};
