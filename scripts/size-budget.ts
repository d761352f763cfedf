import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/**
 * The size budget, checked over dist/ by `npm test`: for every prerendered page, the JavaScript
 * and CSS a visitor downloads before any interaction (the entry module, its modulepreloads, the
 * stylesheets and inline styles), gzipped. A page that grows past its budget fails the test and
 * the message says which files it loads. The budgets sit just above today's sizes so that any
 * growth is a deliberate decision; the performance target for the home page is 90 KB of JS.
 */
type Budget = { jsKb: number; cssKb: number };
const routeBudgets: Array<[RegExp, Budget]> = [
  [/^\/$/, { jsKb: 110, cssKb: 25 }],
  [/^\/safari-tours$/, { jsKb: 146, cssKb: 25 }],
  [/^\/(safari-tours|destinations)\//, { jsKb: 131, cssKb: 25 }],
  [/^\/contact$/, { jsKb: 129, cssKb: 25 }],
  [/.*/, { jsKb: 106, cssKb: 25 }],
];

export function budgetFor(route: string): Budget {
  return routeBudgets.find(([pattern]) => pattern.test(route))?.[1] ?? { jsKb: 90, cssKb: 25 };
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

export function weighPage(file: string): PageWeight {
  const html = readFileSync(file, "utf8");
  const attribute = (tag: string, name: string) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const scripts = tags
    .filter((tag) => /^<script\b/.test(tag) && /type="module"/.test(tag) && attribute(tag, "src"))
    .map((tag) => attribute(tag, "src") as string);
  const preloads = tags
    .filter((tag) => /rel="modulepreload"/.test(tag))
    .map((tag) => attribute(tag, "href") as string);
  const styles = [
    ...new Set(
      tags
        .filter((tag) => /rel="stylesheet"/.test(tag))
        .map((tag) => attribute(tag, "href") as string),
    ),
  ];
  const inlineCss = (html.match(/<style\b[^>]*>[\s\S]*?<\/style>/g) ?? []).join("");
  const read = (url: string) => {
    const local = path.join(distDir, url.split("?")[0] ?? "");
    if (!existsSync(local))
      throw new Error(`${path.relative(distDir, file)} links ${url}, which is not in dist/`);
    return readFileSync(local);
  };
  const jsFiles = [...new Set([...scripts, ...preloads])];
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
  const pages = htmlPages(distDir).map(weighPage);
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
