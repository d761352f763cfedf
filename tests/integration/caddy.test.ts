import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCaddy, type RunningCaddy } from "../../scripts/lib/caddy-process";
import { precompress } from "../../server/publish/precompress";
import {
  startSocketActivatedServer,
  type SocketActivatedServer,
} from "../../scripts/lib/server-process";
import { writeStaticHostFiles } from "../../scripts/lib/static-headers";
import { enquiryIds } from "../../data/domain/enquiry";
import { contentSecurityPolicy, strictTransportSecurity } from "../../server/security";
import { contactEnquiry, writeMinimalSite } from "./enquiries-service";
import { send, type Answer } from "./https-client";

const page = `<!doctype html><title>About</title><main>${"<p>Savanna, acacia and dust.</p>".repeat(200)}</main>`;
const script = `export const parks = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `park-${i}`))};`;
const redirects = { "/tours/real-tour": "/safari-tours/real-tour" };

let root: string;
let siteRoot: string;

/** The operator's desk as its build leaves it: one page for every address under /desk. */
const deskPage = "<!doctype html><title>Desk</title><div id=root></div>";

/** A built site as `npm run build` leaves it: pages, their compressed copies, headers files. */
beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "safari-caddy-site-"));
  siteRoot = path.join(root, "dist");
  writeMinimalSite(siteRoot);
  mkdirSync(path.join(siteRoot, "about"));
  writeFileSync(path.join(siteRoot, "about", "index.html"), page);
  mkdirSync(path.join(siteRoot, "safari-tours", "real-tour"), { recursive: true });
  writeFileSync(path.join(siteRoot, "safari-tours", "real-tour", "index.html"), page);
  mkdirSync(path.join(siteRoot, "assets"));
  writeFileSync(path.join(siteRoot, "assets", "app-1a2b3c.js"), script);
  writeFileSync(path.join(siteRoot, "redirects.json"), JSON.stringify(redirects));
  mkdirSync(path.join(siteRoot, "desk", "assets"), { recursive: true });
  writeFileSync(path.join(siteRoot, "desk", "index.html"), deskPage);
  writeFileSync(path.join(siteRoot, "desk", "assets", "desk-4d5e6f.js"), script);
  await precompress(siteRoot);
  writeStaticHostFiles(siteRoot, redirects);
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A traveller's enquiry, sent from `localAddress` (one loopback address per traveller). */
function createEnquiry(
  to: { origin: string; ca?: string },
  documentId: string,
  localAddress: string,
  forwardedFor?: string,
) {
  return send(
    `${to.origin}/v1/databases/${enquiryIds.databaseId}/collections/${enquiryIds.messagesCollectionId}/documents`,
    {
      method: "POST",
      ca: to.ca,
      localAddress,
      headers: {
        "Content-Type": "application/json",
        "X-Appwrite-Project": enquiryIds.projectId,
        ...(forwardedFor ? { "X-Forwarded-For": forwardedFor } : {}),
      },
      body: JSON.stringify({ documentId, data: contactEnquiry() }),
    },
  );
}

function expectSecureDocument(answer: Answer) {
  expect(answer.headers["strict-transport-security"]).toBe(strictTransportSecurity);
  expect(answer.headers["content-security-policy"]).toBe(
    contentSecurityPolicy({ connectOrigins: [] }),
  );
  expect(answer.headers["x-content-type-options"]).toBe("nosniff");
  expect(answer.headers["x-frame-options"]).toBe("DENY");
  expect(answer.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(answer.headers["cross-origin-opener-policy"]).toBe("same-origin");
}

async function expectRedirectToHttps(caddy: RunningCaddy) {
  const answer = await send(`http://localhost:${caddy.httpPort}/about?from=ad`);
  expect(answer.status).toBe(308);
  const location = new URL(answer.headers.location!);
  // Caddy names no port when the site is on its https_port: 443 in production.
  expect([location.protocol, location.hostname, location.pathname, location.search]).toEqual([
    "https:",
    "localhost",
    "/about",
    "?from=ad",
  ]);
}

async function expectPrecompressedPage(caddy: RunningCaddy) {
  const brotli = await send(`${caddy.origin}/about`, {
    ca: caddy.ca,
    headers: { "Accept-Encoding": "br, gzip" },
  });
  expect(brotli.status).toBe(200);
  expect(brotli.headers["content-encoding"]).toBe("br");
  expect(brotli.headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(brotli.headers["cache-control"]).toBe("no-cache");
  expect(brotli.headers.vary).toMatch(/accept-encoding/i);
  expect(brotliDecompressSync(brotli.body).toString()).toBe(page);
  expectSecureDocument(brotli);

  const gzip = await send(`${caddy.origin}/about`, {
    ca: caddy.ca,
    headers: { "Accept-Encoding": "gzip" },
  });
  expect(gzip.headers["content-encoding"]).toBe("gzip");
  expect(gunzipSync(gzip.body).toString()).toBe(page);

  const asset = await send(`${caddy.origin}/assets/app-1a2b3c.js`, {
    ca: caddy.ca,
    headers: { "Accept-Encoding": "br" },
  });
  expect(asset.headers["content-encoding"]).toBe("br");
  expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(asset.headers["content-security-policy"]).toBeUndefined();
}

describe("one machine: Caddy in front of the Node server (deploy/Caddyfile)", () => {
  let server: SocketActivatedServer;
  let caddy: RunningCaddy;

  const serverEnv = () => ({
    DATA_DIR: path.join(root, "data"),
    DIST_DIR: siteRoot,
    TRUST_PROXY: "127.0.0.1",
    RATE_LIMIT_CREATES_PER_MINUTE: "2",
    SMTP_HOST: "",
  });

  beforeAll(async () => {
    server = await startSocketActivatedServer(serverEnv());
    caddy = await startCaddy("deploy/Caddyfile", {
      SITE_ROOT: siteRoot,
      NODE_UPSTREAM: server.url.replace("http://", ""),
    });
  });

  afterAll(async () => {
    await caddy?.stop();
    await server?.stop();
  });

  it("answers over HTTPS with HSTS and the security headers, and sends a precompressed page as it is", async () => {
    await expectPrecompressedPage(caddy);
  });

  it("redirects plain HTTP to HTTPS", async () => {
    await expectRedirectToHttps(caddy);
  });

  it("passes what is not a built file to the Node server: /readyz, redirects, the 404 page", async () => {
    const ready = await send(`${caddy.origin}/readyz`, { ca: caddy.ca });
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body.toString())).toMatchObject({ status: "ready" });
    expect(ready.headers["strict-transport-security"]).toBe(strictTransportSecurity);

    const redirect = await send(`${caddy.origin}/tours/real-tour`, { ca: caddy.ca });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe("/safari-tours/real-tour");

    const missing = await send(`${caddy.origin}/no-such-page`, { ca: caddy.ca });
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toContain("Page Not Found");
    expectSecureDocument(missing);
  });

  it("holds requests while the Node server restarts (an upgrade), so no enquiry fails", async () => {
    const statuses: number[] = [];
    const travellers = (async () => {
      for (let traveller = 1; traveller <= 40; traveller += 1) {
        const answer = await createEnquiry(caddy, `restart-${traveller}`, `127.0.1.${traveller}`);
        statuses.push(answer.status);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const before = server.pid();
    server.restart();
    await travellers;
    expect(statuses).toEqual(Array.from({ length: 40 }, () => 201));
    expect(server.pid()).not.toBe(before);
  });

  it("limits enquiries per traveller: the address Caddy forwards, never one the client claims", async () => {
    let sequence = 0;
    const viaCaddy = (localAddress: string, forwardedFor?: string) =>
      createEnquiry(caddy, `proxied-${(sequence += 1)}`, localAddress, forwardedFor);

    const first = await viaCaddy("127.0.0.1");
    const second = await viaCaddy("127.0.0.1", "203.0.113.9");
    const third = await viaCaddy("127.0.0.1", "203.0.113.10");
    expect([first.status, second.status, third.status]).toEqual([201, 201, 429]);
    const otherTraveller = await viaCaddy("127.0.0.2");
    expect(otherTraveller.status).toBe(201);
    expect(otherTraveller.headers["x-ratelimit-remaining"]).toBe("1");

    const direct = (forwardedFor: string) =>
      createEnquiry({ origin: server.url }, `direct-${forwardedFor}`, "127.0.0.3", forwardedFor);
    const claims = [await direct("198.51.100.1"), await direct("198.51.100.2")];
    expect(claims.map((answer) => answer.headers["x-ratelimit-remaining"])).toEqual(["1", "0"]);
    expect((await direct("198.51.100.3")).status).toBe(429);
  });
});

describe("scale out: Caddy as the static host of dist/ (deploy/Caddyfile.static)", () => {
  let caddy: RunningCaddy;

  beforeAll(async () => {
    caddy = await startCaddy("deploy/Caddyfile.static", { SITE_ROOT: siteRoot });
  });

  afterAll(async () => {
    await caddy?.stop();
  });

  it("answers over HTTPS with HSTS and the security headers, and sends a precompressed page as it is", async () => {
    await expectPrecompressedPage(caddy);
  });

  it("redirects plain HTTP to HTTPS", async () => {
    await expectRedirectToHttps(caddy);
  });

  it("follows the build's redirects, answers the 404 page with 404, and hides its own files", async () => {
    const redirect = await send(`${caddy.origin}/tours/real-tour`, { ca: caddy.ca });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe("/safari-tours/real-tour");

    const missing = await send(`${caddy.origin}/no-such-page`, { ca: caddy.ca });
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toContain("Page Not Found");
    expectSecureDocument(missing);

    for (const file of ["/_headers", "/_headers.caddy", "/_redirects", "/redirects.json"]) {
      expect((await send(`${caddy.origin}${file}`, { ca: caddy.ca })).status).toBe(404);
    }
  });

  it("answers every desk address with the desk's page, unindexed, and its files as they are", async () => {
    for (const url of ["/desk", "/desk/enquiries/abc/proposal"]) {
      const answer = await send(`${caddy.origin}${url}`, { ca: caddy.ca });
      expect(answer.status, url).toBe(200);
      expect(answer.body.toString(), url).toBe(deskPage);
      expect(answer.headers["x-robots-tag"], url).toBe("noindex, nofollow");
      expectSecureDocument(answer);
    }
    const asset = await send(`${caddy.origin}/desk/assets/desk-4d5e6f.js`, { ca: caddy.ca });
    expect(asset.body.toString()).toBe(script);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
});
