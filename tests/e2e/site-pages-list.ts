import { readFileSync } from "node:fs";
import path from "node:path";
import {
  localeOfPath,
  localizedPath,
  unprefixedPath,
  type Locale,
} from "../../data/domain/locales";
import { paths } from "../../site/paths";

/** The built site the e2e server serves (playwright.config.ts: the server's default DIST_DIR). */
export const distDir = path.resolve(process.env.DIST_DIR ?? "dist");

/**
 * Every prerendered page a visitor opens, as paths: those of the sitemap the build wrote, then
 * the search page in each of their languages, which answers a query and so is left out of it.
 */
export function prerenderedPaths(): string[] {
  const sitemap = readFileSync(path.join(distDir, "sitemap.xml"), "utf8");
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? "").pathname,
  );
  const languages = new Set(listed.map(localeOfPath));
  return [...listed, ...[...languages].map((locale) => localizedPath(locale, paths.search))];
}

/** The HTML file the build wrote for a path. */
export function pageFile(route: string): string {
  return route === "/" ? path.join(distDir, "index.html") : path.join(distDir, route, "index.html");
}

/**
 * Every route of the route table in the given languages: the parameterised ones by the pages
 * whose content differs most (a fixed and an earlier tour, the destination with the most tours,
 * the month with the longest name), whose markup every other page of the route shares; and the
 * 404 page.
 */
export function everyRoute(locales: Locale[]): string[] {
  const english = prerenderedPaths().filter((route) => localeOfPath(route) === "en");
  const parameterised = /^\/(safari-tours\/(?!compare$)|destinations\/|when-to-go\/|reviews\/)./;
  const tours = english.filter(
    (route) => route.startsWith("/safari-tours/") && parameterised.test(route),
  );
  const routes = [
    ...english.filter((route) => !parameterised.test(route)),
    tours[0] ?? "",
    tours.at(-1) ?? "",
    "/destinations/masai-mara",
    "/when-to-go/september",
    "/no-such-page",
  ];
  return locales.flatMap((locale) =>
    routes.map((route) => (locale === "en" ? route : `/${locale}${route === "/" ? "" : route}`)),
  );
}

/**
 * The pages axe checks on a visit of their own: every route of the route table in every
 * language, the parameterised ones by their first page (a tour, a destination, a month), whose
 * markup every other page of the route shares. Left out are the pages page-checks.spec.ts checks
 * on the load of their layout check (`everyRoute` in English, German and Chinese; a language's
 * home page there without its slash).
 */
export function pagesForAccessibility(): string[] {
  const routes = prerenderedPaths();
  const english = routes.filter((route) => localeOfPath(route) === "en");
  const parameterised = /^\/(safari-tours\/(?!compare$)|destinations\/|when-to-go\/|reviews\/)./;
  const firstOf = (prefix: string) =>
    english.find((route) => route.startsWith(prefix) && parameterised.test(route));
  const representatives = new Set([
    ...english.filter((route) => !parameterised.test(route)),
    firstOf("/safari-tours/"),
    firstOf("/destinations/"),
    firstOf("/when-to-go/"),
  ]);
  const withTheirLayout = new Set(everyRoute(["en", "de", "zh"]));
  return routes
    .filter((route) => representatives.has(unprefixedPath(route)))
    .filter((route) => !withTheirLayout.has(route.replace(/^(\/[a-z]{2})\/$/, "$1")));
}
