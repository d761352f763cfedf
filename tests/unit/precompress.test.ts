import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { precompress } from "../../scripts/lib/precompress";

let dist: string;

beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), "precompress-"));
  mkdirSync(path.join(dist, "assets"));
  mkdirSync(path.join(dist, "fonts"));
});

afterEach(() => rmSync(dist, { recursive: true, force: true }));

const page = `<!doctype html><main>${"<p>Lions at dawn in the Masai Mara.</p>".repeat(100)}</main>`;

describe("precompress", () => {
  it("writes a Brotli and a gzip copy of each text file, nested or not, that decode to it", async () => {
    writeFileSync(path.join(dist, "index.html"), page);
    writeFileSync(
      path.join(dist, "assets", "app.js"),
      `export const text = ${JSON.stringify(page)};`,
    );

    expect(await precompress(dist)).toBe(2);

    const html = path.join(dist, "index.html");
    expect(brotliDecompressSync(readFileSync(`${html}.br`)).toString()).toBe(page);
    expect(gunzipSync(readFileSync(`${html}.gz`)).toString()).toBe(page);
    expect(readFileSync(`${html}.br`).length).toBeLessThan(page.length / 10);
    expect(existsSync(path.join(dist, "assets", "app.js.br"))).toBe(true);
  });

  it("leaves small files and formats that are compressed already", async () => {
    writeFileSync(path.join(dist, "robots.txt"), "User-agent: *\nAllow: /\n");
    writeFileSync(path.join(dist, "fonts", "inter.woff2"), Buffer.alloc(4096, 1));

    expect(await precompress(dist)).toBe(0);
    expect(existsSync(path.join(dist, "robots.txt.br"))).toBe(false);
    expect(existsSync(path.join(dist, "fonts", "inter.woff2.br"))).toBe(false);
  });
});
