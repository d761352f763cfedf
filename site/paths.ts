import { proposalPath, proposalPreviewId, proposalShellPath } from "../data/proposal-page";

/**
 * Every route of the site, in one place: `<Route path={...}>` and `<Link href={...}>` both read
 * from here. Builders with a parameter give the route pattern when called with ":slug".
 */
export const paths = {
  home: "/",
  about: "/about",
  tours: "/safari-tours",
  tour: <Slug extends string>(slug: Slug) => `/safari-tours/${slug}` as const,
  /** Tours side by side; the tours are in the query (`?tours=slug-a,slug-b`). */
  compare: "/safari-tours/compare",
  contact: "/contact",
  gallery: "/gallery",
  privacy: "/privacy-policy",
  terms: "/terms-of-service",
  cookies: "/cookie-policy",
  destination: <Slug extends string>(slug: Slug) => `/destinations/${slug}` as const,
  whenToGo: "/when-to-go",
  /** A month's page, by its slug ("july"). */
  whenToGoMonth: <Slug extends string>(slug: Slug) => `/when-to-go/${slug}` as const,
  /** Where tour search results point; redirects to the tour's detail page. */
  tourAlias: <Slug extends string>(slug: Slug) => `/tours/${slug}` as const,
  /** A traveller's proposal, by its id; the desk's preview under `proposalPreviewId`. */
  proposal: proposalPath,
  /** Where each language's proposal shell is prerendered; not a page of its own. */
  proposalShell: proposalShellPath,
  /** The home page's FAQ section, reachable from any page. */
  faq: "/#faq",
} as const;

/** Route patterns for the parameterised paths. */
export const patterns = {
  tour: paths.tour(":slug"),
  destination: paths.destination(":slug"),
  whenToGoMonth: paths.whenToGoMonth(":slug"),
  tourAlias: paths.tourAlias(":slug"),
  /** The id is optional so that the shell, prerendered without one, renders this page. */
  proposal: paths.proposal(":slug?"),
} as const;

export { proposalPreviewId };
