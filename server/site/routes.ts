import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ServerConfig } from "../config";

/** Every prerendered page in dist/: "/about" → "about/index.html". */
function findPages(distDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "index.html") {
        const relative = path.relative(distDir, full).split(path.sep).join("/");
        const route = `/${relative.replace(/\/?index\.html$/, "")}`;
        pages.set(route, relative);
      }
    }
  };
  if (existsSync(distDir)) walk(distDir);
  return pages;
}

/** Redirects written by the build, such as /tours/:slug to the tour's detail page. */
function readRedirects(distDir: string): Record<string, string> {
  const file = path.join(distDir, "redirects.json");
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, string>) : {};
}

/**
 * Tour addresses that name no tour (an old link, a stale search result) lead to the tour list
 * rather than a dead end (spec §8 "Unknown tour slug: redirect to /safari-tours").
 */
const unknownTourPattern = /^\/(?:safari-tours|tours)\/[^/]+$/;
const tourListPath = "/safari-tours";

/** Serves the built site: hashed assets cached for a year, pages revalidated, a real 404. */
export async function siteRoutes(app: FastifyInstance, { config }: { config: ServerConfig }) {
  const { distDir } = config;
  if (!existsSync(path.join(distDir, "index.html"))) {
    throw new Error(`No built site in ${distDir}: run "npm run build" first.`);
  }
  const pages = findPages(distDir);
  const redirects = readRedirects(distDir);

  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    redirect: false,
    setHeaders(reply, filePath) {
      const relative = path.relative(distDir, filePath);
      if (relative.startsWith(`assets${path.sep}`)) {
        reply.header("Cache-Control", "public, max-age=31536000, immutable");
      } else if (filePath.endsWith(".html")) {
        reply.header("Cache-Control", "no-cache");
      } else {
        reply.header("Cache-Control", "public, max-age=86400");
      }
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const url = new URL(request.url, "http://localhost");
    const route = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : url.pathname;
    if (request.method === "GET" || request.method === "HEAD") {
      const target = redirects[route];
      if (target) return reply.redirect(`${target}${url.search}`, 301);
      const page = pages.get(route);
      if (page && route !== url.pathname) return reply.redirect(`${route}${url.search}`, 301);
      if (page) return reply.type("text/html; charset=utf-8").sendFile(page);
      if (unknownTourPattern.test(route)) return reply.redirect(tourListPath, 302);
    }
    return reply.code(404).type("text/html; charset=utf-8").sendFile("404.html");
  });
}
