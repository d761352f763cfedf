import type { Catalogue } from "../catalogue";
import type { compareMessages as english } from "../en/compare";

export const compareMessages: Catalogue<typeof english> = {
  eyebrow: "Vergleich",
  title: "Safaris vergleichen",
  metaTitle: "Safarireisen im direkten Vergleich",
  description:
    "Zwei oder drei unserer Safaris im direkten Vergleich: Reisedauer, Parks, Fahrt- und Flugzeiten, Unterkünfte, Verpflegung, Preise und Leistungen.",
  /** The table's name, "{tours}": the titles, listed. */
  caption: "Vergleich: {tours}",
  choose: "Wählen Sie unten zwei oder drei Safaris aus, um sie direkt miteinander zu vergleichen.",
  chooseAnother: "Wählen Sie unten noch mindestens eine weitere Safari für den Vergleich aus.",
  /** "{count}": the most that can be compared. */
  pick: "Bis zu {count} Safaris auswählen",
  submit: "Vergleichen",
  from: "ab {price}",
  rows: {
    length: "Reisedauer",
    destinations: "Reiseziele",
    road: "Auf der Straße",
    flights: "Per Flugzeug",
    nights: "Unterkünfte",
    meals: "Verpflegung",
    included: "Im Preis enthalten",
  },
  /** "{distance}" and "{duration}", totals for the whole trip. */
  travel: "{distance} insgesamt, etwa {duration}",
  noFlights: "Keine Flüge",
  noRoad: "Keine Transfers auf der Straße",
  /** A night, or a run of nights, at one place: "{from}", "{to}", "{value}" (the lodge). */
  night: "Nacht {from}: {value}",
  nights: "Nächte {from}–{to}: {value}",
  /** A day, or a run of days, on one meal plan: "{from}", "{to}", "{value}". */
  day: "Tag {from}: {value}",
  days: "Tage {from}–{to}: {value}",
  onRequest: "Folgt mit Ihrem Reisevorschlag",
  /** The tour list's comparison bar. */
  tray: {
    label: "Ihr Vergleich",
    /** "{count}" chosen of "{limit}". */
    count: {
      one: "{count} von {limit} Safaris ausgewählt",
      other: "{count} von {limit} Safaris ausgewählt",
    },
    more: "Wählen Sie noch eine Safari für den Vergleich aus",
    open: "Vergleichen",
    clear: "Auswahl aufheben",
  },
};
