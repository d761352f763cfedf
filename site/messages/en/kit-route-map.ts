import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/route-map.tsx, in English. */
export const routeMapCopy: Pick<KitMessages, "routeMap"> = {
  routeMap: {
    road: "Day {day}: {from} → {to}, {distance}, about {duration} by road",
    flight: "Day {day}: {from} → {to}, {distance}, about {duration} by air",
    stay: "Day {day}: {place}, a full day there",
    legend: "Map key",
    roadLegend: "By road",
    flightLegend: "By air",
    nightsLegend: "Nights spent there",
    endsLegend: "Start and end",
    legs: "The route day by day",
  },
};
