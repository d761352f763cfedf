import { Redirect } from "wouter";
import { paths } from "../paths";

/**
 * /tours/<slug>, where search results point, leads to the tour's page; the tour page itself
 * sends an unknown slug on to the tour list.
 */
export function TourAliasRedirect({ slug }: { slug: string }) {
  return <Redirect to={paths.tour(slug)} replace />;
}
