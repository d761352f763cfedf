import type { Catalogue } from "../catalogue";
import type { navMessages as english } from "../en/nav";

export const navMessages: Catalogue<typeof english> = {
  home: "Accueil",
  about: "À propos",
  tours: "Nos safaris",
  gallery: "Galerie",
  search: "Recherche",
  contact: "Contactez-nous",
  reviews: "Avis de voyageurs",
  privacy: "Politique de confidentialité",
  terms: "Conditions générales",
  cookies: "Politique relative aux cookies",
};
