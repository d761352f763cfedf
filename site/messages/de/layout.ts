import type { Catalogue } from "../catalogue";
import type { layoutMessages as english } from "../en/layout";

export const layoutMessages: Catalogue<typeof english> = {
  skipToContent: "Zum Hauptinhalt springen",
  /**
   * The header's link to the tours page, which reads differently as the header narrows; its
   * other links read the pages' names (nav.ts).
   */
  nav: {
    tours: { phone: "Safarireisen", tablet: "Safaris", desktop: "Reiseziele" },
  },
};
