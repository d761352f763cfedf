import { readFileSync } from "node:fs";
import path from "node:path";
import { localeOfPath, type Locale } from "../../data/locales";

/** The built site the e2e server serves (playwright.config.ts: the server's default DIST_DIR). */
export const distDir = path.resolve(process.env.DIST_DIR ?? "dist");

/** Every prerendered page, as paths, read from the sitemap the build wrote. */
export function prerenderedPaths(): string[] {
  const sitemap = readFileSync(path.join(distDir, "sitemap.xml"), "utf8");
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? "").pathname,
  );
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
  const parameterised = /^\/(safari-tours\/(?!compare$)|destinations\/|when-to-go\/)./;
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
