import type { Catalogue } from "../catalogue";
import type { compareMessages as english } from "../en/compare";

export const compareMessages: Catalogue<typeof english> = {
  eyebrow: "Comparador",
  title: "Compara safaris",
  metaTitle: "Compara nuestros safaris uno al lado de otro",
  description:
    "Dos o tres de nuestros safaris, uno al lado de otro: duración, parques, tiempo por carretera y en avioneta, alojamiento, comidas, precios y qué incluye cada uno.",
  /** The table's name, "{tours}": the titles, listed. */
  caption: "Comparación de {tours}",
  choose: "Elige dos o tres safaris aquí abajo para verlos uno al lado de otro.",
  chooseAnother: "Elige al menos un safari más aquí abajo para compararlos.",
  /** "{count}": the most that can be compared. */
  pick: "Elige hasta {count} safaris",
  submit: "Comparar",
  from: "desde {price}",
  rows: {
    length: "Duración",
    destinations: "Destinos",
    road: "Por carretera",
    flights: "En avioneta",
    nights: "Alojamiento",
    meals: "Comidas",
    included: "Qué incluye",
  },
  /** "{distance}" and "{duration}", totals for the whole trip. */
  travel: "{distance} en total, unas {duration}",
  noFlights: "Sin vuelos",
  noRoad: "Sin traslados por carretera",
  /** A night, or a run of nights, at one place: "{from}", "{to}", "{value}" (the lodge). */
  night: "Noche {from}: {value}",
  nights: "Noches {from}-{to}: {value}",
  /** A day, or a run of days, on one meal plan: "{from}", "{to}", "{value}". */
  day: "Día {from}: {value}",
  days: "Días {from}-{to}: {value}",
  onRequest: "Te lo indicamos en la propuesta",
  /** The tour list's comparison bar. */
  tray: {
    label: "Tu comparación",
    /** "{count}" chosen of "{limit}". */
    count: {
      one: "Has elegido {count} de {limit} safaris",
      other: "Has elegido {count} de {limit} safaris",
    },
    more: "Elige uno más para comparar",
    open: "Comparar",
    clear: "Borrar",
  },
};
