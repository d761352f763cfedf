import type { Catalogue } from "../catalogue";
import type { compareMessages as english } from "../en/compare";

export const compareMessages: Catalogue<typeof english> = {
  eyebrow: "Comparatif",
  title: "Comparer nos safaris",
  metaTitle: "Comparer nos safaris côte à côte",
  description:
    "Deux ou trois de nos safaris côte à côte : durée, parcs, temps de route et de vol, hébergements, repas, prix et prestations incluses.",
  /** The table's name, "{tours}": the titles, listed. */
  caption: "Comparatif : {tours}",
  choose: "Choisissez deux ou trois safaris ci-dessous pour les comparer côte à côte.",
  chooseAnother: "Choisissez au moins un autre safari ci-dessous pour les comparer.",
  /** "{count}": the most that can be compared. */
  pick: "Choisissez jusqu’à {count} safaris",
  submit: "Comparer",
  from: "à partir de {price}",
  rows: {
    length: "Durée",
    destinations: "Destinations",
    road: "Par la route",
    flights: "En avion",
    nights: "Hébergement",
    meals: "Repas",
    included: "Prestations incluses",
  },
  /** "{distance}" and "{duration}", totals for the whole trip. */
  travel: "{distance} au total, environ {duration}",
  noFlights: "Aucun vol",
  noRoad: "Aucun transfert par la route",
  /** A night, or a run of nights, at one place: "{from}", "{to}", "{value}" (the lodge). */
  night: "Nuit {from} : {value}",
  nights: "Nuits {from}–{to} : {value}",
  /** A day, or a run of days, on one meal plan: "{from}", "{to}", "{value}". */
  day: "Jour {from} : {value}",
  days: "Jours {from}–{to} : {value}",
  onRequest: "Précisé dans votre proposition",
  /** The tour list's comparison bar. */
  tray: {
    label: "Votre comparatif",
    /** "{count}" chosen of "{limit}". */
    count: {
      one: "{count} safari sélectionné sur {limit}",
      other: "{count} safaris sélectionnés sur {limit}",
    },
    more: "Sélectionnez encore un safari pour comparer",
    open: "Comparer",
    clear: "Tout effacer",
  },
};
