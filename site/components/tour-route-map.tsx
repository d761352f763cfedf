import { routeMapCopy } from "#messages/kit-route-map";
import { RouteMap } from "../../ui/route-map";
import { routeMapBase, tourRoute } from "../../data/content/tour-route-map";
import { withKitCopy } from "./with-kit-copy";

/** A tour's route map, by the tour's id (data/content/tour-routes.ts); nothing for a tour without one. */
export const TourRouteMap = withKitCopy(
  routeMapCopy,
  function TourRouteMap({ tourId, title }: { tourId: string; title: string }) {
    const route = tourRoute(tourId);
    if (!route) return null;
    return <RouteMap base={routeMapBase} places={route.places} days={route.days} title={title} />;
  },
);
