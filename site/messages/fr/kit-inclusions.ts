import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/inclusions.tsx, in French. */
export const inclusionsCopy: Pick<KitMessages, "inclusions"> = {
  inclusions: {
    empty: "Nous vous confirmons le détail des prestations incluses dans votre proposition.",
    included: "Prestations incluses",
    excluded: "Prestations non incluses",
  },
};
