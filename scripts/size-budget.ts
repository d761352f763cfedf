import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { localeOfPath, locales, unprefixedPath, type Locale } from "../data/domain/locales";
import { staticGraph, type Manifest } from "./lib/client-manifest";

/**
 * The size budget, checked over dist/ by `npm test`: for every prerendered page, the JavaScript
 * and CSS a visitor downloads before any interaction (see weighPage), gzipped, with the content's
 * data files the page asks for beside its code. A page that grows past its budget fails the test
 * and the message says which files it loads. Every language's pages have the same budgets as
 * English, each weighed against its own language's build (dist/.vite/manifest.<code>.json); the
 * Chinese pages, whose text compresses least, are the heaviest.
 *
 * Each budget sits 0.5 to 1.5 KB above the heaviest page it covers, so that growth is a decision:
 * the hashed names of the chunks alone move a page by up to 0.05 KB from one day's build to the
 * next. Every page's stylesheet (13.3 KB, inline) carries the rules that let the tour list's and
 * the gallery's filters, a card's details and the review kit's stars work before the script
 * (ui/theme.css; the gallery's 13.45 KB with its grid's own), and its shell the header's search as
 * a form that works without it (0.17 KB). No page may pass 110 KB. React is 66 KB of every page;
 * the shell (header, footer, consent, the kit's shared copy, the route table with /reviews and
 * the review link) about 17 KB. Beyond that a
 * page carries only what it shows:
 * - the tour list, its closed cards' data (an opened card's tabs and tour load as it opens);
 * - a month's page, that month's facts and its tours' cards; /when-to-go, every destination's year;
 * - a tour's or a destination's page, its own data file; the route map loads as it nears the screen;
 *   a tour's page also the reviews section's words (0.6 KB), its reviews only where it has any;
 * - /reviews, the published reviews and the tours they are of, for the filters;
 * - the comparison, the list's cards and the compared tours' files;
 * - a proposal (/p, the shell of every /p/<id>), the Appwrite SDK's client and functions (9 KB,
 *   with the SDK's unused enums left out, scripts/lib/pure-enums.ts, and a stand-in for
 *   bignumber.js, site/big-number.cjs); its tour's file once the proposal has arrived, and the
 *   booking's state (ui/booking-status.tsx) once it is accepted.
 */
type Budget = { jsKb: number; cssKb: number };
const routeBudgets: Array<[RegExp, Budget]> = [
  [/^\/$/, { jsKb: 100, cssKb: 13.5 }],
  [/^\/safari-tours$/, { jsKb: 110, cssKb: 13.5 }],
  [/^\/when-to-go$/, { jsKb: 100, cssKb: 13.5 }],
  [/^\/when-to-go\//, { jsKb: 110, cssKb: 13.5 }],
  [/^\/safari-tours\/compare$/, { jsKb: 104, cssKb: 13.5 }],
  [/^\/safari-tours\//, { jsKb: 108, cssKb: 13.5 }],
  [/^\/destinations\//, { jsKb: 108, cssKb: 13.5 }],
  [/^\/p$/, { jsKb: 107, cssKb: 13.5 }],
  [/^\/reviews(\/|$)/, { jsKb: 102, cssKb: 13.5 }],
];
/** Every other page: about, contact, gallery, the legal pages, the 404. */
const otherPages: Budget = { jsKb: 100, cssKb: 13.5 };

export function budgetFor(route: string): Budget {
  const path = unprefixedPath(route);
  return routeBudgets.find(([pattern]) => pattern.test(path))?.[1] ?? otherPages;
}

const distDir = path.resolve(process.argv[2] ?? "dist");

type PageWeight = { route: string; jsKb: number; cssKb: number; files: string[] };

function readLocaleManifest(locale: Locale): Manifest | null {
  const file = path.join(distDir, ".vite", `manifest.${locale}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Manifest) : null;
}

const gzipKb = (content: Buffer | string) => gzipSync(content, { level: 9 }).length / 1024;

function htmlPages(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory())
      // The operator's desk (dist/desk/) and the content editor (dist/admin/) are no traveller's
      // pages, and have builds of their own.
      return ["assets", "img", "desk", "admin"].includes(entry) ? [] : htmlPages(full);
    return entry.endsWith(".html") ? [full] : [];
  });
}

/**
 * What a page loads with no interaction: the entry and what it imports, then (after the first
 * paint, still unasked) what the entry fetches itself (the site's shell, site/hydrate.tsx) and
 * the page modules named on the root element, with everything they import; the inline
 * stylesheet and any linked one.
 */
export function weighPage(file: string, manifest: Manifest): PageWeight {
  const html = readFileSync(file, "utf8");
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error("The client manifest names no entry chunk");
  const pages = (/<div id="root" data-pages="([^"]*)"/.exec(html)?.[1] ?? "").split(" ");
  const keys = new Set<string>();
  for (const start of [
    entry,
    ...(manifest[entry]?.dynamicImports ?? []),
    ...pages.filter(Boolean).map((page) => `site/pages/${page}.tsx`),
  ]) {
    if (!manifest[start]) throw new Error(`${path.relative(distDir, file)}: no chunk for ${start}`);
    for (const key of staticGraph(manifest, start)) keys.add(key);
  }
  // The content's data the page's code reads, which the page asks for beside it.
  const content = (/<div id="root"[^>]*\bdata-code="([^"]*)"/.exec(html)?.[1] ?? "")
    .split(" ")
    .filter((url) => url.startsWith("/assets/content/"));
  const jsFiles = [...[...keys].map((key) => `/${manifest[key]?.file ?? key}`), ...content];
  const styles = [
    ...new Set(
      (html.match(/<link\b[^>]*rel="stylesheet"[^>]*>/g) ?? []).map(
        (tag) => /href="([^"]+)"/.exec(tag)?.[1] ?? "",
      ),
    ),
  ];
  const inlineCss = (html.match(/<style\b[^>]*>[\s\S]*?<\/style>/g) ?? []).join("");
  const read = (url: string) => {
    const local = path.join(distDir, url.split("?")[0] ?? "");
    if (!existsSync(local))
      throw new Error(`${path.relative(distDir, file)} needs ${url}, which is not in dist/`);
    return readFileSync(local);
  };
  const route = `/${path
    .relative(distDir, file)
    .replace(/(^|\/)index\.html$/, "")
    .replace(/\.html$/, "")}`;
  return {
    route,
    jsKb: jsFiles.reduce((sum, url) => sum + gzipKb(read(url)), 0),
    cssKb:
      styles.reduce((sum, url) => sum + gzipKb(read(url)), 0) + (inlineCss ? gzipKb(inlineCss) : 0),
    files: [...jsFiles, ...styles],
  };
}

function main() {
  if (!existsSync(path.join(distDir, "index.html"))) {
    console.error(`No built site in ${distDir}: run npm run build first.`);
    process.exit(1);
  }
  const manifests = new Map(locales.map((locale) => [locale, readLocaleManifest(locale)]));
  const pages = htmlPages(distDir).map((file) => {
    const route = `/${path.relative(distDir, file)}`;
    const manifest = manifests.get(localeOfPath(route));
    if (!manifest)
      throw new Error(`${route}: its language's client manifest is not in dist/.vite/`);
    return weighPage(file, manifest);
  });
  const over = pages.filter((page) => {
    const budget = budgetFor(page.route);
    return page.jsKb > budget.jsKb || page.cssKb > budget.cssKb;
  });
  for (const locale of locales) {
    const own = pages.filter((page) => localeOfPath(page.route) === locale);
    if (own.length === 0) continue;
    const heaviest = [...own].sort((a, b) => b.jsKb - a.jsKb)[0];
    const home = own.find((page) => unprefixedPath(page.route) === "/");
    console.log(
      `Size budget ${locale}: ${own.length} pages; home ${home?.jsKb.toFixed(1)} KB JS, ${home?.cssKb.toFixed(1)} KB CSS gzip; ` +
        `heaviest ${heaviest?.route} ${heaviest?.jsKb.toFixed(1)} KB JS.`,
    );
  }
  if (over.length > 0) {
    for (const page of over) {
      const budget = budgetFor(page.route);
      console.error(
        `  over budget: ${page.route} — JS ${page.jsKb.toFixed(1)} of ${budget.jsKb} KB, ` +
          `CSS ${page.cssKb.toFixed(1)} of ${budget.cssKb} KB (${page.files.join(", ")})`,
      );
    }
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
