import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import {
  deskIds,
  proposalIdPattern,
  proposalPath,
  proposalPreviewId,
  proposalShellPath,
} from "../../data/domain/desk";
import { enquiryIds } from "../../data/domain/enquiry-ids";
import { reviewPath, reviewShellPath } from "../../data/domain/reviews";
import {
  isLocale,
  localeOfPath,
  localePrefix,
  localizedPath,
  locales,
  type Locale,
} from "../../data/domain/locales";
import { searchPagePath } from "../../data/domain/search-page";
import { RowStore } from "../appwrite/store";
import type { ServerConfig } from "../config";
import type { Db } from "../db";

/**
 * The operator's desk: one client-side app in dist/desk/ (vite.desk.config.ts), whose page
 * answers every address under /desk and which no search engine may index.
 */
export const desk = {
  path: "/desk",
  dir: "desk",
  page: "desk/index.html",
  robots: "noindex, nofollow",
} as const;

/**
 * The content editor (Decap CMS): one client-side app in dist/admin/ (vite.admin.config.ts),
 * whose page answers /admin; its addresses are in the page's hash, and no search engine may
 * index it. Its files are the editor's only (server/security.ts gives them their own policy).
 */
export const editor = {
  path: "/admin",
  dir: "admin",
  page: "admin/index.html",
  robots: "noindex, nofollow",
} as const;

/** Client-side apps in dist/ with a page of their own, which are no prerendered pages. */
const appDirs = [desk.dir, editor.dir];

/** Every prerendered page in dist/: "/about" → "about/index.html". The desk and editor are not. */
function findPages(distDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && appDirs.some((dir) => full === path.join(distDir, dir))) continue;
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

/**
 * What a publish added after the server started (a new tour's page, the bundles every page of a
 * new build names, a new photo's sizes): the file, relative to the built site, that the address
 * names, with a page's address naming its index.html. Private shells, the apps (the desk, the
 * editor, which a publish copies unchanged), the build's notes for other servers, a page's file
 * under its own name and anything outside the site are never found this way.
 */
function publishedFile(distDir: string, pathName: string, privateShells: Set<string>) {
  const route = pathName.replace(/\/+$/, "") || "/";
  if (
    privateShells.has(route) ||
    isBookkeeping(route) ||
    route.split("/").some((part) => part.startsWith("."))
  )
    return null;
  const asFile = path.posix.extname(route) !== "";
  if (asFile && /\.html(\.(br|gz))?$/.test(route)) return null;
  const file = asFile ? route.slice(1) : path.posix.join(route.slice(1), "index.html");
  const full = path.resolve(distDir, file);
  const inApp = appDirs.some((dir) => full.startsWith(path.join(distDir, dir, path.sep)));
  if (!full.startsWith(`${distDir}${path.sep}`) || inApp) return null;
  return existsSync(full) && statSync(full).isFile() ? file : null;
}

/** Redirects written by the build, such as /tours/:slug to the tour's detail page. */
function readRedirects(distDir: string): Record<string, string> {
  const file = path.join(distDir, "redirects.json");
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, string>) : {};
}

/**
 * Tour addresses that name no tour (an old link, a stale search result) lead to the tour list
 * rather than a dead end: an unknown tour slug redirects to /safari-tours.
 */
const unknownTourPatterns = ["/safari-tours/:slug", "/tours/:slug"];
const tourListPath = "/safari-tours";

/** A language's home page is its prefix with a slash ("/de/"), as links inside the app write it. */
const localeHomes = new Set(locales.map(localePrefix).filter(Boolean));

/**
 * Each language's list of every file of the content, by name (`<prefix>/content-files.json`,
 * scripts/prerender.ts), which a page's code reads for content its own list leaves out
 * (site/content-data.ts): a publish changes it, so it is revalidated as a page is.
 */
export const contentListFile = "content-files.json";

/** How long browsers and caches keep what the built site is made of. */
export const cacheControl = {
  /** Files under assets/ carry a hash of their content in their name. */
  hashedAsset: "public, max-age=31536000, immutable",
  /** The pages and the languages' lists of the content's files. */
  page: "no-cache",
  otherFile: "public, max-age=86400",
} as const;

/**
 * Files the build writes for other servers (a static host's `_headers` and `_redirects`, Caddy's
 * copies, the redirect table this server reads itself): they describe the site, are no part of
 * it, and are not served.
 */
function isBookkeeping(pathName: string): boolean {
  const name = pathName.replace(/^\/+/, "");
  return name === "redirects.json" || (!name.includes("/") && name.startsWith("_"));
}

/** The file a response was made from, without the extension of its precompressed copy. */
function uncompressedName(filePath: string): string {
  return filePath.replace(/\.(br|gz)$/, "");
}

/** Where the proposals are stored (appwrite.config.json), as the documents' store scopes them. */
const proposalsScope = `${enquiryIds.databaseId}/${deskIds.proposalsCollectionId}`;

/** A private page is neither indexed nor followed, whatever a crawler found it by. */
const privatePageRobots = "noindex, nofollow";

/** What a page answers to anything but reading it. */
const pageMethodsNotAllowed = ["POST", "PUT", "PATCH", "DELETE", "TRACE"] as const;

/**
 * Serves the built site: hashed assets cached for a year, pages revalidated, a real 404. Files the
 * build compressed (`page.html.br`, `page.html.gz`) go out as they are; anything else is
 * compressed on the way out. Every encoding of a response carries the same cache headers.
 */
export async function siteRoutes(
  app: FastifyInstance,
  { config, db }: { config: ServerConfig; db: Db },
) {
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
    preCompressed: true,
    allowedPath: (pathName) => !isBookkeeping(pathName),
    setHeaders(reply, filePath) {
      const relative = path.relative(distDir, uncompressedName(filePath));
      if (relative.startsWith(`${desk.dir}${path.sep}`)) reply.header("X-Robots-Tag", desk.robots);
      if (relative.startsWith(`${editor.dir}${path.sep}`)) {
        reply.header("X-Robots-Tag", editor.robots);
      }
      if (
        relative.startsWith(`assets${path.sep}`) ||
        appDirs.some((dir) => relative.startsWith(`${dir}${path.sep}assets${path.sep}`))
      ) {
        reply.header("Cache-Control", cacheControl.hashedAsset);
      } else if (relative.endsWith(".html") || path.basename(relative) === contentListFile) {
        reply.header("Cache-Control", cacheControl.page);
      } else {
        reply.header("Cache-Control", cacheControl.otherFile);
      }
    },
  });

  const html = "text/html; charset=utf-8";
  const search = (request: FastifyRequest) => new URL(request.url, "http://localhost").search;
  const pathOf = (request: FastifyRequest) => {
    const { pathname } = new URL(request.url, "http://localhost");
    try {
      return decodeURIComponent(pathname);
    } catch {
      return pathname;
    }
  };
  const redirectTo = (target: string) => (request: FastifyRequest, reply: FastifyReply) =>
    reply.redirect(`${target}${search(request)}`, 301);

  // A route per page and per redirect (rather than a catch-all), so pages are compressed like
  // every other response and the embedded services keep their own not-found answers.
  const notAllowed = (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .code(405)
      .header("Allow", "GET, HEAD")
      .type("text/plain; charset=utf-8")
      .send("Method Not Allowed: a page can only be read (GET, HEAD).\n");
  // The private shells are served under a proposal's or a review link's address only (below),
  // never their own.
  const proposalShells = new Set(
    [proposalShellPath, reviewShellPath].flatMap((shell) =>
      locales.map((locale) => localizedPath(locale, shell)),
    ),
  );
  // The search pages are answered with their results (server/search/page.ts).
  const searchPages = new Set(locales.map((locale) => localizedPath(locale, searchPagePath)));
  for (const [route, file] of pages) {
    if (proposalShells.has(route) || searchPages.has(route)) continue;
    const page = (_request: FastifyRequest, reply: FastifyReply) => reply.type(html).sendFile(file);
    const pageRoute = localeHomes.has(route) ? `${route}/` : route;
    app.route({ method: [...pageMethodsNotAllowed], url: pageRoute, handler: notAllowed });
    if (localeHomes.has(route)) {
      app.get(`${route}/`, page);
      app.get(route, redirectTo(`${route}/`));
    } else {
      app.get(route, page);
      if (route !== "/") app.get(`${route}/`, redirectTo(route));
    }
  }
  if (existsSync(path.join(distDir, desk.page))) {
    // A file the desk's build does not have (an old chunk after an upgrade) is not the page.
    const deskAssets = `${desk.path}/assets/`;
    const deskPage = (request: FastifyRequest, reply: FastifyReply) =>
      request.url.startsWith(deskAssets)
        ? reply.callNotFound()
        : reply.type(html).header("X-Robots-Tag", desk.robots).sendFile(desk.page);
    // Every desk page is under /desk/, within the reach of the desk's service worker.
    app.get(desk.path, redirectTo(`${desk.path}/`));
    for (const route of [`${desk.path}/`, `${desk.path}/*`]) app.get(route, deskPage);
    for (const route of [desk.path, `${desk.path}/`, `${desk.path}/*`]) {
      app.route({ method: [...pageMethodsNotAllowed], url: route, handler: notAllowed });
    }
  }
  if (existsSync(path.join(distDir, editor.page))) {
    const editorPage = (_request: FastifyRequest, reply: FastifyReply) =>
      reply.type(html).header("X-Robots-Tag", editor.robots).sendFile(editor.page);
    for (const route of [editor.path, `${editor.path}/`]) {
      app.get(route, editorPage);
      app.route({ method: [...pageMethodsNotAllowed], url: route, handler: notAllowed });
    }
  }
  for (const [from, to] of Object.entries(redirects)) {
    app.get(from, redirectTo(to));
    app.get(`${from}/`, redirectTo(to));
  }
  for (const locale of locales) {
    const prefix = localePrefix(locale);
    for (const pattern of unknownTourPatterns) {
      for (const route of [`${prefix}${pattern}`, `${prefix}${pattern}/`]) {
        app.get(route, (request, reply) => {
          const published = publishedFile(distDir, pathOf(request), proposalShells);
          return published
            ? reply.type(html).sendFile(published)
            : reply.redirect(`${prefix}${tourListPath}`, 302);
        });
      }
    }
  }
  // A traveller's proposal: the shell of the proposal's own language, which the page is written
  // in before any script runs; under another language's address, a redirect to that one.
  const proposals = new RowStore(db, "appwrite_documents");
  const proposalShell = (locale: Locale) =>
    path.posix.join(localizedPath(locale, proposalShellPath).slice(1), "index.html");
  for (const locale of locales) {
    const route = localizedPath(locale, proposalPath(":id"));
    app.route({ method: [...pageMethodsNotAllowed], url: route, handler: notAllowed });
    app.get<{ Params: { id: string } }>(route, {
      handler: (request, reply) => {
        reply.header("X-Robots-Tag", privatePageRobots);
        const { id } = request.params;
        if (id === proposalPreviewId) return reply.type(html).sendFile(proposalShell(locale));
        const stored = proposalIdPattern.test(id) ? proposals.get(proposalsScope, id) : null;
        if (!stored) return reply.callNotFound();
        const own = String(stored.data.locale ?? "");
        const proposalLocale = isLocale(own) ? own : locale;
        if (proposalLocale !== locale) {
          return reply.redirect(
            `${localizedPath(proposalLocale, proposalPath(id))}${search(request)}`,
            302,
          );
        }
        return reply.type(html).sendFile(proposalShell(locale));
      },
    });
  }
  // A traveller's review link: the shell of the address's language, for every token; the page
  // asks the server what the token opens, and its form posts to this address.
  for (const locale of locales) {
    const shell = path.posix.join(localizedPath(locale, reviewShellPath).slice(1), "index.html");
    app.get(localizedPath(locale, reviewPath(":token")), (_request, reply) =>
      reply
        .header("X-Robots-Tag", privatePageRobots)
        .header("Referrer-Policy", "no-referrer")
        .type(html)
        .sendFile(shell),
    );
  }
  // The 404 page in the language of the address asked for.
  app.setNotFoundHandler((request, reply) => {
    const published =
      request.method === "GET" || request.method === "HEAD"
        ? publishedFile(distDir, pathOf(request), proposalShells)
        : null;
    if (published)
      return published.endsWith("index.html")
        ? reply.type(html).sendFile(published)
        : reply.sendFile(published);
    const prefix = localePrefix(localeOfPath(pathOf(request)));
    return reply
      .code(404)
      .type(html)
      .sendFile(path.posix.join(prefix.slice(1), "404.html"));
  });
}
