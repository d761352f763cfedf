import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { readManifest, staticGraph, type Manifest } from "./lib/client-manifest";

/**
 * The size budget, checked over dist/ by `npm test`: for every prerendered page, the JavaScript
 * and CSS a visitor downloads before any interaction (see weighPage), gzipped. A page that grows
 * past its budget fails the test and the message says which files it loads. The home page's was
 * the target of 90 KB (React alone is 66 KB of it); taking every tap before the code is live,
 * the retry when a chunk fails and the route table added 0.7 KB to every page (about 4 ms at
 * 1.6 Mbps), so each budget is 1 KB higher. The others sit just above today's sizes so that any
 * growth is a deliberate decision.
 */
type Budget = { jsKb: number; cssKb: number };
const routeBudgets: Array<[RegExp, Budget]> = [
  [/^\/$/, { jsKb: 91, cssKb: 12 }],
  [/^\/safari-tours$/, { jsKb: 128, cssKb: 12 }],
  [/^\/(safari-tours|destinations)\//, { jsKb: 114, cssKb: 12 }],
];
/** Every other page: about, contact, gallery, the legal pages, the 404. */
const otherPages: Budget = { jsKb: 91, cssKb: 12 };

export function budgetFor(route: string): Budget {
  return routeBudgets.find(([pattern]) => pattern.test(route))?.[1] ?? otherPages;
}

const distDir = path.resolve(process.argv[2] ?? "dist");

type PageWeight = { route: string; jsKb: number; cssKb: number; files: string[] };

const gzipKb = (content: Buffer | string) => gzipSync(content, { level: 9 }).length / 1024;

function htmlPages(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory())
      return entry === "assets" || entry === "img" ? [] : htmlPages(full);
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
  if (!entry) throw new Error("dist/.vite/manifest.json names no entry chunk");
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
  const jsFiles = [...keys].map((key) => `/${manifest[key]?.file ?? key}`);
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
  const manifest = readManifest(distDir);
  const pages = htmlPages(distDir).map((file) => weighPage(file, manifest));
  const over = pages.filter((page) => {
    const budget = budgetFor(page.route);
    return page.jsKb > budget.jsKb || page.cssKb > budget.cssKb;
  });
  const heaviest = [...pages].sort((a, b) => b.jsKb - a.jsKb)[0];
  const home = pages.find((page) => page.route === "/");
  console.log(
    `Size budget: ${pages.length} pages; home ${home?.jsKb.toFixed(1)} KB JS, ${home?.cssKb.toFixed(1)} KB CSS gzip; ` +
      `heaviest ${heaviest?.route} ${heaviest?.jsKb.toFixed(1)} KB JS.`,
  );
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
