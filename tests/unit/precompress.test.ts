import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { precompress } from "../../server/publish/precompress";

let dist: string;
let cache: string;

beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), "precompress-"));
  cache = mkdtempSync(path.join(tmpdir(), "precompress-cache-"));
  mkdirSync(path.join(dist, "assets"));
  mkdirSync(path.join(dist, "fonts"));
});

afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(dist, { recursive: true, force: true });
  rmSync(cache, { recursive: true, force: true });
});

const page = `<!doctype html><main>${"<p>Lions at dawn in the Masai Mara.</p>".repeat(100)}</main>`;

describe("precompress", () => {
  it("writes a Brotli and a gzip copy of each text file, nested or not, that decode to it", async () => {
    writeFileSync(path.join(dist, "index.html"), page);
    writeFileSync(
      path.join(dist, "assets", "app.js"),
      `export const text = ${JSON.stringify(page)};`,
    );

    expect(await precompress(dist, cache)).toBe(2);

    const html = path.join(dist, "index.html");
    expect(brotliDecompressSync(readFileSync(`${html}.br`)).toString()).toBe(page);
    expect(gunzipSync(readFileSync(`${html}.gz`)).toString()).toBe(page);
    expect(readFileSync(`${html}.br`).length).toBeLessThan(page.length / 10);
    expect(existsSync(path.join(dist, "assets", "app.js.br"))).toBe(true);
  });

  it("starts no file once its signal has aborted, and leaves the site as it was", async () => {
    for (const name of ["index.html", "404.html"]) writeFileSync(path.join(dist, name), page);
    const stop = new AbortController();
    stop.abort();

    expect(await precompress(dist, cache, 1, stop.signal)).toBe(0);
    expect(readdirSync(dist).filter((name) => /\.(br|gz)$/.test(name))).toEqual([]);
    expect(await precompress(dist, cache, 1)).toBe(2);
  });

  it("leaves small files and formats that are compressed already", async () => {
    writeFileSync(path.join(dist, "robots.txt"), "User-agent: *\nAllow: /\n");
    writeFileSync(path.join(dist, "fonts", "inter.woff2"), Buffer.alloc(4096, 1));

    expect(await precompress(dist, cache)).toBe(0);
    expect(existsSync(path.join(dist, "robots.txt.br"))).toBe(false);
    expect(existsSync(path.join(dist, "fonts", "inter.woff2.br"))).toBe(false);
  });

  it("reuses the copies of an unchanged file from an earlier build, and makes new ones for a changed file", async () => {
    const html = path.join(dist, "index.html");
    writeFileSync(html, page);
    await precompress(dist, cache);
    const [cachedBrotli] = readdirSync(cache).filter((name) => name.endsWith(".br"));
    if (!cachedBrotli) throw new Error("No Brotli copy was cached.");
    // A copy made at another quality: it decodes to the same page, and only reuse explains it.
    const otherCopy = brotliCompressSync(page, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 1 },
    });
    writeFileSync(path.join(cache, cachedBrotli), otherCopy);
    rmSync(`${html}.br`);

    expect(await precompress(dist, cache)).toBe(1);
    expect(readFileSync(`${html}.br`)).toEqual(otherCopy);

    const changed = page.replace("Lions", "Leopards");
    writeFileSync(html, changed);
    await precompress(dist, cache);
    expect(brotliDecompressSync(readFileSync(`${html}.br`)).toString()).toBe(changed);
    expect(gunzipSync(readFileSync(`${html}.gz`)).toString()).toBe(changed);
  });

  it("removes the copies no run has used for a week, looking at most once a day and not in a stopped run", async () => {
    writeFileSync(path.join(dist, "index.html"), page);
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    const staleCopy = (name: string) => {
      const file = path.join(cache, name);
      writeFileSync(file, "an old page's copy");
      utimesSync(file, daysAgo(8), daysAgo(8));
      return file;
    };

    const first = staleCopy("first.br");
    await precompress(dist, cache);
    expect(existsSync(first)).toBe(false);
    expect(existsSync(`${path.join(dist, "index.html")}.br`)).toBe(true);

    const second = staleCopy("second.br");
    await precompress(dist, cache);
    expect(existsSync(second)).toBe(true);

    utimesSync(path.join(cache, "pruned"), daysAgo(2), daysAgo(2));
    const stop = new AbortController();
    stop.abort();
    await precompress(dist, cache, 1, stop.signal);
    expect(existsSync(second)).toBe(true);
    await precompress(dist, cache);
    expect(existsSync(second)).toBe(false);
  });

  it("compresses files of the same content in one run, each getting its copies", async () => {
    for (const name of ["index.html", "404.html", path.join("assets", "copy.html")])
      writeFileSync(path.join(dist, name), page);

    expect(await precompress(dist, cache)).toBe(3);
    for (const name of ["index.html", "404.html", path.join("assets", "copy.html")])
      expect(brotliDecompressSync(readFileSync(path.join(dist, `${name}.br`))).toString()).toBe(
        page,
      );
  });

  it("compresses at BROTLI_QUALITY, keeps each quality's copies apart, and refuses a quality Brotli lacks", async () => {
    const html = path.join(dist, "index.html");
    writeFileSync(html, page);
    const atQuality = (quality: number) =>
      brotliCompressSync(page, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality,
          [constants.BROTLI_PARAM_SIZE_HINT]: page.length,
        },
      });

    vi.stubEnv("BROTLI_QUALITY", "4");
    await precompress(dist, cache);
    expect(readFileSync(`${html}.br`)).toEqual(atQuality(4));

    vi.stubEnv("BROTLI_QUALITY", "");
    await precompress(dist, cache);
    expect(readFileSync(`${html}.br`)).toEqual(atQuality(11));
    expect(atQuality(11)).not.toEqual(atQuality(4));

    for (const wrong of ["12", "ten", "9.5"]) {
      vi.stubEnv("BROTLI_QUALITY", wrong);
      await expect(precompress(dist, cache)).rejects.toThrow(
        `BROTLI_QUALITY must be a whole number from 0 to 11, not "${wrong}".`,
      );
    }
  });
});
