import type { Catalogue } from "../catalogue";
import type { toursMessages as english } from "../en/tours";

export const toursMessages: Catalogue<typeof english> = {
  eyebrow: "Safari",
  title: "Safari in Kenya e Tanzania",
  description:
    "Tutti i nostri itinerari, con i lodge, il programma giorno per giorno e prezzi onesti a persona. Tutti i safari sono privati, con 2-6 persone per veicolo.",
  searchLabel: "Trova un safari",
  textLabel: "Cerca tra i safari",
  durationLabel: "Durata",
  allDurations: "Tutte le durate",
  search: "Cerca",
  popular: "Più cercati:",
  quickFilters: {
    masaiMara: "Masai Mara",
    amboseli: "Amboseli",
    lakeNakuru: "Lago Nakuru",
    luxury: "Lusso",
  },
  showingAll: { one: "Risultati: {count} safari", other: "Risultati: tutti i {count} safari" },
  showingSome: {
    one: "Risultati: {shown} safari su {count}",
    other: "Risultati: {shown} safari su {count}",
  },
  meta: {
    title: "Safari in Kenya e Tanzania",
    description:
      "{count} safari privati in Kenya e Tanzania, da {shortest} a {longest} giorni: itinerari, lodge e prezzi a persona per Masai Mara, Amboseli, Samburu, Ol Pejeta, lago Nakuru e Serengeti.",
  },
};
