import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/route-map.tsx, in French. */
export const routeMapCopy: Pick<KitMessages, "routeMap"> = {
  routeMap: {
    road: "Jour {day} : {from} → {to}, {distance}, environ {duration} de route",
    flight: "Jour {day} : {from} → {to}, {distance}, environ {duration} de vol",
    stay: "Jour {day} : {place}, journée complète sur place",
    legend: "Légende",
    roadLegend: "Par la route",
    flightLegend: "En avion",
    nightsLegend: "Nuits sur place",
    endsLegend: "Départ et arrivée",
    legs: "L’itinéraire jour par jour",
  },
};
