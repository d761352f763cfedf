import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { defaultCacheDir, precompress } from "../server/publish/precompress";
import { startPublisher, watchEdits } from "../server/publish/publisher";
import { buildStampFile, distDir, hasCompleteBuild } from "./prerender";

/** What the built site is made from: a change to any of these calls for a new build. */
const sources = [
  "ui",
  "site",
  "desk",
  "admin",
  "data",
  "content",
  "locales",
  "public",
  "images",
  "index.html",
  "vite.config.ts",
  "vite.apps.ts",
  "vite.desk.config.ts",
  "vite.admin.config.ts",
];

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, child) => Math.max(newest, newestChange(path.join(entry, child))),
    stats.mtimeMs,
  );
}

function buildIsCurrent(): boolean {
  if (!hasCompleteBuild()) return false;
  const builtAt = statSync(buildStampFile).mtimeMs;
  return sources.every((source) => newestChange(source) <= builtAt);
}

/**
 * `npm start`: builds when dist/ is missing or older than its sources, then serves the site. A
 * new build is served as soon as its pages are rendered; their Brotli and gzip copies, the slow
 * part of a build, are written while the server runs (it compresses on the way out until then),
 * and any a stopped start left unwritten are written next time (the rest come from the cache).
 */
if (buildIsCurrent()) {
  console.log("The built site in dist/ is up to date.");
} else {
  console.log("Building the site (dist/ is missing or older than its sources)...");
  const result = spawnSync("npm", ["run", "--silent", "build", "--", "--compress-later"], {
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
// The kit's Storybook at /kit/ for designers. A first build takes a few minutes, so it runs
// beside the server, which says so at /kit/ until it is done.
process.env.KIT_PUBLIC ??= "1";
if (
  process.env.KIT_PUBLIC === "1" &&
  !existsSync(path.join(process.env.KIT_DIR || "storybook-static", "index.json"))
) {
  console.log("Building the kit for /kit/ in the background...");
  spawn("npm", ["run", "--silent", "build:kit"], { stdio: "ignore" }).on("exit", (code) =>
    console.log(code === 0 ? "The kit is built: /kit/" : `The kit's build failed (exit ${code}).`),
  );
}
// The content editor at /admin writes this checkout's content/ and images/ (server/content/).
process.env.CONTENT_EDITOR ??= "1";
await import("../server/main");
/**
 * Stops the live site's compression, which an edit's publish would otherwise share the machine
 * with (and whose site it replaces); a run stopped this way stays quiet.
 */
let compressing = new AbortController();
async function compressPages(): Promise<void> {
  compressing = new AbortController();
  const { signal } = compressing;
  const started = Date.now();
  try {
    // One file at a time: the server's page reads share the worker threads compression uses.
    const count = await precompress(distDir, defaultCacheDir, 1, signal);
    if (!signal.aborted)
      console.log(
        `${count} files precompressed in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
      );
  } catch (error) {
    if (!signal.aborted)
      console.error(
        "Precompressing the site failed; pages are compressed as they are sent.",
        error,
      );
  }
}
void compressPages();

// An edit saved to the content, a translation or a photo (by the editor at /admin or by hand)
// is built and put live while the server runs; one that fails the build leaves the site as it
// was and the log says why.
const publisher = startPublisher(distDir, {
  onReady: () => console.log("Ready to publish the next edit."),
});
watchEdits(process.cwd(), async (changed) => {
  console.log("An edit was saved: publishing the site...");
  compressing.abort();
  const outcome = await publisher.publish({ photos: changed.has("images") });
  if (!outcome.ok) {
    console.error(
      `The edit was not published (the live site is unchanged) after ${outcome.seconds.toFixed(1)} s:\n${outcome.problem}`,
    );
    // The live site's compression goes on where it stopped (what was made is cached).
    void compressPages();
    return;
  }
  const languages = outcome.built.length === 0 ? "none" : outcome.built.join(", ");
  console.log(
    `The edit is live, published in ${outcome.seconds.toFixed(1)} s (languages built: ${languages}; pages rendered: ${outcome.rendered}).`,
  );
  void compressPages();
});
