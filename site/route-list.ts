import { destinationsWithCounts } from "../data/content/package-cards";
import { tours } from "../data/content/tour-set";
import generatedTourReviews from "../data/generated/tour-reviews.json" with { type: "json" };
import type { TourReviewsEntry } from "../data/content/tour-reviews-entry";
import { monthSlugs } from "../data/domain/months";
import { routes, type SiteRoute, type SlugSet } from "./routes";

/**
 * The slugs of each set a route is prerendered for, read from the content as the routes are
 * listed, not as the module loads: the prerender then tells what only the list of routes reads
 * from what a page's render may (scripts/lib/content-reads.ts).
 */
function slugSets(): Record<SlugSet, readonly string[]> {
  const tourSlugs = tours.map((tour) => tour.slug);
  const destinationSlugs = destinationsWithCounts.map((destination) => destination.slug);
  return {
    tours: tourSlugs,
    "reviewed-tours": (generatedTourReviews as TourReviewsEntry[]).map((entry) => entry.slug),
    destinations: destinationSlugs,
    "destinations-without-a-tour": destinationSlugs.filter((slug) => !tourSlugs.includes(slug)),
    months: monthSlugs,
  };
}

function patternOf(id: string): string {
  const route = routes.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`A redirect names no route ${id}`);
  return route.pattern;
}

function fill(pattern: string, slug: string): string {
  return pattern.replace(":slug", slug);
}

function routePaths({ pattern, prerender, unlisted }: SiteRoute): string[] {
  if (!prerender || unlisted) return [];
  if (prerender === "once") return [pattern];
  return slugSets()[prerender].map((slug) => fill(pattern, slug));
}

/** Every page the build prerenders (the 404 page aside), in sitemap order. */
export function prerenderedPaths(): string[] {
  return routes.flatMap(routePaths);
}

/**
 * The pages prerendered but listed nowhere: the private pages' shells (the proposal) and the
 * pages that answer a query (the search page).
 */
export function unlistedPaths(): string[] {
  return routes.flatMap(({ pattern, privateShell, unlisted }) =>
    privateShell ? [privateShell] : unlisted ? [pattern] : [],
  );
}

/** Permanent redirects the server answers before looking for a page. */
export function permanentRedirects(): Record<string, string> {
  return Object.fromEntries(
    routes.flatMap(({ pattern, redirectFrom }) =>
      redirectFrom
        ? slugSets()[redirectFrom.slugs].map((slug) => [
            fill(patternOf(redirectFrom.route), slug),
            fill(pattern, slug),
          ])
        : [],
    ),
  );
}

export { notFoundRenderPath } from "./routes";
