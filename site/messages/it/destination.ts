import type { Catalogue } from "../catalogue";
import type { destinationMessages as english } from "../en/destination";

export const destinationMessages: Catalogue<typeof english> = {
  about: "{name} da vicino",
  bestTime: "Quando andare",
  wildlife: "Fauna",
  calendarEyebrow: "Quando andare",
  calendarTitle: "{name} mese per mese",
  allMonths: "Tutte le destinazioni mese per mese",
  toursEyebrow: "Safari",
  toursTitle: "{name} nei nostri itinerari",
  planCustom: "Organizza un safari su misura",
  noTours:
    "Possiamo includere {name} in un safari su misura: indicateci le vostre date e lo organizzeremo per voi.",
  meta: {
    title: "{name}: guida al safari",
    description: {
      one: "{name}, {country}: {tagline}. Quando andare, quali animali si possono vedere e {count} safari che include questa meta.",
      other:
        "{name}, {country}: {tagline}. Quando andare, quali animali si possono vedere e {count} safari che includono questa meta.",
    },
  },
};
