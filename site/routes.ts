import type { ComponentType } from "react";
import type { navMessages } from "#messages/nav";
import { destinationEntry } from "../data/content/destination-entry";
import { contactPath } from "../data/domain/enquiry-paths";
import { monthEntry } from "../data/content/month-entry";
import { proposalPath, proposalShellPath } from "../data/domain/proposal-page";
import { reviewPath, reviewShellPath } from "../data/domain/reviews";
import { searchPagePath } from "../data/domain/search-page";
import { tourEntry } from "../data/content/tour-entry";
import { tourReviewsEntry } from "../data/content/tour-reviews-entry";
import { compareLimit, requestedSlugs } from "./tour-compare";

/**
 * The slugs a parameterised route is prerendered or redirected for, as the build knows them
 * (site/route-list.ts); the browser never needs the lists.
 */
export type SlugSet =
  "tours" | "reviewed-tours" | "destinations" | "destinations-without-a-tour" | "months";

/** A page gets its route's parameter, where the route has one. */
export type PageComponent = ComponentType<{ slug: string }>;

/** A page's name, as site/messages/<code>/nav.ts gives it. */
export type PageName = keyof typeof navMessages;

/** The places that link pages: the header, the footer's quick links and its policy links. */
export type NavPlace = "header" | "footer" | "policies";

/** A route's entry, by its id (its key in `paths`). */
type RouteEntry = {
  /** Its address: `:slug` (`:slug?` where the page renders without one) is its parameter. */
  pattern: string;
  /** The page's file under site/pages/, its own chunk. */
  page: string;
  /** The page's component, from that chunk. */
  load: () => Promise<PageComponent>;
  /** The content the page for a slug reads from a file of its own, fetched with its code. */
  loadContent?: (slug: string) => Promise<unknown>;
  /**
   * The content the page reads for its address's query, which no prerender knows: fetched with
   * the page's code as it loads, and as a link to the page is reached for.
   */
  loadQueryContent?: (search: URLSearchParams) => Promise<unknown>;
  /** What the build prerenders: the path itself, or the pattern filled with each slug of a set. */
  prerender?: "once" | SlugSet;
  /**
   * For a private page whose address holds a secret id: the path its one shell is prerendered
   * at, which the server serves for every id it knows. Never in the sitemap or the search.
   */
  privateShell?: string;
  /**
   * A page that answers a query (the search page): prerendered as its frame like any page, but
   * left out of the sitemap, and marked `noindex` by the page itself.
   */
  unlisted?: true;
  /** Older addresses the server redirects here permanently: another route's, for a set's slugs. */
  redirectFrom?: { route: string; slugs: SlugSet };
  /**
   * The places that link the page, each with the link's place in its order; the link reads the
   * page's name, the key of site/messages/<code>/nav.ts that is the route's id.
   */
  nav?: Partial<Record<NavPlace, number>>;
};

export type SiteRoute = RouteEntry & { id: string };

/**
 * Every route of the site, in one place: the app's <Switch> (in this order, the 404 page after
 * them), `paths`, the page chunks the entry and link intent fetch, the header's and footer's
 * links, the prerendered pages, the sitemap and the server's redirects all come from this table.
 */
const routeTable = {
  home: {
    pattern: "/",
    page: "home",
    load: () => import("./pages/home").then((m) => m.HomePage),
    prerender: "once",
    nav: { header: 1 },
  },
  tours: {
    pattern: "/safari-tours",
    page: "tours",
    load: () => import("./pages/tours").then((m) => m.ToursPage),
    prerender: "once",
    nav: { header: 3, footer: 4 },
  },
  compare: {
    // Before the tour pattern, which it would otherwise match.
    pattern: "/safari-tours/compare",
    page: "compare",
    load: () => import("./pages/compare").then((m) => m.ComparePage),
    // The compared tours' files.
    loadQueryContent: (search: URLSearchParams) =>
      Promise.all(requestedSlugs(search.getAll("tours")).slice(0, compareLimit).map(tourEntry)),
    prerender: "once",
  },
  tour: {
    pattern: "/safari-tours/:slug",
    page: "tour-detail",
    load: () => import("./pages/tour-detail").then((m) => m.TourDetailPage),
    loadContent: (slug: string) => Promise.all([tourEntry(slug), tourReviewsEntry(slug)]),
    prerender: "tours",
    // Where search results point.
    redirectFrom: { route: "tourAlias", slugs: "tours" },
  },
  tourAlias: {
    // Where tour search results point. The server redirects a known tour's alias before the app
    // sees it (see the tour's route).
    pattern: "/tours/:slug",
    page: "tour-alias",
    load: () => import("./pages/tour-alias").then((m) => m.TourAliasRedirect),
  },
  destination: {
    pattern: "/destinations/:slug",
    page: "destination",
    load: () => import("./pages/destination").then((m) => m.DestinationPage),
    loadContent: destinationEntry,
    prerender: "destinations",
    // Destination names under /safari-tours, linked in older copy as /safari-tours/masai-mara
    // and the like, lead to the destination guide.
    redirectFrom: { route: "tour", slugs: "destinations-without-a-tour" },
  },
  whenToGo: {
    pattern: "/when-to-go",
    page: "when-to-go",
    load: () => import("./pages/when-to-go").then((m) => m.WhenToGoPage),
    prerender: "once",
  },
  whenToGoMonth: {
    // A month's page, by its slug ("july").
    pattern: "/when-to-go/:slug",
    page: "when-to-go-month",
    load: () => import("./pages/when-to-go-month").then((m) => m.WhenToGoMonthPage),
    loadContent: monthEntry,
    prerender: "months",
  },
  gallery: {
    pattern: "/gallery",
    page: "gallery",
    load: () => import("./pages/gallery").then((m) => m.GalleryPage),
    prerender: "once",
    nav: { header: 4 },
  },
  search: {
    // The frame the server writes a query's results into (server/search/page.ts).
    pattern: searchPagePath,
    page: "search",
    load: () => import("./pages/search").then((m) => m.SearchPage),
    prerender: "once",
    unlisted: true,
  },
  about: {
    pattern: "/about",
    page: "about",
    load: () => import("./pages/about").then((m) => m.AboutPage),
    prerender: "once",
    nav: { header: 2, footer: 1 },
  },
  contact: {
    pattern: contactPath,
    page: "contact",
    load: () => import("./pages/contact").then((m) => m.ContactPage),
    prerender: "once",
    nav: { header: 5, footer: 2 },
  },
  reviews: {
    pattern: "/reviews",
    page: "reviews",
    load: () => import("./pages/reviews").then((m) => m.ReviewsPage),
    prerender: "once",
    nav: { footer: 3 },
  },
  tourReviews: {
    // A reviewed tour's reviews, by its page's slug; a tour with none has no such page.
    pattern: "/reviews/:slug",
    page: "reviews",
    load: () => import("./pages/reviews").then((m) => m.ReviewsPage),
    prerender: "reviewed-tours",
  },
  privacy: {
    pattern: "/privacy-policy",
    page: "legal",
    load: () => import("./pages/legal").then((m) => m.PrivacyPolicyPage),
    prerender: "once",
    nav: { policies: 1 },
  },
  terms: {
    pattern: "/terms-of-service",
    page: "legal",
    load: () => import("./pages/legal").then((m) => m.TermsOfServicePage),
    prerender: "once",
    nav: { policies: 2 },
  },
  cookies: {
    pattern: "/cookie-policy",
    page: "legal",
    load: () => import("./pages/legal").then((m) => m.CookiePolicyPage),
    prerender: "once",
    nav: { policies: 3 },
  },
  proposal: {
    // A traveller's proposal, by its id; the id is optional so that the shell, prerendered
    // without one, renders this page.
    pattern: proposalPath(":slug?"),
    page: "proposal",
    load: () => import("./pages/proposal").then((m) => m.ProposalPage),
    privateShell: proposalShellPath,
  },
  review: {
    // A traveller's review link, by its token; the shell is prerendered without one.
    pattern: reviewPath(":slug?"),
    page: "review",
    load: () => import("./pages/review").then((m) => m.ReviewPage),
    privateShell: reviewShellPath,
  },
} as const satisfies Record<string, RouteEntry>;

type RouteTable = typeof routeTable;

export const routes: readonly SiteRoute[] = Object.entries(routeTable).map(([id, route]) => ({
  id,
  ...route,
}));

/** A route's path: its pattern, or for a parameterised one, a builder of it from the parameter. */
type PathOf<Pattern extends string> = Pattern extends `${infer Head}:slug${string}`
  ? <Slug extends string>(slug: Slug) => `${Head}${Slug}`
  : Pattern;

/** Every route's path by its id: `<Route path>` and `<Link href>` read from here. */
export const routePaths = Object.fromEntries(
  routes.map(({ id, pattern }) => [
    id,
    pattern.includes(":slug") ? (slug: string) => pattern.replace(/:slug\??/, slug) : pattern,
  ]),
) as { [Id in keyof RouteTable]: PathOf<RouteTable[Id]["pattern"]> };

type NamedPage<Id extends PageName> = Id;

/** The id of a page the header or the footer links, which tsc requires to have a name. */
export type LinkedPage = NamedPage<
  {
    [Id in keyof RouteTable]: RouteTable[Id] extends { nav: object } ? Id : never;
  }[keyof RouteTable]
>;

/** The routes a place links, in their order there. */
export function navRoutes(place: NavPlace): (SiteRoute & { id: LinkedPage })[] {
  const at = (route: SiteRoute) => route.nav?.[place] ?? 0;
  return routes
    .filter((route): route is SiteRoute & { id: LinkedPage } => at(route) > 0)
    .sort((a, b) => at(a) - at(b));
}

/** The page for any path no route matches, prerendered from `notFoundRenderPath`. */
export const notFoundRoute = {
  page: "not-found",
  load: () => import("./pages/not-found").then((m) => m.NotFoundPage),
} as const;

export const notFoundRenderPath = "/404";

/**
 * The code of the page file `page` (a name from the prerendered HTML's data-pages), if any, and
 * the content its route reads for the query `search`.
 */
export function loadPageFile(page: string, search: URLSearchParams): Promise<unknown> | undefined {
  if (page === notFoundRoute.page) return notFoundRoute.load();
  const route = routes.find((r) => r.page === page);
  if (!route) return undefined;
  return Promise.all([route.load(), route.loadQueryContent?.(search)]);
}
