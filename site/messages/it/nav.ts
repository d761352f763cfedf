import type { Catalogue } from "../catalogue";
import type { navMessages as english } from "../en/nav";

export const navMessages: Catalogue<typeof english> = {
  home: "Pagina iniziale",
  about: "Chi siamo",
  tours: "Safari",
  gallery: "Galleria",
  search: "Cerca",
  contact: "Contatti",
  reviews: "Recensioni dei viaggiatori",
  privacy: "Informativa sulla privacy",
  terms: "Termini e condizioni",
  cookies: "Informativa sui cookie",
};
