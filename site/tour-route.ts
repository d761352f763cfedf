import { countryNames } from "../data/destinations";
import routeMapJson from "../data/generated/route-map.json";
import routeMapImage from "../data/generated/route-map.svg?url";
import { places } from "../data/places";
import { tourRoutes } from "../data/tour-routes";
import type { RouteMapBase, RouteMapDay, RouteMapPlace } from "../ui/route-map";

type Position = [x: number, y: number];
const routeMapFrame = routeMapJson as unknown as {
  width: number;
  height: number;
  labels: Record<string, Position>;
  places: Record<string, Position>;
};

/** The map every route is drawn on (scripts/route-map.ts), with the country names translated. */
export const routeMapBase: RouteMapBase = {
  src: routeMapImage,
  width: routeMapFrame.width,
  height: routeMapFrame.height,
  labels: Object.entries(routeMapFrame.labels).map(([country, [x, y]]) => ({
    name: countryNames[country as keyof typeof countryNames],
    x,
    y,
  })),
};

const placesOnMap: Record<string, RouteMapPlace> = Object.fromEntries(
  Object.entries(places).map(([id, place]) => {
    const [x, y] = routeMapFrame.places[id] ?? [0, 0];
    return [id, { name: place.name, x, y }];
  }),
);

/** A tour's route for RouteMap, by the tour's id: its days' legs and nights, and the places. */
export function tourRoute(
  tourId: string,
): { days: RouteMapDay[]; places: Record<string, RouteMapPlace> } | null {
  const days = tourRoutes[tourId];
  if (!days) return null;
  return { days, places: placesOnMap };
}
