/**
 * How a search result looks by its type: its icon, its badge and the badge's colours, and the
 * mark round a word that matched the query. The search dialog's results (ui/search-hits.tsx) and
 * the search page's, which the server writes as HTML (server/search/page.ts), read them here.
 */
const searchHitTypes = {
  tour: { icon: "binoculars", badge: "tour" },
  faq: { icon: "circle-question-mark", badge: "faq" },
  service: { icon: "concierge-bell", badge: "service" },
  tip: { icon: "lightbulb", badge: "tip" },
  destination: { icon: "map-pin", badge: "destination" },
  month: { icon: "calendar-days", badge: "destination" },
} as const;

/** A type the site does not know shows as a grey result. */
const otherSearchHitType = { icon: "file-text", badge: "default" } as const;

type SearchHitType = keyof typeof searchHitTypes;

function isKnownSearchHitType(type: string): type is SearchHitType {
  return Object.hasOwn(searchHitTypes, type);
}

/** Each badge's colours, on the result's icon and on the search page's type. */
const searchHitGrounds = {
  tour: "bg-hit-tour text-hit-tour-foreground",
  faq: "bg-hit-faq text-hit-faq-foreground",
  service: "bg-hit-service text-hit-service-foreground",
  tip: "bg-hit-tip text-hit-tip-foreground",
  destination: "bg-hit-destination text-hit-destination-foreground",
  default: "bg-hit-default text-hit-default-foreground",
} as const;

/** The icon and badge of a result of `type`. */
function searchHitType(type: string) {
  return isKnownSearchHitType(type) ? searchHitTypes[type] : otherSearchHitType;
}

const searchHitMarkClasses = "rounded-sm bg-highlight/30 px-0.5 text-inherit";

export {
  isKnownSearchHitType,
  searchHitGrounds,
  searchHitMarkClasses,
  searchHitType,
  type SearchHitType,
};
