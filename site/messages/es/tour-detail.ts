import type { Catalogue } from "../catalogue";
import type { tourDetailMessages as english } from "../en/tour-detail";

export const tourDetailMessages: Catalogue<typeof english> = {
  backToTours: "Volver a los safaris",
  contactForPricing: "Consúltanos el precio",
  from: "Desde {price} {basis}",
  priceBasis: {
    perPersonForTwo: "por persona",
    forTwo: "para 2 personas",
    solo: "en solitario",
  },
  print: "Imprimir o guardar en PDF",
  /** On a printed page, "{url}". */
  printedFrom: "Este itinerario en línea: {url}",
  overview: "Resumen del safari",
  destinations: "Destinos",
  defaultDestination: "Kenia",
  keyHighlights: "Lo más destacado",
  route: "Ruta y distancias",
  /** The route map's name, "{title}". */
  routeMap: "Mapa de la ruta: {title}",
  itinerary: "Itinerario detallado",
  photos: "Galería de fotos",
};
