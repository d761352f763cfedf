import type { Catalogue } from "../catalogue";
import type { layoutMessages as english } from "../en/layout";

export const layoutMessages: Catalogue<typeof english> = {
  skipToContent: "跳到主要内容",
  /**
   * The header's link to the tours page, which reads differently as the header narrows; its
   * other links read the pages' names (nav.ts).
   */
  nav: {
    tours: { phone: "游猎线路", tablet: "线路", desktop: "目的地" },
  },
};
