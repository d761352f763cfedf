import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  rmSync,
  symlinkSync,
  utimesSync,
} from "node:fs";
import path from "node:path";

/** What a checkout is made of and the site's build needs; not the tests, the docs or the caches. */
const notCopied = new Set([
  ".git",
  ".data",
  ".cache",
  "node_modules",
  "dist",
  "storybook-static",
  "test-results",
  "test-results-hosted",
  "playwright-report",
  "bench-results",
  "tests",
  "stories",
  "docs",
]);

/**
 * A fresh copy of this checkout at `target` for a test that edits and publishes content as an
 * operator would: its content and sources copied, its modules linked, and its compression cache
 * linked, so that the Brotli and gzip of the files an edit leaves unchanged come from there.
 */
export function scratchCheckout(target: string): void {
  rmSync(target, { recursive: true, force: true });
  mkdirSync(path.join(target, ".cache"), { recursive: true });
  for (const entry of readdirSync("."))
    if (!notCopied.has(entry)) cpSync(entry, path.join(target, entry), { recursive: true });
  symlinkSync(path.resolve("node_modules"), path.join(target, "node_modules"));
  mkdirSync(".cache/precompress", { recursive: true });
  symlinkSync(path.resolve(".cache/precompress"), path.join(target, ".cache/precompress"));
}

/** What a complete build writes last (scripts/prerender.ts). */
const buildStamp = ".vite/build-complete.json";

/**
 * A scratch checkout (above) with a copy of this checkout's built site, which `npm start` serves
 * there without building: the copied build is made as new as the copied sources.
 */
export function scratchCheckoutWithBuild(target: string): void {
  if (!existsSync(path.join("dist", buildStamp)))
    throw new Error("dist/ holds no complete build of the site: run `npm run build` first.");
  scratchCheckout(target);
  cpSync("dist", path.join(target, "dist"), { recursive: true });
  const now = new Date();
  utimesSync(path.join(target, "dist", buildStamp), now, now);
}
