import type { Catalogue } from "../catalogue";
import type { layoutMessages as english } from "../en/layout";

export const layoutMessages: Catalogue<typeof english> = {
  skipToContent: "Zum Hauptinhalt springen",
  /** The header's links; the tours link reads differently as the header narrows. */
  nav: {
    home: "Startseite",
    about: "Über uns",
    tours: { phone: "Safarireisen", tablet: "Safaris", desktop: "Reiseziele" },
    gallery: "Galerie",
    contact: "Kontakt",
  },
};
