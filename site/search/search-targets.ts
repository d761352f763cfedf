import type { SearchHit } from "../../ui/search-hits";
import { paths } from "../paths";

/** Where a result leads (tours go straight to their detail page). */
export function targetOf(hit: Pick<SearchHit, "type" | "slug">): string {
  switch (hit.type) {
    case "tour":
      return paths.tour(hit.slug);
    case "destination":
      return paths.destination(hit.slug);
    case "faq":
      return `${paths.home}?faq=${encodeURIComponent(hit.slug)}#faq`;
    case "service":
      return `${paths.home}#services`;
    case "tip":
      return `${paths.home}#tips`;
    case "month":
      return paths.whenToGoMonth(hit.slug);
    default:
      return paths.home;
  }
}
