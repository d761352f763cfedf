import {
  closeSync,
  existsSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import path from "node:path";
import { headScript } from "../site/head-script";
import type * as ServerEntryModule from "../site/entry-server";
import { fontPreloadLinks } from "../ui/font-files";
import {
  languageOf,
  languageTags,
  localePrefix,
  localizedPath,
  locales,
  type Locale,
} from "../data/domain/locales";
import { describeClassConflicts } from "./lib/class-conflicts";
import { readManifest, staticGraph, type Manifest } from "./lib/client-manifest";
import { contentUsesFile, writeDataFiles, type ContentUses } from "./lib/data-files";
import { contentHash, loadTrackedBundle } from "./lib/content-reads";
import type { BuildLocale } from "./lib/site-locale-plugin";
import { contentListFile } from "../server/site/routes";

type ServerEntry = typeof ServerEntryModule;

const root = process.cwd();
/** Each language's client and server-rendering builds, before the prerender merges them. */
export const localeBuildDir = (kind: "client" | "ssr", locale: string) =>
  path.join(root, ".cache", kind, locale);
/** The files served as they are (public/), which the build copies into dist/ once. */
export const publicDir = path.join(root, "public");
/** Where the build writes the site: dist/, or DIST_DIR (where the server reads it too). */
export const distDir = path.resolve(root, process.env.DIST_DIR || "dist");
const headMarker = "<!--app-head-->";
const htmlMarker = "<!--app-html-->";
const rootElement = '<div id="root">';
const clientEntry = "index.html";
/** Written last, so `npm start` can tell a finished build from an interrupted one. */
export const buildStampFile = path.join(distDir, ".vite", "build-complete.json");

/** Every element's class attribute in rendered markup, unescaped. */
function classAttributes(markup: string): string[] {
  return [...markup.matchAll(/\sclass="([^"]*)"/g)].map(([, value]) =>
    (value ?? "")
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&"),
  );
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * The stylesheets of the page's lazy modules, if any have their own (the kit's styles are all
 * in the entry's). The modules' code is not preloaded: the entry fetches it after the first
 * paint, so it never competes with the page's first render.
 */
function pageStylesheets(
  manifest: Manifest,
  alreadyLoaded: ReadonlySet<string>,
  pages: readonly string[],
): string {
  const files = new Set<string>();
  for (const key of pages.map((page) => `site/pages/${page}.tsx`)) {
    if (!manifest[key]) throw new Error(`The client manifest has no chunk for ${key}.`);
    for (const dependency of staticGraph(manifest, key)) {
      if (alreadyLoaded.has(dependency)) continue;
      for (const file of manifest[dependency]?.css ?? []) files.add(file);
    }
  }
  return [...files].map((file) => `<link rel="stylesheet" href="/${file}">`).join("\n    ");
}

/** The chunks' files, as the page names them. */
function fileList(manifest: Manifest, keys: Iterable<string>): string {
  return [...keys].map((key) => `/${manifest[key]?.file ?? key}`).join(" ");
}

/**
 * Every chunk of the code the entry fetches after the first paint (the shell and the page's
 * modules, with all they import), for the entry to ask for at once: otherwise the browser finds
 * a file's own imports only once it has that file, a round trip later each time.
 */
function codeChunks(
  manifest: Manifest,
  loaded: ReadonlySet<string>,
  pages: readonly string[],
): Set<string> {
  const keys = new Set<string>();
  for (const start of [
    ...(manifest[clientEntry]?.dynamicImports ?? []),
    ...pages.map((page) => `site/pages/${page}.tsx`),
  ]) {
    for (const key of staticGraph(manifest, start)) if (!loaded.has(key)) keys.add(key);
  }
  return keys;
}

/**
 * The markup with each lazy part's element (`<div data-part="…">`, site/lazy-part.tsx) naming
 * the files of the part's code that the entry and the page do not load (`data-code`): a tap in
 * the part before any code runs has the head script fetch them all at once, beside the page's,
 * rather than once the page's module asks for the part and each file's imports after it.
 */
function partCode(
  markup: string,
  manifest: Manifest,
  partModules: ReadonlyMap<string, string>,
  loaded: ReadonlySet<string>,
  pageCode: ReadonlySet<string>,
  content: PageContent,
): string {
  return markup.replace(/<div data-part="([^"]+)"/g, (element, name: string) => {
    const module = partModules.get(name);
    if (!module) return element;
    if (!manifest[module]?.isDynamicEntry) {
      throw new Error(
        `The part "${name}" names ${module} as its module, which the client build has no chunk for.`,
      );
    }
    const keys = [...staticGraph(manifest, module)].filter(
      (key) => !loaded.has(key) && !pageCode.has(key),
    );
    const data = content.filesOf(keys).filter((file) => !content.page.has(file));
    for (const file of data) content.parts.add(file);
    return `${element} data-code="${[fileList(manifest, keys), ...data].join(" ").trim()}"`;
  });
}

/** The content's files a page asks for with its code, and those its chunks read. */
type PageContent = {
  /** The files of the content the entry's and the page's code read. */
  page: ReadonlySet<string>;
  /** The files of the content the chunks of these manifest keys read. */
  filesOf: (keys: Iterable<string>) => string[];
  /** Where the files of the content the page's lazy parts read beyond the page's are added. */
  parts: Set<string>;
};

/**
 * Links for the chunks the entry imports, so the browser fetches them alongside it instead of
 * after it (the build writes no preload links of its own).
 */
function entryImportPreloads(manifest: Manifest): string {
  return (manifest[clientEntry]?.imports ?? [])
    .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]?.file}">`)
    .join("\n    ");
}

/**
 * The template with its stylesheets inlined: the first paint needs no request beyond the HTML.
 * The whole stylesheet is small enough (about 12 KB compressed) that inlining all of it beats
 * a second round trip, and client-side navigation needs no more CSS.
 */
function inlineStylesheets(template: string, clientDir: string): string {
  return template.replace(
    /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g,
    (_tag, file: string) => `<style>${readFileSync(path.join(clientDir, file), "utf8")}</style>`,
  );
}

/**
 * The template with the entry's module run as soon as it has arrived (`async`) rather than once
 * the whole page has been parsed: on a slow phone a long page takes the browser a second or more
 * to parse, and the entry asks for the page's code meanwhile (site/main.tsx).
 */
function asyncEntry(template: string): string {
  const entry = '<script type="module" crossorigin src=';
  if (!template.includes(entry)) throw new Error("index.html has no module entry to run async.");
  return template.replace(entry, '<script type="module" async crossorigin src=');
}

/**
 * The template with the favicon (600 bytes) in its <link> as a data: URL, so that no page asks
 * for it alongside the fonts and the main image; its <title>, which a tab never shows, is left
 * out. /favicon.svg stays for the organization's logo.
 */
function inlineFavicon(template: string): string {
  const link = 'href="/favicon.svg"';
  if (!template.includes(link)) throw new Error("index.html links no /favicon.svg to inline.");
  const svg = readFileSync(path.join(publicDir, "favicon.svg"), "utf8")
    .replace(/\s*\n\s*/g, "")
    .replace(/<title>[^<]*<\/title>/, "")
    .replace(/"/g, "'")
    .replace(/[%#]/g, encodeURIComponent);
  return template.replace(link, () => `href="data:image/svg+xml,${svg}"`);
}

/**
 * A preload for the page's priority image (the <img fetchPriority="high"> of a <picture>), so the
 * browser asks for it with the first bytes of the HTML rather than once it reaches the markup.
 * React writes no preload for an image inside <picture>, whose sources it cannot choose between.
 */
function priorityImagePreload(markup: string): string {
  const img = /<img\b[^>]*\bfetchPriority="high"[^>]*>/.exec(markup);
  if (!img) return "";
  const picture = markup.lastIndexOf("<picture", img.index);
  if (picture < 0) return "";
  const source = /<source type="image\/avif" srcSet="([^"]+)" sizes="([^"]+)"\/>/.exec(
    markup.slice(picture, img.index),
  );
  if (!source) return "";
  return `<link rel="preload" as="image" type="image/avif" imagesrcset="${source[1]}" imagesizes="${source[2]}" fetchpriority="high">`;
}

/**
 * React puts resource hints of the render (image preloads for high-priority images) before
 * the markup when it does not render <head> itself; they belong in <head>.
 */
function splitLeadingHints(html: string): { hints: string; markup: string } {
  const match = /^(?:<link\b[^>]*>)+/.exec(html);
  return match
    ? { hints: match[0], markup: html.slice(match[0].length) }
    : { hints: "", markup: html };
}

/**
 * The client build's template cut where a page's own parts go: before the head's marker, before
 * the root element (which the page's sprite precedes and the page's own root replaces), before
 * the markup's marker, and after it; none if a marker is missing.
 */
function templateParts(template: string): [string, string, string, string] | undefined {
  const head = template.indexOf(headMarker);
  const rootAt = template.indexOf(rootElement, head);
  const html = template.indexOf(htmlMarker, rootAt);
  if (head === -1 || rootAt === -1 || html === -1) return undefined;
  return [
    template.slice(0, head),
    template.slice(head + headMarker.length, rootAt),
    template.slice(rootAt + rootElement.length, html),
    template.slice(html + htmlMarker.length),
  ];
}

/**
 * A page written part by part: the markup is mostly two-byte text (a dash, an ellipsis, Chinese)
 * and the template one-byte, and Node writes each as it is held several times faster than one
 * string joining them (a language's 56 pages rendered and written in 490 ms instead of 580 ms).
 */
function writeParts(file: string, parts: readonly string[]): void {
  const fd = openSync(file, "w");
  try {
    for (const part of parts) writeSync(fd, part);
  } finally {
    closeSync(fd);
  }
}

function outputFile(pagesDir: string, route: string): string {
  return route === "/"
    ? path.join(pagesDir, "index.html")
    : path.join(pagesDir, route, "index.html");
}

/** What one language's prerender leaves for the site-wide files, and the pages it wrote. */
export type LocalePrerender = {
  routes: string[];
  redirects: Record<string, string>;
  siteUrl: string;
  lastModified: string;
  /** The pages written, relative to dist/, and the content's files. */
  files: string[];
  /** How many pages were rendered (the others were kept from the live site). */
  rendered?: number;
  /**
   * What every page was rendered with besides the content: the hash of the code, the template
   * and the build's date (`renderInputs`, scripts/lib/build-locales.ts).
   */
  renderedWith?: string;
  /** The content read outside any page's render, which every page depends on. */
  everyPage?: string[];
  /** The hash of each of the content's data the pages read, by name. */
  content?: Record<string, string>;
  /** Each page, relative to dist/, with what it was made from. */
  pages?: Record<string, PageRecord>;
};

/** What a page was made from of the content: the data its render read, and the files it names. */
export type PageRecord = { read: string[]; named: Record<string, string> };

export type PrerenderOptions = {
  /** Where the pages go (dist/ by default). */
  pagesDir?: string;
  /** The hash of what every page is rendered with besides the content (`renderedWith`). */
  renderedWith: string;
  /** For a publish: the live site's pages of the language, each kept if rendering it is moot. */
  live?: LivePages;
};

/** A publish's live site, whose pages are kept where what they are made from is unchanged. */
export type LivePages = { dir: string; record: LocalePrerender };

/** Where a build keeps a language's prerender, for a later publish that keeps its pages. */
export const prerenderRecord = (dir: string, locale: Locale) =>
  path.join(dir, ".vite", `prerender.${locale}.json`);

/**
 * Every route of one language rendered into dist/ (or `pagesDir`), under the language's prefix,
 * with its own 404 page, from that language's client template and manifest and its
 * server-rendering bundle's entry `serverEntry` (named like its chunks by its content,
 * `entry-server-<hash>.js`, so that a builder that builds again, for a publish, imports the new
 * code rather than the modules it has loaded): the languages' prerenders write apart from each
 * other, so they can run side by side. The content's data the client code reads is written beside
 * the pages as files of their own (scripts/lib/data-files.ts), listed by name in the language's
 * `content-files.json`; a page names those its code and each lazy part's code read in their
 * `data-code`, so they come with the code, and lists them by name in `<script id="content-files">`
 * (with the address of the language's list, for a client-side navigation): a page names no file
 * of content it does not read, so an edit to that content leaves the page as it was. The
 * pseudo-language (`target`) renders the English addresses.
 */
export async function prerenderLocale(
  target: BuildLocale,
  buildName: string,
  serverEntry: string,
  { pagesDir = distDir, renderedWith, live }: PrerenderOptions,
): Promise<LocalePrerender> {
  const locale = target === "pseudo" ? "en" : target;
  const clientDir = localeBuildDir("client", buildName);
  const templateFile = path.join(clientDir, "index.html");
  const template = asyncEntry(
    inlineFavicon(inlineStylesheets(readFileSync(templateFile, "utf8"), clientDir)),
  ).replace('<html lang="en">', () => `<html lang="${languageTags[locale]}">`);
  const parts = templateParts(template);
  if (!parts) {
    throw new Error(
      `${templateFile} is not the client build's template: run the client build first.`,
    );
  }
  const [beforeHead, beforeRoot, beforeMarkup, afterMarkup] = parts;
  const manifest = readManifest(clientDir);
  /** The entry's code, which every page's HTML loads itself. */
  const entryCode = staticGraph(manifest, clientEntry);
  const bundle = await loadTrackedBundle<ServerEntry>(serverEntry);
  const { entry } = bundle;
  const prefix = localePrefix(locale);
  const uses = JSON.parse(
    readFileSync(path.join(clientDir, contentUsesFile), "utf8"),
  ) as ContentUses;
  const content = writeDataFiles(target, uses, pagesDir);
  const contentList = path.join(pagesDir, prefix, contentListFile);
  mkdirSync(path.dirname(contentList), { recursive: true });
  writeFileSync(contentList, `${JSON.stringify(content.files)}\n`);
  const contentNames = new Map(Object.entries(content.files).map(([name, file]) => [file, name]));
  /**
   * The end of a page whose code and parts read the content's files `read`: its list of them by
   * name, and the address of the language's list of every file. After the page's markup: only
   * the code reads it, once the page is parsed, and the first paint waits for the markup before
   * it (the render-blocking `expect` link in the head).
   */
  const pageEnd = (read: Iterable<string>) => {
    const named = Object.fromEntries(
      [...new Set(read)].flatMap((file) => {
        const name = contentNames.get(file);
        return name ? [[name, file] as const] : [];
      }),
    );
    return {
      named,
      end: afterMarkup.replace(
        "</body>",
        () =>
          `  <script type="application/json" id="content-files" data-all="${prefix}/${contentListFile}">${JSON.stringify(named)}</script>\n  </body>`,
      ),
    };
  };
  if (!afterMarkup.includes("</body>")) throw new Error(`${templateFile} has no </body>.`);
  const contentOf = (keys: Iterable<string>) => [
    ...new Set(
      [...keys].flatMap((key) =>
        (uses[manifest[key]?.file ?? ""] ?? []).map((name) => content.files[name] ?? ""),
      ),
    ),
  ];

  /** The page's parts, and the content's files it names (its list's). */
  const renderPage = async (
    route: string,
    expectedStatus: number,
  ): Promise<{ parts: string[]; named: Record<string, string> }> => {
    const result = await entry.render(route);
    if (!("html" in result))
      throw new Error(`${route} redirects to ${result.location} instead of rendering.`);
    if (result.status !== expectedStatus) {
      throw new Error(
        `${route} rendered with status ${result.status}, expected ${expectedStatus}.`,
      );
    }
    const { hints, markup: rendered } = splitLeadingHints(result.html);
    const pageCode = codeChunks(manifest, entryCode, result.pages);
    const pageContent = [
      ...contentOf([...entryCode, ...pageCode]),
      ...result.content.flatMap((name) => content.files[name] ?? []),
    ];
    const partContent = new Set<string>();
    const markup = partCode(rendered, manifest, entry.lazyPartModules, entryCode, pageCode, {
      page: new Set(pageContent),
      filesOf: contentOf,
      parts: partContent,
    });
    const conflicts = describeClassConflicts(classAttributes(markup));
    if (conflicts.length > 0) {
      throw new Error(
        `${route} has elements whose classes override each other; use a variant instead:\n  ${conflicts.join("\n  ")}`,
      );
    }
    const head = [
      `<script>${headScript}</script>`,
      result.head,
      priorityImagePreload(markup),
      fontPreloadLinks(languageOf(locale).accentedLatin ? ["basic", "extended"] : ["basic"]),
      entryImportPreloads(manifest),
      hints,
      pageStylesheets(manifest, entryCode, result.pages),
    ]
      .filter(Boolean)
      .join("\n    ");
    const { named, end } = pageEnd([...pageContent, ...partContent]);
    const parts = [
      beforeHead,
      head,
      beforeRoot,
      `${result.sprite}\n    <div id="root" data-pages="${result.pages.join(" ")}" data-code="${[fileList(manifest, pageCode), ...pageContent].join(" ").trim()}">`,
      beforeMarkup,
      markup,
      end,
    ];
    return { parts, named };
  };

  const files: string[] = [...content.written, path.relative(pagesDir, contentList)];
  const pages: Record<string, PageRecord> = {};
  const hashes = new Map<string, string>();
  const hashOf = (name: string) => {
    if (!hashes.has(name)) hashes.set(name, contentHash(target, name));
    return hashes.get(name) ?? "";
  };
  const routes = bundle.listing(() => entry.prerenderedPaths());
  const unlisted = bundle.listing(() => entry.unlistedPaths());
  const redirects = Object.fromEntries(
    Object.entries(bundle.listing(() => entry.permanentRedirects())).map(([from, to]) => [
      localizedPath(locale, from),
      localizedPath(locale, to),
    ]),
  );
  /**
   * Whether the live site's page `file` is what rendering it again would write: rendered with
   * the same code, template and date, and nothing of the content it read, nor any file it
   * names, changed since.
   */
  const unchanged = (file: string): boolean => {
    const page = live?.record.pages?.[file];
    const record = live?.record;
    if (!page || !record?.content || record.renderedWith !== renderedWith) return false;
    const read = [...(record.everyPage ?? []), ...page.read];
    return (
      read.every((name) => record.content?.[name] === hashOf(name)) &&
      Object.entries(page.named).every(([name, named]) => content.files[name] === named) &&
      existsSync(path.join(live?.dir ?? "", file))
    );
  };
  const write = async (route: string, file: string, status: number) => {
    const relative = path.relative(pagesDir, file);
    mkdirSync(path.dirname(file), { recursive: true });
    if (live && unchanged(relative)) {
      for (const copy of ["", ".br", ".gz"]) {
        const source = path.join(live.dir, `${relative}${copy}`);
        if (existsSync(source)) linkSync(source, `${file}${copy}`);
      }
      pages[relative] = live.record.pages?.[relative] as PageRecord;
    } else {
      const { value, read } = await bundle.during(() => renderPage(route, status));
      writeParts(file, value.parts);
      pages[relative] = { read, named: value.named };
      rendered += 1;
    }
    files.push(relative);
  };
  let rendered = 0;
  for (const route of routes) {
    const address = localizedPath(locale, route);
    await write(address, outputFile(pagesDir, address), 200);
  }
  // Private pages' shells and the search page: written like any page, left out of the sitemap
  // (`routes`).
  for (const route of unlisted) {
    const address = localizedPath(locale, route);
    await write(address, outputFile(pagesDir, address), 200);
  }
  await write(
    localizedPath(locale, entry.notFoundRenderPath),
    path.join(pagesDir, prefix, "404.html"),
    404,
  );
  bundle.done();
  const read = new Set([...bundle.everyPage, ...Object.values(pages).flatMap((page) => page.read)]);
  return {
    routes,
    redirects,
    siteUrl: entry.siteUrl,
    lastModified: entry.buildDate.toISOString().slice(0, 10),
    files,
    rendered,
    renderedWith,
    everyPage: [...bundle.everyPage].sort(),
    content: Object.fromEntries([...read].sort().map((name) => [name, hashOf(name)])),
    pages,
  };
}

/** A page's address in a language, as the sitemap writes it. */
function sitemapUrl(siteUrl: string, locale: Locale, route: string): string {
  return escapeXml(`${siteUrl}${localizedPath(locale, route)}`);
}

/**
 * The sitemap: every language's address of every page, each with the alternates in all
 * languages and x-default (the English page), as search engines read them.
 */
function sitemap(english: LocalePrerender, built: readonly Locale[]): string {
  const { siteUrl, lastModified } = english;
  const urls = english.routes.flatMap((route) => {
    const alternates = [
      ...built.map(
        (locale) =>
          `    <xhtml:link rel="alternate" hreflang="${languageTags[locale]}" href="${sitemapUrl(siteUrl, locale, route)}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${sitemapUrl(siteUrl, "en", route)}"/>`,
    ];
    return built.map(
      (locale) =>
        `  <url>\n    <loc>${sitemapUrl(siteUrl, locale, route)}</loc>\n    <lastmod>${lastModified}</lastmod>\n${alternates.join("\n")}\n  </url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/**
 * The site-wide files from every built language's prerender: the sitemap, robots.txt, the
 * redirect table, each language's prerender (for a publish that keeps its pages) and, last, the
 * stamp that marks the build complete. `pseudo` has rendered the English addresses from the
 * pseudo-language build.
 */
export function writeSiteFiles(results: ReadonlyMap<Locale, LocalePrerender>): {
  pages: number;
  redirects: number;
  distDir: string;
} {
  const languages = locales.filter((locale) => results.has(locale));
  const english = results.get("en");
  if (!english) throw new Error("The English build is missing: every build includes English.");
  const redirects = Object.assign(
    {},
    ...languages.map((locale) => results.get(locale)?.redirects),
  ) as Record<string, string>;
  writeFileSync(path.join(distDir, "redirects.json"), `${JSON.stringify(redirects, null, 2)}\n`);
  writeFileSync(path.join(distDir, "sitemap.xml"), sitemap(english, languages));
  writeFileSync(
    path.join(distDir, "robots.txt"),
    `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${english.siteUrl}/sitemap.xml\n`,
  );

  const pages = [...results.values()].reduce((sum, r) => sum + r.routes.length + 1, 0);
  mkdirSync(path.dirname(buildStampFile), { recursive: true });
  for (const [locale, result] of results)
    writeFileSync(prerenderRecord(distDir, locale), `${JSON.stringify(result)}\n`);
  writeFileSync(
    buildStampFile,
    `${JSON.stringify({ builtAt: new Date().toISOString(), pages, locales: languages })}\n`,
  );
  return { pages, redirects: Object.keys(redirects).length, distDir };
}

export function hasCompleteBuild(): boolean {
  return existsSync(buildStampFile) && existsSync(path.join(distDir, "index.html"));
}
