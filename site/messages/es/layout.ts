import type { Catalogue } from "../catalogue";
import type { layoutMessages as english } from "../en/layout";

export const layoutMessages: Catalogue<typeof english> = {
  skipToContent: "Saltar al contenido principal",
  /** The header's links; the tours link reads differently as the header narrows. */
  nav: {
    home: "Inicio",
    about: "Quiénes somos",
    tours: { phone: "Nuestros safaris", tablet: "Safaris", desktop: "Destinos" },
    gallery: "Galería",
    contact: "Contacto",
  },
};
