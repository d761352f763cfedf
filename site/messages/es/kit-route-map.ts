import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/route-map.tsx, in Spanish. */
export const routeMapCopy: Pick<KitMessages, "routeMap"> = {
  routeMap: {
    road: "Día {day}: {from} → {to}, {distance}, unas {duration} por carretera",
    flight: "Día {day}: {from} → {to}, {distance}, unas {duration} de vuelo",
    stay: "Día {day}: {place}, el día completo allí",
    legend: "Leyenda",
    roadLegend: "Por carretera",
    flightLegend: "En avioneta",
    nightsLegend: "Noches en el lugar",
    endsLegend: "Inicio y fin",
    legs: "La ruta día a día",
  },
};
