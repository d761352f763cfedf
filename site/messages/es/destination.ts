import type { Catalogue } from "../catalogue";
import type { destinationMessages as english } from "../en/destination";

export const destinationMessages: Catalogue<typeof english> = {
  about: "Acerca de {name}",
  bestTime: "Mejor época para ir",
  wildlife: "Fauna",
  calendarEyebrow: "Cuándo ir",
  calendarTitle: "{name} mes a mes",
  allMonths: "Todos los destinos mes a mes",
  toursEyebrow: "Safaris",
  toursTitle: "Safaris que incluyen {name}",
  planCustom: "Organizar un safari a medida",
  noTours: "Incluimos {name} en safaris a medida: dinos tus fechas y te organizamos uno.",
  meta: {
    title: "{name}: guía de safari",
    description: {
      one: "{name}, {country}: {tagline}. Cuándo ir, qué fauna podrás ver y {count} safari que pasa por allí.",
      other:
        "{name}, {country}: {tagline}. Cuándo ir, qué fauna podrás ver y {count} safaris que pasan por allí.",
    },
  },
};
