import type { Catalogue } from "../catalogue";
import type { navMessages as english } from "../en/nav";

export const navMessages: Catalogue<typeof english> = {
  home: "Inicio",
  about: "Quiénes somos",
  tours: "Safaris",
  gallery: "Galería",
  search: "Búsqueda",
  contact: "Contacto",
  reviews: "Opiniones de viajeros",
  privacy: "Política de privacidad",
  terms: "Condiciones generales",
  cookies: "Política de cookies",
};
