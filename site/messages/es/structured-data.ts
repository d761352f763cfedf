import type { Catalogue } from "../catalogue";
import type { structuredDataMessages as english } from "../en/structured-data";

export const structuredDataMessages: Catalogue<typeof english> = {
  galleryName: "Galería de fotos de {brand}",
  tourListName: "Safaris",
  itineraryName: { one: "Itinerario de {count} día", other: "Itinerario de {count} días" },
  dayName: "Día {number}",
  dayNameWithTitle: "Día {number}: {title}",
  priceBasis: {
    perPersonForTwo: "Por persona, para dos viajeros",
    forTwo: "Total para dos viajeros",
    solo: "Una sola persona",
  },
  touristTypes: {
    wildlife: "Safari de observación de fauna",
    photography: "Safari fotográfico",
  },
};
