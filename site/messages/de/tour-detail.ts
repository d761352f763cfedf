import type { Catalogue } from "../catalogue";
import type { tourDetailMessages as english } from "../en/tour-detail";

export const tourDetailMessages: Catalogue<typeof english> = {
  backToTours: "Zurück zu den Safaris",
  contactForPricing: "Preis auf Anfrage",
  from: "Ab {price} {basis}",
  priceBasis: {
    perPersonForTwo: "pro Person",
    forTwo: "für 2 Reisende",
    solo: "für Alleinreisende",
  },
  print: "Drucken oder als PDF speichern",
  /** On a printed page, "{url}". */
  printedFrom: "Diese Reise online: {url}",
  overview: "Die Safari im Überblick",
  destinations: "Reiseziele",
  defaultDestination: "Kenia",
  keyHighlights: "Höhepunkte",
  route: "Route und Entfernungen",
  /** The route map's name, "{title}". */
  routeMap: "Routenkarte: {title}",
  itinerary: "Reiseverlauf im Detail",
  photos: "Fotogalerie",
};
