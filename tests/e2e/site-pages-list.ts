import { readFileSync } from "node:fs";
import path from "node:path";

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
