import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/inclusions.tsx, in Spanish. */
export const inclusionsCopy: Pick<KitMessages, "inclusions"> = {
  inclusions: {
    empty: "En la propuesta te confirmamos exactamente qué incluye.",
    included: "Qué incluye",
    excluded: "Qué no incluye",
  },
};
