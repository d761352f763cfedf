import type { Catalogue } from "../catalogue";
import type { destinationMessages as english } from "../en/destination";

export const destinationMessages: Catalogue<typeof english> = {
  about: "{name} im Überblick",
  bestTime: "Beste Reisezeit",
  wildlife: "Tierwelt",
  calendarEyebrow: "Reisezeit",
  calendarTitle: "{name} Monat für Monat",
  allMonths: "Alle Reiseziele nach Monaten",
  toursEyebrow: "Safaris",
  toursTitle: "Safaris mit Reiseziel {name}",
  planCustom: "Individuelle Safari planen",
  noTours:
    "Das Reiseziel {name} bauen wir gern in eine maßgeschneiderte Safari ein: Nennen Sie uns Ihre Reisedaten, und wir planen sie für Sie.",
  meta: {
    title: "{name}: Safari-Reiseführer",
    description: {
      one: "{name}, {country}: {tagline}. Beste Reisezeit, Tierwelt und {count} Safari, die dorthin führt.",
      other:
        "{name}, {country}: {tagline}. Beste Reisezeit, Tierwelt und {count} Safaris, die dorthin führen.",
    },
  },
};
