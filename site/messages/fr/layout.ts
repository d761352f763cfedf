import type { Catalogue } from "../catalogue";
import type { layoutMessages as english } from "../en/layout";

export const layoutMessages: Catalogue<typeof english> = {
  skipToContent: "Aller au contenu principal",
  /** The header's links; the tours link reads differently as the header narrows. */
  nav: {
    home: "Accueil",
    about: "À propos",
    tours: { phone: "Nos safaris", tablet: "Safaris", desktop: "Destinations" },
    gallery: "Galerie",
    contact: "Contactez-nous",
  },
};
