import { proposalPreviewId, proposalShellPath } from "../data/domain/proposal-page";
import { routePaths } from "./routes";

/**
 * Every path of the site, in one place: `<Route path={...}>` and `<Link href={...}>` both read
 * from here. A route's path comes from its entry in the route table (site/routes.ts), by its id;
 * a parameterised route's is a builder (`paths.tour("luxury-7-days")`).
 */
export const paths = {
  ...routePaths,
  /** Where each language's proposal shell is prerendered; not a page of its own. */
  proposalShell: proposalShellPath,
  /** The home page's FAQ section, reachable from any page. */
  faq: "/#faq",
} as const;

/** The comparison of these tours: the compare page with the tours in its query. */
export function compareHref(slugs: readonly string[]): string {
  return slugs.length > 0 ? `${paths.compare}?tours=${slugs.join(",")}` : paths.compare;
}

export { proposalPreviewId };
