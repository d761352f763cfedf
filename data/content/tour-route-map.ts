import { countryNames } from "./countries";
import routeMapJson from "../generated/route-map.json" with { type: "json" };
import placeNames from "../generated/texts/places.json" with { type: "json" };
import routeMapImage from "../generated/route-map.svg?url";
import { places } from "./places";
import { tourRoutes, type RouteDay } from "./tour-routes";

type Position = [x: number, y: number];
const routeMapFrame = routeMapJson as unknown as {
  width: number;
  height: number;
  labels: Record<string, Position>;
  places: Record<string, Position>;
};

/** The map every route is drawn on (scripts/route-map.ts), with the country names translated. */
export const routeMapBase = {
  src: routeMapImage,
  width: routeMapFrame.width,
  height: routeMapFrame.height,
  labels: Object.entries(routeMapFrame.labels).map(([country, [x, y]]) => ({
    name: countryNames[country as keyof typeof countryNames],
    x,
    y,
  })),
};

type PlaceOnMap = { name: string; x: number; y: number };

const placesOnMap: Record<string, PlaceOnMap> = Object.fromEntries(
  Object.keys(places).map((id) => {
    const [x, y] = routeMapFrame.places[id] ?? [0, 0];
    return [id, { name: placeNames[id as keyof typeof placeNames], x, y }];
  }),
);

/** A journey for RouteMap: its days' legs and nights, and the places. */
export function routeOnMap(days: RouteDay[]): {
  days: RouteDay[];
  places: Record<string, PlaceOnMap>;
} {
  return { days, places: placesOnMap };
}

/** A tour's route for RouteMap, by the tour's id; null for a tour without one. */
export function tourRoute(tourId: string): ReturnType<typeof routeOnMap> | null {
  const days = tourRoutes[tourId];
  return days ? routeOnMap(days) : null;
}
