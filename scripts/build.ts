import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { build } from "vite";
import { precompress } from "./lib/precompress";
import { writeStaticHostFiles } from "./lib/static-headers";
import { locales, type Locale } from "../data/locales";
import { buildLocales } from "./lib/build-locales";
import type { BuildLocale } from "./lib/site-locale-plugin";
import { distDir, localeBuildDir, prerenderSite } from "./prerender";

/**
 * dist/ from the languages' client builds: the first one whole (public files, its template and
 * manifest), then every other language's code and manifest beside it.
 */
function assembleDist(builds: readonly BuildLocale[]): void {
  rmSync(distDir, { recursive: true, force: true });
  const [first] = builds;
  if (!first) throw new Error("No language to build.");
  cpSync(localeBuildDir("client", first), distDir, { recursive: true });
  for (const locale of builds) {
    const clientDir = localeBuildDir("client", locale);
    if (locale !== first)
      cpSync(path.join(clientDir, "assets"), path.join(distDir, "assets"), { recursive: true });
    mkdirSync(path.join(distDir, ".vite"), { recursive: true });
    cpSync(
      path.join(clientDir, ".vite", "manifest.json"),
      path.join(distDir, ".vite", `manifest.${locale}.json`),
    );
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
 * The desk and the editor, built, or with `--apps-from <dir>` (a publish of an edit, which
 * changes neither) copied from the live site when it has both.
 */
async function buildApps(): Promise<void> {
  const flag = process.argv.indexOf("--apps-from");
  const from = flag === -1 ? undefined : process.argv[flag + 1];
  const apps = ["desk", "admin"];
  if (from && apps.every((app) => existsSync(path.join(from, app, "index.html")))) {
    for (const app of apps)
      cpSync(path.join(from, app), path.join(distDir, app), { recursive: true });
    return;
  }
  await buildDesk();
  await buildAdmin();
}

/**
 * The languages to build: all of them, or `SITE_LOCALES=en,de` for a quicker partial build, or
 * the pseudo-language alone with `--pseudo` (the translation check's build).
 */
function requestedLocales(): readonly Locale[] | "pseudo" {
  if (process.argv.includes("--pseudo")) return "pseudo";
  const requested = process.env.SITE_LOCALES?.split(",")
    .map((code) => code.trim())
    .filter(Boolean);
  if (!requested?.length) return locales;
  const unknown = requested.filter((code) => !(locales as readonly string[]).includes(code));
  if (unknown.length > 0)
    throw new Error(`SITE_LOCALES names unknown languages: ${unknown.join(", ")}`);
  return locales.filter((locale) => locale === "en" || requested.includes(locale));
}

/**
 * With `--compress-later` (npm start's first build) the pages are served as soon as they are
 * rendered, compressed on the way out until the caller has precompressed them.
 */
const compressLater = process.argv.includes("--compress-later");

/**
 * `npm run build`: image variants and fonts, the client bundle (dist/), the server-rendering bundle (a
 * temporary directory), the operator's desk (dist/desk/) and the content editor (dist/admin/), then every route prerendered into
 * dist/ with its own head (which marks the build complete for npm start), every text
 * file compressed beside itself for the server to send as it is, and the headers and redirects
 * a static host or Caddy needs to serve dist/ on its own.
 */
async function buildSite(): Promise<void> {
  const started = Date.now();
  // `npm test` makes the assets once, first, and says so (ASSETS_UP_TO_DATE) to its builds.
  if (!process.env.ASSETS_UP_TO_DATE) {
    const assets = spawnSync("npm", ["run", "--silent", "assets"], { stdio: "inherit" });
    if (assets.status !== 0)
      throw new Error(`npm run assets failed (exit ${assets.status ?? assets.signal}).`);
  }

  // One date for the client bundle and the prerender, so both render the same "last updated".
  process.env.VITE_BUILD_DATE ||= new Date().toISOString();
  process.env.NODE_ENV = "production";

  const built = requestedLocales();
  const builds = built === "pseudo" ? (["pseudo"] as const) : built;
  await buildLocales(builds);
  assembleDist(builds);
  await buildApps();
  const summary = await prerenderSite(built);
  const compressed = compressLater ? 0 : await precompress(summary.distDir);
  const redirects = JSON.parse(
    readFileSync(path.join(summary.distDir, "redirects.json"), "utf8"),
  ) as Record<string, string>;
  writeStaticHostFiles(summary.distDir, redirects);
  console.log(
    `Built ${summary.pages} pages and ${summary.redirects} redirects into ${path.relative(process.cwd(), summary.distDir)}/ ` +
      (compressLater ? "" : `(${compressed} files precompressed) `) +
      `in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}

buildSite().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
