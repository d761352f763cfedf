import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { localeOfPath, locales, unprefixedPath, type Locale } from "../data/locales";
import { staticGraph, type Manifest } from "./lib/client-manifest";

/**
 * The size budget, checked over dist/ by `npm test`: for every prerendered page, the JavaScript
 * and CSS a visitor downloads before any interaction (see weighPage), gzipped. A page that grows
 * past its budget fails the test and the message says which files it loads. The home page's was
 * the target of 90 KB (React alone is 66 KB of it); taking every tap before the code is live,
 * the retry when a chunk fails and the route table added 0.7 KB to every page (about 4 ms at
 * 1.6 Mbps), so each budget is 1 KB higher. The others sit just above today's sizes so that any
 * growth is a deliberate decision. Six languages moved every word into message catalogues and
 * the kit's copy into a provider the shell carries whole: 6.6 KB more on the English home page,
 * up to 9.3 KB on the Chinese one (whose text compresses least), so each budget was 10 to 12 KB
 * higher; splitting the kit's copy by component family, each shipped with the code that renders
 * it, took 1.8 to 2.9 KB off every page again, and each budget is 2 KB lower. Planning the trip
 * added the copy of the route map, month calendar and comparison to that provider (0.6 KB on
 * every page), the comparison checkboxes and bar to the tour list (3.3 KB) and the print contact
 * block to a tour page; the route map and a destination's months load as they near the screen,
 * so a tour or destination page grew 2 to 3 KB and their budget is 2 KB higher, the tour list's
 * 3 KB. The tour list's is 1 KB higher again: its Chinese page sat 0.02 KB under the budget, and
 * the hashed names of the chunks, which change with the build's day, move a page's gzip size by
 * up to 0.05 KB from one day's build to the next, so the same code failed the day after.
 * /when-to-go carries every destination's year, notes included, and a month's page that and
 * the cards of its tours. A traveller's proposal (/p, the shell of every /p/<id>) asks for its
 * proposal at once, so it carries the Appwrite SDK (24 KB), every tour's data (19 KB) for the
 * tour's title and inclusions, and the route map. The content's data then left the code for files
 * of its own (assets/content/, scripts/lib/data-files.ts), which a page asks for beside its code
 * and which count here: a published edit changes those files and no code, which a returning
 * visitor keeps. Data and code compressed apart made a page 0.2 to 0.7 KB larger and a legal page
 * (which loads the three legal pages' data) 1.6 KB, so each budget is 1 KB higher. The pages that
 * show package cards (a destination's, a month's) then loaded the tours' listings (2–3 KB) rather
 * than the whole tours (17–20 KB), and the tour list no longer the destinations, so their budgets
 * are 16 and 5 KB lower. A tour's page then loaded its own tour's data (1.5–2 KB) rather than
 * every tour's (17–20 KB): its budget is 15 KB lower, and the comparison, which still reads every
 * tour, keeps the tour pages' former budget less 8 KB. The tour list then loaded what its closed
 * cards show (3 KB) rather than every tour (17 KB), and an opened card's tabs (their code, Radix's
 * tabs among it, and the tour's file) as the card opens: its budget is 27 KB lower. A proposal
 * then loaded its tour's file once the proposal had arrived, not every tour: 20 KB lower. The
 * comparison then read the tour list's cards and the compared tours' files rather than every
 * tour (15 KB lower); the pages that name destinations read their cards' data without the guides'
 * paragraphs (0.8 KB rather than 4 KB), a destination's page its own guide's file, a tour's page
 * no destination data at all, and a month's page that month's facts rather than the year's
 * (0.6 KB rather than 4.3 KB): 3 to 8 KB lower, every page but a proposal's at most 110 KB. A
 * proposal's route map then came as a part of its own, as a tour page's does: 5 KB lower. The
 * Appwrite SDK then read the service's answers without bignumber.js (site/big-number.cjs): a
 * proposal 8 KB lighter, 110–111 KB. Every language's pages have the same budgets as English:
 * each is weighed
 * against its own language's build (dist/.vite/manifest.<code>.json).
 */
type Budget = { jsKb: number; cssKb: number };
const routeBudgets: Array<[RegExp, Budget]> = [
  [/^\/$/, { jsKb: 100, cssKb: 12 }],
  [/^\/safari-tours$/, { jsKb: 111, cssKb: 12 }],
  [/^\/when-to-go$/, { jsKb: 100, cssKb: 12 }],
  [/^\/when-to-go\//, { jsKb: 110, cssKb: 12 }],
  [/^\/safari-tours\/compare$/, { jsKb: 104, cssKb: 12 }],
  [/^\/safari-tours\//, { jsKb: 107, cssKb: 12 }],
  [/^\/destinations\//, { jsKb: 108, cssKb: 12 }],
  [/^\/p$/, { jsKb: 112, cssKb: 12 }],
];
/** Every other page: about, contact, gallery, the legal pages, the 404. */
const otherPages: Budget = { jsKb: 100, cssKb: 12 };

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
