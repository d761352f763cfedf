import {
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { build } from "vite";
import { locales, type Locale } from "../../data/domain/locales";
import type { LocaleBuilders } from "./build-locales";
import { buildInputs, buildInputsFile } from "./build-inputs";
import type { Manifest } from "./client-manifest";
import { precompress, precompressAssets } from "../../server/publish/precompress";
import type { BuildLocale } from "./site-locale-plugin";
import { writeStaticHostFiles } from "./static-headers";
import {
  distDir,
  localeBuildDir,
  prerenderRecord,
  publicDir,
  writeSiteFiles,
  type LocalePrerender,
} from "../prerender";

/**
 * dist/ around the prerendered pages: the public files, every language's code and each
 * language's manifest (the client builds' templates, which the pages replace, left out).
 */
function assembleDist(builds: readonly BuildLocale[]): void {
  cpSync(publicDir, distDir, { recursive: true });
  mkdirSync(path.join(distDir, ".vite"), { recursive: true });
  for (const locale of builds) {
    const clientDir = localeBuildDir("client", locale);
    // A file already there is the same file (its name is its content's hash), maybe linked from
    // the live site: it is left as it is.
    cpSync(path.join(clientDir, "assets"), path.join(distDir, "assets"), {
      recursive: true,
      force: false,
    });
    cpSync(
      path.join(clientDir, ".vite", "manifest.json"),
      path.join(distDir, ".vite", `manifest.${locale}.json`),
    );
  }
}

/**
 * A folder's files linked into another, folders made as they are met: a publish's copy of what
 * an edit cannot change (the desk, the editor) costs no bytes and no time.
 */
function linkTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target);
    else linkSync(source, target);
  }
}

/**
 * The operator's desk (desk/, vite.desk.config.ts) into dist/desk/: its own entry, styles and
 * chunks, none shared with a traveller's page.
 */
async function buildDesk(): Promise<void> {
  await build({ configFile: "vite.desk.config.ts", logLevel: "warn" });
}

/**
 * The content editor (admin/, vite.admin.config.ts, Decap CMS) into dist/admin/: its own entry,
 * none of it shared with a traveller's page. Decap's own modules use eval, which the editor's
 * policy allows on /admin alone (server/security.ts); the bundler's warning about it is left out.
 */
async function buildAdmin(): Promise<void> {
  await build({
    configFile: "vite.admin.config.ts",
    logLevel: "warn",
    build: { rolldownOptions: { checks: { eval: false } } },
  });
}

/**
 * The desk and the editor, built, or (a publish of an edit, which changes neither) linked from
 * the live site `appsFrom` when it has both.
 */
async function buildApps(appsFrom: string | undefined): Promise<void> {
  const apps = ["desk", "admin"];
  if (appsFrom && apps.every((app) => existsSync(path.join(appsFrom, app, "index.html")))) {
    for (const app of apps) linkTree(path.join(appsFrom, app), path.join(distDir, app));
    return;
  }
  await buildDesk();
  await buildAdmin();
}

/** The languages to build: all of them, or `SITE_LOCALES=en,de` for a quicker partial build. */
export function siteLocales(): readonly Locale[] {
  const requested = process.env.SITE_LOCALES?.split(",")
    .map((code) => code.trim())
    .filter(Boolean);
  if (!requested?.length) return locales;
  const unknown = requested.filter((code) => !(locales as readonly string[]).includes(code));
  if (unknown.length > 0)
    throw new Error(`SITE_LOCALES names unknown languages: ${unknown.join(", ")}`);
  return locales.filter((locale) => locale === "en" || requested.includes(locale));
}

export type SiteBuild = {
  builders: LocaleBuilders;
  /** The languages to build. */
  builds: readonly BuildLocale[];
  /**
   * For a publish: the live site, which the desk, the editor and the pages of the languages in
   * `keep` (which the edit leaves as they are) are linked from; with `keepPages` (an edit of the
   * content, not of a photo), so is each page of a built language that nothing it was made from
   * changed for (scripts/prerender.ts).
   */
  live?: { dir: string; keep: readonly Locale[]; keepPages?: boolean };
  /**
   * Leaves the precompression of the pages to the caller: they are served as soon as they exist.
   * A publish's code (assets/) is compressed all the same, before it goes live.
   */
  compressLater?: boolean;
  /**
   * The pages alone, to be read and never served (the pseudo-language's, which the translation
   * check reads): no desk, no editor and no compressed copies.
   */
  pagesOnly?: boolean;
};

/**
 * A language's pages as the live site has them, linked into dist/ with their compressed copies,
 * its manifest and the code that manifest names (a file the languages share is linked once, and
 * the built languages add theirs beside them); returns its prerender.
 */
function keepLanguage(liveDir: string, locale: Locale): LocalePrerender {
  const kept = JSON.parse(
    readFileSync(prerenderRecord(liveDir, locale), "utf8"),
  ) as LocalePrerender;
  const link = (file: string) => {
    const source = path.join(liveDir, file);
    const target = path.join(distDir, file);
    if (!existsSync(source) || existsSync(target)) return;
    mkdirSync(path.dirname(target), { recursive: true });
    linkSync(source, target);
  };
  const manifest = path.join(".vite", `manifest.${locale}.json`);
  const code = Object.values(
    JSON.parse(readFileSync(path.join(liveDir, manifest), "utf8")) as Manifest,
  ).flatMap((chunk) => [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]);
  for (const file of [...kept.files, ...code])
    for (const copy of ["", ".br", ".gz"]) link(`${file}${copy}`);
  link(manifest);
  return kept;
}

/**
 * dist/ (or DIST_DIR), from the languages' client and server-rendering builds, the operator's
 * desk (dist/desk/) and the content editor (dist/admin/): every route prerendered with its own
 * head, the sitemap, robots.txt, the inputs it was made from and the stamp that marks the build
 * complete, every text file compressed beside itself for the server to send as it is (unless
 * `compressLater`, which compresses a publish's code only, or `pagesOnly`), and the headers and redirects a static host or Caddy needs
 * to serve dist/ on its own.
 */
export async function buildSite({ builders, builds, live, compressLater, pagesOnly }: SiteBuild) {
  rmSync(distDir, { recursive: true, force: true });
  mkdirSync(distDir, { recursive: true });
  const inputs = buildInputs(process.cwd());
  const kept = new Map(
    (live?.keep ?? []).map((locale) => [locale, keepLanguage(live!.dir, locale)] as const),
  );
  const prerendered = await builders.build(builds, {
    reuseClient: live !== undefined,
    liveDir: live?.keepPages ? live.dir : undefined,
  });
  assembleDist(builds);
  if (!pagesOnly) await buildApps(live?.dir);
  const summary = writeSiteFiles(new Map([...kept, ...prerendered]));
  writeFileSync(buildInputsFile(distDir), `${JSON.stringify(inputs)}\n`);
  const compressed = pagesOnly
    ? 0
    : compressLater
      ? live
        ? await precompressAssets(summary.distDir, live.dir)
        : 0
      : await precompress(summary.distDir);
  const redirects = JSON.parse(
    readFileSync(path.join(summary.distDir, "redirects.json"), "utf8"),
  ) as Record<string, string>;
  writeStaticHostFiles(summary.distDir, redirects);
  const rendered = [...prerendered.values()].reduce((sum, built) => sum + (built.rendered ?? 0), 0);
  return { ...summary, compressed, rendered };
}
