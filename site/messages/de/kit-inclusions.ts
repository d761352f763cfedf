import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/inclusions.tsx, in German. */
export const inclusionsCopy: Pick<KitMessages, "inclusions"> = {
  inclusions: {
    empty: "Was genau im Preis enthalten ist, bestätigen wir Ihnen in Ihrem Reisevorschlag.",
    included: "Im Preis enthalten",
    excluded: "Nicht im Preis enthalten",
  },
};
