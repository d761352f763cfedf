import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/inclusions.tsx, in Chinese. */
export const inclusionsCopy: Pick<KitMessages, "inclusions"> = {
  inclusions: {
    empty: "具体包含哪些项目，我们会在行程方案中为您确认。",
    included: "费用包含",
    excluded: "费用不含",
  },
};
