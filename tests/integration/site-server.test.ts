import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp, type App } from "../../server/app";
import { loadServerConfig } from "../../server/config";
import { headScriptSource } from "../../server/security";

let app: App;
let root: string;

/** A page big enough to be worth compressing, as the prerendered ones are. */
const page = (title: string) =>
  `<!doctype html><title>${title}</title><main>${"<p>Savanna, acacia and dust.</p>".repeat(200)}</main>`;

/** A built script, with the Brotli copy the build writes beside it. */
const script = `export const parks = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `park-${i}`))};`;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "site-server-"));
  const distDir = path.join(root, "dist");
  mkdirSync(path.join(distDir, "about"), { recursive: true });
  mkdirSync(path.join(distDir, "safari-tours", "real-tour"), { recursive: true });
  writeFileSync(path.join(distDir, "index.html"), page("Home"));
  writeFileSync(path.join(distDir, "about", "index.html"), page("About"));
  writeFileSync(path.join(distDir, "safari-tours", "real-tour", "index.html"), page("A tour"));
  writeFileSync(path.join(distDir, "404.html"), page("Not found"));
  for (const [file, title] of [
    ["about/index.html", "About"],
    ["404.html", "Not found"],
  ] as const) {
    const html = page(title);
    writeFileSync(path.join(distDir, `${file}.br`), brotliCompressSync(html));
    writeFileSync(path.join(distDir, `${file}.gz`), gzipSync(html));
  }
  for (const file of ["_headers", "_redirects", "_headers.caddy"]) {
    writeFileSync(path.join(distDir, file), "/* the build's notes for another server\n");
  }
  mkdirSync(path.join(distDir, "assets"));
  writeFileSync(path.join(distDir, "assets", "app.js"), script);
  writeFileSync(path.join(distDir, "assets", "app.js.br"), brotliCompressSync(script));
  writeFileSync(
    path.join(distDir, "favicon.svg"),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><circle cx="4" cy="4" r="4"/></svg>',
  );
  mkdirSync(path.join(distDir, "desk", "assets"), { recursive: true });
  writeFileSync(path.join(distDir, "desk", "index.html"), page("Desk"));
  writeFileSync(path.join(distDir, "desk", "assets", "desk.js"), script);
  writeFileSync(
    path.join(distDir, "redirects.json"),
    JSON.stringify({ "/tours/real-tour": "/safari-tours/real-tour" }),
  );
  app = await createApp(
    loadServerConfig({ DATA_DIR: path.join(root, "data"), DIST_DIR: distDir, PORT: "0" }),
  );
});

afterAll(async () => {
  await app.app.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: "GET", url, headers });

describe("the built site", () => {
  it("sends pages compressed to a browser that accepts gzip", async () => {
    const response = await get("/about", { "accept-encoding": "gzip" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(gunzipSync(response.rawPayload).toString()).toContain("<title>About</title>");
    expect(response.rawPayload.length).toBeLessThan(page("About").length / 5);
  });

  it("sends a file the build compressed as it is, and compresses one it did not", async () => {
    const precompressed = await get("/assets/app.js", { "accept-encoding": "br, gzip" });
    expect(precompressed.statusCode).toBe(200);
    expect(precompressed.headers["content-encoding"]).toBe("br");
    expect(precompressed.headers["content-type"]).toMatch(/javascript/);
    expect(precompressed.headers.vary).toMatch(/accept-encoding/i);
    expect(precompressed.headers["cache-control"]).toContain("immutable");
    expect(precompressed.rawPayload).toEqual(brotliCompressSync(script));

    const gzipOnly = await get("/assets/app.js", { "accept-encoding": "gzip" });
    expect(gzipOnly.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipOnly.rawPayload).toString()).toBe(script);

    const page = await get("/about", { "accept-encoding": "br" });
    expect(page.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain("<title>About</title>");
  });

  it("moves /about/ to /about, keeping the query", async () => {
    const response = await get("/about/?from=footer");
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/about?from=footer");
  });

  it("follows the build's redirects, and sends unknown tours to the tour list", async () => {
    expect((await get("/tours/real-tour")).headers.location).toBe("/safari-tours/real-tour");
    const unknown = await get("/safari-tours/no-such-tour");
    expect(unknown.statusCode).toBe(302);
    expect(unknown.headers.location).toBe("/safari-tours");
    expect((await get("/tours/no-such-tour")).headers.location).toBe("/safari-tours");
  });

  it("answers an unknown address with the 404 page", async () => {
    const response = await get("/no-such-page");
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("<title>Not found</title>");
  });

  it("allows the pages' one inline script by its hash and no other", async () => {
    const csp = String((await get("/")).headers["content-security-policy"]);
    expect(csp).toContain(`script-src 'self' ${headScriptSource}`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it("sends the document policies with what a browser can open as a document, and only there", async () => {
    for (const url of ["/", "/no-such-page", "/favicon.svg"]) {
      const response = await get(url);
      expect(response.headers["content-security-policy"], url).toContain("default-src 'self'");
      expect(response.headers["x-frame-options"], url).toBe("DENY");
      expect(response.headers["x-content-type-options"], url).toBe("nosniff");
    }
    const asset = await get("/assets/app.js");
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["x-content-type-options"]).toBe("nosniff");
    expect(asset.headers["content-security-policy"]).toBeUndefined();
    expect(asset.headers["x-frame-options"]).toBeUndefined();
    expect(asset.headers["permissions-policy"]).toBeUndefined();
  });

  it("sends the same cache headers for every encoding of every route: pages no-cache, hashed assets immutable", async () => {
    const routes: Array<[string, string]> = [
      ["/", "no-cache"],
      ["/about", "no-cache"],
      ["/safari-tours/real-tour", "no-cache"],
      ["/no-such-page", "no-cache"],
      ["/assets/app.js", "public, max-age=31536000, immutable"],
      ["/favicon.svg", "public, max-age=86400"],
      ["/about/", ""],
      ["/tours/real-tour", ""],
    ];
    for (const [url, expected] of routes) {
      const answers = await Promise.all(
        ["identity", "gzip", "br", "br, gzip", "deflate"].map(async (encoding) => {
          const response = await get(url, { "accept-encoding": encoding });
          return { encoding, cacheControl: String(response.headers["cache-control"] ?? "") };
        }),
      );
      for (const answer of answers) {
        expect(answer.cacheControl, `${url} as ${answer.encoding}`).toBe(expected);
      }
    }
  });

  it("does not serve the build's notes for other servers", async () => {
    for (const url of ["/_headers", "/_redirects", "/_headers.caddy", "/redirects.json"]) {
      const response = await get(url, { "accept-encoding": "br" });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["content-type"], url).toMatch(/text\/html/);
    }
  });

  it("answers 405 with Allow to anything but reading a page", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE", "TRACE"] as const) {
      const response = await app.app.inject({ method, url: "/about" });
      expect(response.statusCode, method).toBe(405);
      expect(response.headers.allow, method).toBe("GET, HEAD");
    }
    expect((await app.app.inject({ method: "HEAD", url: "/about" })).statusCode).toBe(200);
  });

  it("sends API answers with the policies of a document that loads nothing", async () => {
    const response = await get("/healthz");
    expect(response.headers["content-security-policy"]).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("answers every address under /desk/ with the desk's page, never indexed, never framed", async () => {
    // The desk's service worker reaches the addresses under /desk/: /desk itself moves there.
    const bare = await get("/desk?from=home");
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe("/desk/?from=home");
    for (const url of ["/desk/", "/desk/enquiries/abc/proposal?x=1"]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain("<title>Desk</title>");
      expect(response.headers["x-robots-tag"], url).toBe("noindex, nofollow");
      expect(response.headers["cache-control"], url).toBe("no-cache");
      expect(response.headers["x-frame-options"], url).toBe("DENY");
    }
    const asset = await get("/desk/assets/desk.js");
    expect(asset.headers["content-type"]).toMatch(/javascript/);
    expect(asset.headers["cache-control"]).toContain("immutable");
    // A chunk an older build named is missing, not the page (which a browser would run as code).
    expect((await get("/desk/assets/gone.js")).statusCode).toBe(404);
    expect((await app.app.inject({ method: "POST", url: "/desk/x" })).statusCode).toBe(405);
  });

  it("lets only the site's own pages frame the proposal preview", async () => {
    for (const url of ["/p/preview", "/de/p/preview"]) {
      const response = await get(url);
      expect(response.headers["content-security-policy"], url).toContain("frame-ancestors 'self'");
      expect(response.headers["x-frame-options"], url).toBe("SAMEORIGIN");
    }
    expect((await get("/about")).headers["content-security-policy"]).toContain(
      "frame-ancestors 'none'",
    );
  });

  it("serves a page published after it started (a new tour), and no private shell or file outside the site that way", async () => {
    expect((await get("/safari-tours/new-tour")).statusCode).toBe(302);
    expect((await get("/new-page")).statusCode).toBe(404);

    const distDir = path.join(root, "dist");
    for (const [dir, title] of [
      ["safari-tours/new-tour", "A new tour"],
      ["new-page", "A new page"],
      ["p", "The proposal shell"],
    ] as const) {
      mkdirSync(path.join(distDir, dir), { recursive: true });
      writeFileSync(path.join(distDir, dir, "index.html"), page(title));
    }
    writeFileSync(path.join(root, "index.html"), page("Outside the site"));

    const tour = await get("/safari-tours/new-tour");
    expect(tour.statusCode).toBe(200);
    expect(tour.headers["cache-control"]).toBe("no-cache");
    expect(tour.body).toContain("<title>A new tour</title>");
    expect((await get("/new-page")).body).toContain("<title>A new page</title>");
    expect((await get("/p")).body).toContain("<title>Not found</title>");
    for (const url of ["/%2e%2e/", "/..%2f", "/desk%2f..%2f..%2f"])
      expect((await get(url)).body).not.toContain("Outside the site");
  });

  it("serves the bundles and photos a publish added after it started, as it serves the first build's", async () => {
    const distDir = path.join(root, "dist");
    const bundle = `${script}\nexport const published = true;`;
    writeFileSync(path.join(distDir, "assets", "app-published.js"), bundle);
    writeFileSync(path.join(distDir, "assets", "app-published.js.br"), brotliCompressSync(bundle));
    mkdirSync(path.join(distDir, "img"), { recursive: true });
    writeFileSync(path.join(distDir, "img", "new-photo-640.webp"), "RIFF....WEBP");

    const plain = await get("/assets/app-published.js");
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-type"]).toMatch(/javascript/);
    expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const brotli = await get("/assets/app-published.js", { "accept-encoding": "br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(bundle);
    const photo = await get("/img/new-photo-640.webp");
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["cache-control"]).toBe("public, max-age=86400");

    writeFileSync(path.join(distDir, "_headers.new"), "/* notes\n");
    for (const url of ["/redirects.json", "/_headers.new", "/assets/none.js"])
      expect((await get(url)).statusCode, url).toBe(404);
  });
});
