import { cpSync, mkdirSync, readdirSync, rmSync, symlinkSync } from "node:fs";
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
