import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import type * as fsPromises from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { precompress } from "../../server/publish/precompress";

/**
 * Another build sharing the cache renames its copy (`<name>.<id>.part`) into place between this
 * run's listing of the cache and its look at that file's age.
 */
vi.mock("node:fs/promises", async (original) => {
  const fs = await original<typeof fsPromises>();
  return {
    ...fs,
    stat: (file: string) =>
      file.endsWith(".part")
        ? Promise.reject(Object.assign(new Error(`ENOENT: ${file}`), { code: "ENOENT" }))
        : fs.stat(file),
  };
});

let dist: string;
let cache: string;

beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), "precompress-"));
  cache = mkdtempSync(path.join(tmpdir(), "precompress-cache-"));
});

afterEach(() => {
  rmSync(dist, { recursive: true, force: true });
  rmSync(cache, { recursive: true, force: true });
});

it("prunes the cache past a copy another build renamed away meanwhile, and compresses the site", async () => {
  const page = `<!doctype html><main>${"<p>Elephants under Kilimanjaro.</p>".repeat(100)}</main>`;
  writeFileSync(path.join(dist, "index.html"), page);
  const stale = path.join(cache, "stale.br");
  writeFileSync(stale, "an old page's copy");
  const weekAndADayAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
  utimesSync(stale, weekAndADayAgo, weekAndADayAgo);
  writeFileSync(path.join(cache, "other.br.0b1c.part"), "another build's copy, being written");

  expect(await precompress(dist, cache)).toBe(1);
  expect(existsSync(stale)).toBe(false);
  expect(existsSync(`${path.join(dist, "index.html")}.br`)).toBe(true);
});
