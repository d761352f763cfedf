import type { Catalogue } from "../catalogue";
import type { whenToGoMessages as english } from "../en/when-to-go";

export const whenToGoMessages: Catalogue<typeof english> = {
  eyebrow: "Cuándo ir",
  title: "Cuándo hacer un safari en Kenia y Tanzania",
  description:
    "Cada mes tiene su destino ideal. Elige un mes para ver qué parques están en su mejor momento, qué tiempo hace y cuáles de nuestros safaris pasan por allí.",
  metaTitle: "Cuándo hacer un safari: Kenia y Tanzania mes a mes",
  metaDescription:
    "El Masái Mara, el Serengueti, Amboseli, Samburu, el Ngorongoro y los lagos del valle del Rift mes a mes: lluvias, temperaturas, afluencia, la Gran Migración y los mejores safaris para cada mes.",
  months: "Meses",
  yearTitle: "El año de un vistazo",
  yearDescription: "Los mejores meses de cada destino. Elige un mes arriba para ver los detalles.",
  destination: "Destino",
  best: "Mejor época",
  notBest: "Posible",
  monthTitle: "Safari en {month}",
  monthMetaTitle: "Safari en {month}: adónde ir en Kenia y Tanzania",
  monthDescription: {
    one: "En {month}, uno de nuestros {total} destinos vive su mejor momento: {places}. Te contamos qué tiempo hace, qué vas a ver y qué safaris pasan por allí.",
    other:
      "En {month}, {count} de nuestros {total} destinos viven su mejor momento: {places}. Te contamos qué tiempo hace, qué vas a ver y qué safaris pasan por allí.",
  },
  noBestDescription:
    "En {month} estamos en plena temporada de lluvias: ningún parque vive su mejor momento, pero las tarifas están en su punto más bajo y los parques, casi vacíos. Así es cada destino en estas fechas.",
  bestTitle: "Destinos ideales en {month}",
  alsoTitle: "Otras opciones en {month}",
  toursTitle: "Safaris para {month}",
  toursDescription: "Nuestros safaris por los destinos que viven su mejor momento en {month}.",
  noTours: "Dinos tus fechas y te organizamos un safari que saque el máximo partido de {month}.",
  planCustom: "Organizar un safari a medida",
};
