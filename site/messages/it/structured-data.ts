import type { Catalogue } from "../catalogue";
import type { structuredDataMessages as english } from "../en/structured-data";

export const structuredDataMessages: Catalogue<typeof english> = {
  galleryName: "Galleria fotografica di {brand}",
  tourListName: "Safari in Kenya e Tanzania",
  itineraryName: { one: "Itinerario di {count} giorno", other: "Itinerario di {count} giorni" },
  dayName: "Giorno {number}",
  dayNameWithTitle: "Giorno {number}: {title}",
  priceBasis: {
    perPersonForTwo: "A persona, base due viaggiatori",
    forTwo: "Totale per due viaggiatori",
    solo: "Viaggiatore singolo",
  },
  touristTypes: {
    wildlife: "Safari naturalistico",
    photography: "Safari fotografico",
  },
};
