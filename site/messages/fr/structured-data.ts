import type { Catalogue } from "../catalogue";
import type { structuredDataMessages as english } from "../en/structured-data";

export const structuredDataMessages: Catalogue<typeof english> = {
  galleryName: "Galerie photos de {brand}",
  tourListName: "Circuits safari",
  itineraryName: { one: "Itinéraire de {count} jour", other: "Itinéraire de {count} jours" },
  dayName: "Jour {number}",
  dayNameWithTitle: "Jour {number} : {title}",
  priceBasis: {
    perPersonForTwo: "Par personne, sur la base de deux voyageurs",
    forTwo: "Total pour deux voyageurs",
    solo: "Voyageur seul",
  },
  touristTypes: {
    wildlife: "Safari animalier",
    photography: "Safari photo",
  },
};
