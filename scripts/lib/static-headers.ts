import { localizedPath, locales, translatedLocales } from "../../data/domain/locales";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { loadEnv } from "vite";
import {
  documentHeaders,
  editorDocumentHeaders,
  everyResponseHeaders,
  framedBySelfPath,
  strictTransportSecurity,
} from "../../server/security";
import { cacheControl, contentListFile, desk, editor } from "../../server/site/routes";
import { parseSiteEnv } from "../../data/domain/env";
import { proposalShellPath } from "../../data/domain/desk";

/** Each language's proposal shell ("/p", "/de/p", …), which serves every proposal's address. */
const proposalShells = locales.map((locale) => localizedPath(locale, proposalShellPath));

/** What a private page (a proposal) is sent with, beside every page's headers. */
export const privatePageHeaders: Readonly<Record<string, string>> = {
  "X-Robots-Tag": "noindex, nofollow",
};

/**
 * The origins the built pages call, from the same variables the client bundle was built with
 * (the environment and the .env files, as Vite reads them): a hosted Appwrite endpoint, Algolia's
 * hosts for a hosted app (site/search/search-client.ts picks them when no host is given), a
 * PostHog host, and any extra CSP_CONNECT_ORIGINS.
 */
export function connectOriginsOfBuild(mode = "production"): string[] {
  const env: Record<string, string | undefined> = {
    ...loadEnv(mode, process.cwd(), ""),
    ...process.env,
  };
  const site = parseSiteEnv(env);
  const origins = new Set<string>();
  const add = (url: string | null) => {
    if (url) origins.add(new URL(url).origin);
  };
  add(site.appwrite.endpoint);
  add(site.posthog.host);
  if (site.algolia.host) add(site.algolia.host);
  else if (env.VITE_ALGOLIA_APP_ID) {
    const appId = site.algolia.appId;
    for (const host of [`${appId}-dsn.algolia.net`, `${appId}.algolia.net`]) add(`https://${host}`);
    for (const n of [1, 2, 3]) add(`https://${appId}-${n}.algolianet.com`);
  }
  for (const origin of (env.CSP_CONNECT_ORIGINS ?? "").split(",")) {
    if (origin.trim()) add(origin.trim());
  }
  return [...origins];
}

/** A request path a browser renders as a document: a page (no extension), HTML or SVG. */
const documentPath = String.raw`^(/|.*/[^/.]*|.*\.(html|svg))$`;
/** A page, or a language's list of the content's files, which a publish changes as it does a page. */
const pagePath = String.raw`^(/|.*/[^/.]*|.*\.html|.*/${contentListFile.replace(".", "\\.")})$`;

const caddyQuote = (value: string) => `\`${value}\``;

/**
 * The server's response headers (server/security.ts, server/site/routes.ts) as a Caddyfile
 * snippet, for Caddy serving the built files itself: both deploy/ Caddyfiles import it.
 */
export function caddyHeaders(connectOrigins: string[]): string {
  const lines = (headers: Record<string, string>) =>
    Object.entries(headers).map(([name, value]) => `\t${name} ${caddyQuote(value)}`);
  return [
    "# Written by npm run build from server/security.ts: edit that, not this.",
    ...Object.entries(everyResponseHeaders).map(
      ([name, value]) => `header ${name} ${caddyQuote(value)}`,
    ),
    "@builtDocument {",
    `\tpath_regexp ${caddyQuote(documentPath)}`,
    `\tnot path_regexp ${caddyQuote(framedBySelfPath.source)}`,
    `\tnot path ${editor.path} ${editor.path}/*`,
    "}",
    "header @builtDocument {",
    ...lines(documentHeaders({ connectOrigins })),
    "}",
    `@builtFramedDocument path_regexp ${caddyQuote(framedBySelfPath.source)}`,
    "header @builtFramedDocument {",
    ...lines(documentHeaders({ connectOrigins }, "self")),
    "}",
    `@builtEditor path ${editor.path} ${editor.path}/*`,
    "header @builtEditor {",
    ...lines(editorDocumentHeaders({ connectOrigins })),
    "}",
    `@builtHashedAsset path /assets/* ${desk.path}/assets/* ${editor.path}/assets/*`,
    `header @builtHashedAsset Cache-Control ${caddyQuote(cacheControl.hashedAsset)}`,
    `@builtDesk path ${desk.path} ${desk.path}/*`,
    `header @builtDesk X-Robots-Tag ${caddyQuote(desk.robots)}`,
    `@builtPage path_regexp ${caddyQuote(pagePath)}`,
    `header @builtPage Cache-Control ${caddyQuote(cacheControl.page)}`,
    "@builtOtherFile {",
    `\tnot path /assets/* ${desk.path}/assets/* ${editor.path}/assets/*`,
    `\tnot path_regexp ${caddyQuote(pagePath)}`,
    "}",
    `header @builtOtherFile Cache-Control ${caddyQuote(cacheControl.otherFile)}`,
    "",
  ].join("\n");
}

/**
 * The same headers in the `_headers` format of Netlify and Cloudflare Pages. Those match by path
 * only (not by the type of the answer) and Cloudflare reads at most 100 rules, so the document
 * policies go on every path; a static host always answers over HTTPS, so HSTS goes there too.
 * Cache-Control is set for hashed assets only: both hosts revalidate pages by default, and a
 * header in two matching rules would be sent twice.
 */
export function netlifyHeaders(connectOrigins: string[]): string {
  const block = (pattern: string, headers: Record<string, string>) => [
    pattern,
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
  ];
  return [
    ...block("/*", {
      ...everyResponseHeaders,
      "Strict-Transport-Security": strictTransportSecurity,
      ...documentHeaders({ connectOrigins }),
    }),
    ...block("/assets/*", { "Cache-Control": cacheControl.hashedAsset }),
    ...proposalShells.flatMap((shell) => block(`${shell}/*`, privatePageHeaders)),
    ...block(`${desk.path}/assets/*`, { "Cache-Control": cacheControl.hashedAsset }),
    ...block(desk.path, { "X-Robots-Tag": desk.robots }),
    ...block(`${desk.path}/*`, { "X-Robots-Tag": desk.robots }),
    ...block(`${editor.path}/assets/*`, { "Cache-Control": cacheControl.hashedAsset }),
    // The editor's pages run Decap under a policy of their own. The site's is taken off first
    // (Cloudflare's "! name" detaches a header an earlier rule attached), else the browser would
    // enforce both and the stricter would stop Decap (docs/operations.md).
    ...[editor.path, `${editor.path}/*`].flatMap((pattern) => {
      const [path, ...headers] = block(pattern, editorDocumentHeaders({ connectOrigins }));
      return [path!, "  ! Content-Security-Policy", ...headers];
    }),
    "",
  ].join("\n");
}

/**
 * Permanent redirects of the build (redirects.json) for Caddy and for `_redirects`; the desk's
 * page for every address under /desk that is not one of its files; and, for a static host
 * (deploy/Caddyfile.static), which has no store to look a proposal up in, every proposal's
 * address gets its language's shell, which fetches the proposal and moves to the proposal's own
 * language if it differs.
 */
export function caddyRedirects(redirects: Record<string, string>): string {
  return [
    "# Written by npm run build from the site's redirects.",
    ...Object.entries(redirects).map(([from, to]) => `redir ${from} ${to} permanent`),
    ...proposalShells.flatMap((shell, index) => [
      `@proposal${index} path_regexp ^${shell}/[^/]+$`,
      `rewrite @proposal${index} ${shell}/index.html`,
      ...Object.entries(privatePageHeaders).map(
        ([name, value]) => `header @proposal${index} ${name} ${caddyQuote(value)}`,
      ),
    ]),
    "@deskRoute {",
    `\tpath ${desk.path}/*`,
    "\tnot file",
    "}",
    `rewrite @deskRoute /${desk.page}`,
    "",
  ].join("\n");
}

export function netlifyRedirects(redirects: Record<string, string>): string {
  return [
    ...Object.entries(redirects).map(([from, to]) => `${from} ${to} 301`),
    // Every proposal's address is its language's shell (see caddyRedirects).
    ...proposalShells.map((shell) => `${shell}/* ${shell}/index.html 200`),
    `${desk.path}/* /${desk.page} 200`,
    // Each language's own 404 page for an unknown address under its prefix.
    ...translatedLocales.map((locale) => `/${locale}/* /${locale}/404.html 404`),
    "",
  ].join("\n");
}

/**
 * Writes the headers and redirects a static host or Caddy needs beside the built files:
 * `_headers` and `_redirects` (Netlify, Cloudflare Pages), `_headers.caddy` and
 * `_redirects.caddy` (deploy/Caddyfile and deploy/Caddyfile.static import them).
 */
export function writeStaticHostFiles(distDir: string, redirects: Record<string, string>): void {
  const connectOrigins = connectOriginsOfBuild();
  writeFileSync(path.join(distDir, "_headers"), netlifyHeaders(connectOrigins));
  writeFileSync(path.join(distDir, "_headers.caddy"), caddyHeaders(connectOrigins));
  writeFileSync(path.join(distDir, "_redirects"), netlifyRedirects(redirects));
  writeFileSync(path.join(distDir, "_redirects.caddy"), caddyRedirects(redirects));
}
