import { spawnSync } from "node:child_process";
import { availableParallelism } from "node:os";
import path from "node:path";
import { buildDay } from "./lib/build-date";
import { startLocaleBuilders } from "./lib/build-locales";
import { buildSite, siteLocales } from "./lib/site-build";

/**
 * With `--compress-later` (npm start's first build) the pages are served as soon as they are
 * rendered, compressed on the way out until the caller has precompressed them.
 */
const compressLater = process.argv.includes("--compress-later");

/**
 * `npm run build`: image variants and fonts (`npm run assets`), then the site into dist/
 * (scripts/lib/site-build.ts): every language's client bundle and prerendered pages, the
 * operator's desk and the content editor, the precompressed files and the static host's files.
 */
async function main(): Promise<void> {
  const started = Date.now();
  // `npm test` makes the assets once, first, and says so (ASSETS_UP_TO_DATE) to its builds.
  if (!process.env.ASSETS_UP_TO_DATE) {
    const assets = spawnSync("npm", ["run", "--silent", "assets"], { stdio: "inherit" });
    if (assets.status !== 0)
      throw new Error(`npm run assets failed (exit ${assets.status ?? assets.signal}).`);
  }

  // One date for the client bundle and the prerender, so both render the same "last updated".
  process.env.VITE_BUILD_DATE ||= buildDay();
  process.env.NODE_ENV = "production";

  // The pseudo-language's pages alone with `--pseudo` (the translation check reads them).
  const pseudo = process.argv.includes("--pseudo");
  const builds = pseudo ? (["pseudo"] as const) : siteLocales();
  const builders = startLocaleBuilders(Math.min(availableParallelism(), builds.length));
  const summary = await buildSite({ builders, builds, compressLater, pagesOnly: pseudo }).finally(
    () => builders.stop(),
  );
  console.log(
    `Built ${summary.pages} pages and ${summary.redirects} redirects into ${path.relative(process.cwd(), summary.distDir)}/ ` +
      (summary.compressed ? `(${summary.compressed} files precompressed) ` : "") +
      `in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
