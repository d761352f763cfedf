import routeMapFrame from "../../data/generated/route-map.json" with { type: "json" };
import { lazyPart } from "../lazy-part";

/*
 * The route map has nothing to tap, so its code (the drawing and every tour's legs) is fetched
 * as it nears the screen, the prerendered map showing meanwhile; where the page draws it in the
 * browser (a proposal, once it has arrived), the code is fetched at once, beside the page's own
 * rather than before it.
 */
export const TourRouteMap = lazyPart(
  "route-map",
  () => import("./tour-route-map").then((module) => module.TourRouteMap),
  {
    loading: "near-view",
    module: "site/components/tour-route-map.tsx",
    fallback: (
      <div
        className="w-full max-w-lg rounded-xl border border-border bg-muted"
        style={{ aspectRatio: `${routeMapFrame.width} / ${routeMapFrame.height}` }}
      />
    ),
  },
);
