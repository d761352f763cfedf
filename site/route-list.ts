import { destinationsWithCounts, tours } from "../data/tours";
import { paths } from "./paths";

/** Every page the build prerenders (the 404 page aside), in sitemap order. */
export function prerenderedPaths(): string[] {
  return [
    paths.home,
    paths.tours,
    ...tours.map((tour) => paths.tour(tour.slug)),
    ...destinationsWithCounts.map((destination) => paths.destination(destination.slug)),
    paths.gallery,
    paths.about,
    paths.contact,
    paths.privacy,
    paths.terms,
    paths.cookies,
  ];
}

/**
 * Permanent redirects the server answers before looking for a page: tour search results
 * (/tours/<slug>) to the tour, and destination names under /safari-tours (linked in older
 * copy as /safari-tours/masai-mara and the like) to the destination guide.
 */
export function permanentRedirects(): Record<string, string> {
  const tourSlugs = new Set(tours.map((tour) => tour.slug));
  return Object.fromEntries([
    ...tours.map((tour) => [paths.tourAlias(tour.slug), paths.tour(tour.slug)]),
    ...destinationsWithCounts
      .filter((destination) => !tourSlugs.has(destination.slug))
      .map((destination) => [paths.tour(destination.slug), paths.destination(destination.slug)]),
  ]);
}

/** The path the 404 page is prerendered from: any path that no route matches. */
export const notFoundRenderPath = "/404";
