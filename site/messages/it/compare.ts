import type { Catalogue } from "../catalogue";
import type { compareMessages as english } from "../en/compare";

export const compareMessages: Catalogue<typeof english> = {
  eyebrow: "Confronto",
  title: "Confronta i safari",
  metaTitle: "Confronta i nostri safari fianco a fianco",
  description:
    "Due o tre dei nostri safari fianco a fianco: durata, parchi, tempi su strada e in aereo, alloggi, pasti, prezzi e cosa è incluso.",
  /** The table's name, "{tours}": the titles, listed. */
  caption: "Confronto: {tours}",
  choose: "Scegliete qui sotto due o tre safari per confrontarli fianco a fianco.",
  chooseAnother: "Scegliete qui sotto almeno un altro safari per il confronto.",
  /** "{count}": the most that can be compared. */
  pick: "Scegliete fino a {count} safari",
  submit: "Confronta",
  from: "da {price}",
  rows: {
    length: "Durata",
    destinations: "Destinazioni",
    road: "Su strada",
    flights: "In aereo",
    nights: "Alloggio",
    meals: "Pasti",
    included: "Cosa è incluso",
  },
  /** "{distance}" and "{duration}", totals for the whole trip. */
  travel: "{distance} in totale, circa {duration}",
  noFlights: "Nessun volo",
  noRoad: "Nessun trasferimento su strada",
  /** A night, or a run of nights, at one place: "{from}", "{to}", "{value}" (the lodge). */
  night: "Notte {from}: {value}",
  nights: "Notti {from}-{to}: {value}",
  /** A day, or a run of days, on one meal plan: "{from}", "{to}", "{value}". */
  day: "Giorno {from}: {value}",
  days: "Giorni {from}-{to}: {value}",
  onRequest: "Indicato nella proposta",
  /** The tour list's comparison bar. */
  tray: {
    label: "Il vostro confronto",
    /** "{count}" chosen of "{limit}". */
    count: {
      one: "{count} safari selezionato su {limit}",
      other: "{count} safari selezionati su {limit}",
    },
    more: "Scegliete un altro safari per il confronto",
    open: "Confronta",
    clear: "Azzera",
  },
};
