import type { Catalogue } from "../catalogue";
import type { toursMessages as english } from "../en/tours";

export const toursMessages: Catalogue<typeof english> = {
  eyebrow: "Unsere Safaris",
  title: "Safarireisen in Kenia und Tansania",
  description:
    "Alle unsere Reiseverläufe mit Lodges, Tagesprogramm und ehrlichen Preisen pro Person. Jede Safari ist privat, mit 2–6 Personen pro Fahrzeug.",
  searchLabel: "Safari finden",
  textLabel: "Safaris durchsuchen",
  durationLabel: "Reisedauer",
  allDurations: "Alle Reisedauern",
  search: "Safaris suchen",
  popular: "Beliebt:",
  quickFilters: {
    masaiMara: "Masai Mara",
    amboseli: "Amboseli",
    lakeNakuru: "Lake Nakuru",
    luxury: "Luxus",
  },
  showingAll: { one: "{count} Safari angezeigt", other: "Alle {count} Safaris angezeigt" },
  showingSome: {
    one: "{shown} von {count} Safari angezeigt",
    other: "{shown} von {count} Safaris angezeigt",
  },
  meta: {
    title: "Safarireisen in Kenia und Tansania",
    description:
      "{count} private Safaris in Kenia und Tansania von {shortest} bis {longest} Tagen: Reiseverläufe, Lodges und Preise pro Person für Masai Mara, Amboseli, Samburu, Ol Pejeta, Lake Nakuru und die Serengeti.",
  },
};
