import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/route-map.tsx, in German. */
export const routeMapCopy: Pick<KitMessages, "routeMap"> = {
  routeMap: {
    road: "Tag {day}: {from} → {to}, {distance}, ca. {duration} Fahrt",
    flight: "Tag {day}: {from} → {to}, {distance}, ca. {duration} Flug",
    stay: "Tag {day}: {place}, ganzer Tag vor Ort",
    legend: "Legende",
    roadLegend: "Auf der Straße",
    flightLegend: "Per Flugzeug",
    nightsLegend: "Übernachtungen dort",
    endsLegend: "Start und Ziel",
    legs: "Die Route Tag für Tag",
  },
};
