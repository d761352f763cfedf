import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/inclusions.tsx, in Italian. */
export const inclusionsCopy: Pick<KitMessages, "inclusions"> = {
  inclusions: {
    empty: "Nella proposta vi confermiamo esattamente cosa è incluso.",
    included: "Cosa è incluso",
    excluded: "Cosa non è incluso",
  },
};
