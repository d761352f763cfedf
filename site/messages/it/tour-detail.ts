import type { Catalogue } from "../catalogue";
import type { tourDetailMessages as english } from "../en/tour-detail";

export const tourDetailMessages: Catalogue<typeof english> = {
  backToTours: "Torna ai safari",
  contactForPricing: "Prezzo su richiesta",
  from: "Da {price} {basis}",
  priceBasis: {
    perPersonForTwo: "a persona",
    forTwo: "per 2 viaggiatori",
    solo: "per viaggiatore singolo",
  },
  print: "Stampa o salva in PDF",
  /** On a printed page, "{url}". */
  printedFrom: "Questo itinerario online: {url}",
  overview: "Il safari in breve",
  destinations: "Destinazioni",
  defaultDestination: "Kenya",
  keyHighlights: "Punti salienti",
  route: "Percorso e distanze",
  /** The route map's name, "{title}". */
  routeMap: "Mappa del percorso: {title}",
  itinerary: "Programma giorno per giorno",
  photos: "Galleria fotografica",
};
