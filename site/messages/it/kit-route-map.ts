import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/route-map.tsx, in Italian. */
export const routeMapCopy: Pick<KitMessages, "routeMap"> = {
  routeMap: {
    road: "Giorno {day}: {from} → {to}, {distance}, circa {duration} su strada",
    flight: "Giorno {day}: {from} → {to}, {distance}, circa {duration} di volo",
    stay: "Giorno {day}: {place}, tutta la giornata sul posto",
    legend: "Legenda",
    roadLegend: "Su strada",
    flightLegend: "In aereo",
    nightsLegend: "Notti trascorse",
    endsLegend: "Partenza e arrivo",
    legs: "Il percorso giorno per giorno",
  },
};
