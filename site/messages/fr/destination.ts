import type { Catalogue } from "../catalogue";
import type { destinationMessages as english } from "../en/destination";

export const destinationMessages: Catalogue<typeof english> = {
  about: "{name} en bref",
  bestTime: "Quand partir",
  wildlife: "Faune",
  calendarEyebrow: "Quand partir",
  calendarTitle: "{name} mois par mois",
  allMonths: "Toutes les destinations mois par mois",
  toursEyebrow: "Safaris",
  toursTitle: "{name} : nos circuits",
  planCustom: "Organiser un safari sur mesure",
  noTours:
    "{name} : nous intégrons cette destination à nos safaris sur mesure. Indiquez-nous vos dates et nous concevrons votre itinéraire.",
  meta: {
    title: "{name} : guide de safari",
    description: {
      one: "{name}, {country}. {tagline}. Quand partir, quels animaux observer, et {count} safari qui s’y rend.",
      other:
        "{name}, {country}. {tagline}. Quand partir, quels animaux observer, et {count} safaris qui s’y rendent.",
    },
  },
};
