import type { Catalogue } from "../catalogue";
import type { layoutMessages as english } from "../en/layout";

export const layoutMessages: Catalogue<typeof english> = {
  skipToContent: "Vai al contenuto principale",
  /** The header's links; the tours link reads differently as the header narrows. */
  nav: {
    home: "Pagina iniziale",
    about: "Chi siamo",
    tours: { phone: "I nostri safari", tablet: "Safari", desktop: "Destinazioni" },
    gallery: "Galleria",
    contact: "Contatti",
  },
};
