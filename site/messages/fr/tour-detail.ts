import type { Catalogue } from "../catalogue";
import type { tourDetailMessages as english } from "../en/tour-detail";

export const tourDetailMessages: Catalogue<typeof english> = {
  backToTours: "Retour aux safaris",
  contactForPricing: "Tarif sur demande",
  from: "À partir de {price} {basis}",
  priceBasis: {
    perPersonForTwo: "par personne",
    forTwo: "pour 2 voyageurs",
    solo: "en solo",
  },
  print: "Imprimer ou enregistrer en PDF",
  /** On a printed page, "{url}". */
  printedFrom: "Ce circuit en ligne : {url}",
  overview: "Le safari en bref",
  destinations: "Destinations",
  defaultDestination: "Kenya",
  keyHighlights: "Points forts",
  route: "Itinéraire et distances",
  /** The route map's name, "{title}". */
  routeMap: "Carte de l’itinéraire : {title}",
  itinerary: "Programme détaillé",
  photos: "Galerie photos",
};
