import type { Catalogue } from "../catalogue";
import type { layoutMessages as english } from "../en/layout";

export const layoutMessages: Catalogue<typeof english> = {
  skipToContent: "Vai al contenuto principale",
  /**
   * The header's link to the tours page, which reads differently as the header narrows; its
   * other links read the pages' names (nav.ts).
   */
  nav: {
    tours: { phone: "I nostri safari", tablet: "Safari", desktop: "Destinazioni" },
  },
};
