import type { ComponentType } from "react";
import { destinationEntry } from "../data/destination-entry";
import { monthEntry } from "../data/month-entry";
import { tourEntry } from "../data/tour-entry";
import { paths, patterns } from "./paths";
import { compareLimit, requestedSlugs } from "./tour-compare";

/**
 * The slugs a parameterised route is prerendered or redirected for, as the build knows them
 * (site/route-list.ts); the browser never needs the lists.
 */
export type SlugSet = "tours" | "destinations" | "destinations-without-a-tour" | "months";

/** A page gets its route's parameter, where the route has one. */
export type PageComponent = ComponentType<{ slug: string }>;

export type SiteRoute = {
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
  /** Older addresses the server redirects here permanently: a pattern filled with a set's slugs. */
  redirectFrom?: { pattern: string; slugs: SlugSet };
};

/**
 * Every route of the site, in one place: the app's <Switch> (in this order, the 404 page after
 * them), the page chunks the entry and link intent fetch, the prerendered pages, the sitemap and
 * the server's redirects all come from this table. Paths come from `paths`.
 */
export const routes: readonly SiteRoute[] = [
  {
    pattern: paths.home,
    page: "home",
    load: () => import("./pages/home").then((m) => m.HomePage),
    prerender: "once",
  },
  {
    pattern: paths.tours,
    page: "tours",
    load: () => import("./pages/tours").then((m) => m.ToursPage),
    prerender: "once",
  },
  {
    // Before the tour pattern, which it would otherwise match.
    pattern: paths.compare,
    page: "compare",
    load: () => import("./pages/compare").then((m) => m.ComparePage),
    // The compared tours' files.
    loadQueryContent: (search) =>
      Promise.all(requestedSlugs(search.getAll("tours")).slice(0, compareLimit).map(tourEntry)),
    prerender: "once",
  },
  {
    pattern: patterns.tour,
    page: "tour-detail",
    load: () => import("./pages/tour-detail").then((m) => m.TourDetailPage),
    loadContent: tourEntry,
    prerender: "tours",
    // Where search results point.
    redirectFrom: { pattern: patterns.tourAlias, slugs: "tours" },
  },
  {
    // The server redirects a known tour's alias before the app sees it (see the tour's route).
    pattern: patterns.tourAlias,
    page: "tour-alias",
    load: () => import("./pages/tour-alias").then((m) => m.TourAliasRedirect),
  },
  {
    pattern: patterns.destination,
    page: "destination",
    load: () => import("./pages/destination").then((m) => m.DestinationPage),
    loadContent: destinationEntry,
    prerender: "destinations",
    // Destination names under /safari-tours, linked in older copy as /safari-tours/masai-mara
    // and the like, lead to the destination guide.
    redirectFrom: { pattern: patterns.tour, slugs: "destinations-without-a-tour" },
  },
  {
    pattern: paths.whenToGo,
    page: "when-to-go",
    load: () => import("./pages/when-to-go").then((m) => m.WhenToGoPage),
    prerender: "once",
  },
  {
    pattern: patterns.whenToGoMonth,
    page: "when-to-go-month",
    load: () => import("./pages/when-to-go-month").then((m) => m.WhenToGoMonthPage),
    loadContent: monthEntry,
    prerender: "months",
  },
  {
    pattern: paths.gallery,
    page: "gallery",
    load: () => import("./pages/gallery").then((m) => m.GalleryPage),
    prerender: "once",
  },
  {
    pattern: paths.about,
    page: "about",
    load: () => import("./pages/about").then((m) => m.AboutPage),
    prerender: "once",
  },
  {
    pattern: paths.contact,
    page: "contact",
    load: () => import("./pages/contact").then((m) => m.ContactPage),
    prerender: "once",
  },
  {
    pattern: paths.privacy,
    page: "legal",
    load: () => import("./pages/legal").then((m) => m.PrivacyPolicyPage),
    prerender: "once",
  },
  {
    pattern: paths.terms,
    page: "legal",
    load: () => import("./pages/legal").then((m) => m.TermsOfServicePage),
    prerender: "once",
  },
  {
    pattern: paths.cookies,
    page: "legal",
    load: () => import("./pages/legal").then((m) => m.CookiePolicyPage),
    prerender: "once",
  },
  {
    pattern: patterns.proposal,
    page: "proposal",
    load: () => import("./pages/proposal").then((m) => m.ProposalPage),
    privateShell: paths.proposalShell,
  },
];

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
