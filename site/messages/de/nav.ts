import type { Catalogue } from "../catalogue";
import type { navMessages as english } from "../en/nav";

export const navMessages: Catalogue<typeof english> = {
  home: "Startseite",
  about: "Über uns",
  tours: "Safaris",
  gallery: "Galerie",
  search: "Suche",
  contact: "Kontakt",
  reviews: "Bewertungen von Reisenden",
  privacy: "Datenschutzerklärung",
  terms: "Allgemeine Geschäftsbedingungen",
  cookies: "Cookie-Erklärung",
};
