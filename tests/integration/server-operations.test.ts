import { Client as ServerClient, Databases as ServerDatabases, Query } from "node-appwrite";
import { Client, Databases, ID } from "appwrite";
import { mkdtempSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp, type App } from "../../server/app";
import { enquiryIds } from "../../data/domain/enquiry";
import { ConfigError, loadServerConfig } from "../../server/config";
import { contactEnquiry, writeMinimalSite } from "./enquiries-service";

const siteOrigin = "https://www.example.com";
let root: string;
let distDir: string;
let service: App;
let base: string;
let apiKey: string;
const logLines: string[] = [];
/** How long a log line may take to be written: a guard against one that never comes. */
const logWait = { timeout: 30_000, interval: 10 };

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "server-operations-"));
  distDir = path.join(root, "dist");
  writeMinimalSite(distDir);
  const config = loadServerConfig({
    DATA_DIR: path.join(root, "data"),
    DIST_DIR: distDir,
    LOG_REQUESTS: "true",
    CORS_ALLOWED_ORIGINS: siteOrigin,
  });
  apiKey = config.apiKey;
  const logOutput = new PassThrough();
  let pending = "";
  logOutput.on("data", (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    logLines.push(...lines.filter(Boolean));
  });
  service = await createApp(config, { logOutput });
  base = await service.app.listen({ port: 0, host: "127.0.0.1" });
});

afterAll(async () => {
  await service.app.close();
  rmSync(root, { recursive: true, force: true });
});

describe("health endpoints", () => {
  it("answers /healthz while the process runs", async () => {
    const response = await fetch(`${base}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("answers /readyz with 200 while the database takes writes and the site is built, else 503", async () => {
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: "ready",
      checks: { database: { ok: true }, site: { ok: true } },
      storage: {
        analytics: { storedBytes: 0, maxBytes: 256 * 1024 * 1024, events: 0, prunedEvents: 0 },
      },
    });

    const index = path.join(distDir, "index.html");
    renameSync(index, `${index}.away`);
    try {
      const unready = await fetch(`${base}/readyz`);
      expect(unready.status).toBe(503);
      expect(await unready.json()).toMatchObject({
        status: "unavailable",
        checks: { database: { ok: true }, site: { ok: false } },
      });
    } finally {
      renameSync(`${index}.away`, index);
    }
  });
});

describe("request logs", () => {
  it("writes one JSON line per request, with its id, and never an enquiry or an e-mail address", async () => {
    const email = "private.traveller@example.org";
    const message = "Secret honeymoon plans: please do not tell my partner";
    const databases = new Databases(
      new Client().setEndpoint(`${base}/v1`).setProject(enquiryIds.projectId),
    );
    const admin = new ServerDatabases(
      new ServerClient().setEndpoint(`${base}/v1`).setProject(enquiryIds.projectId).setKey(apiKey),
    );
    const before = logLines.length;
    await databases.createDocument({
      databaseId: enquiryIds.databaseId,
      collectionId: enquiryIds.messagesCollectionId,
      documentId: ID.unique(),
      data: contactEnquiry({ email, message, name: "Amara Okafor" }),
    });
    const found = await admin.listDocuments({
      databaseId: enquiryIds.databaseId,
      collectionId: enquiryIds.messagesCollectionId,
      queries: [Query.equal("email", email)],
    });
    expect(found.total).toBe(1);
    const page = await fetch(`${base}/?contact=${encodeURIComponent(email)}`);
    const requestId = page.headers.get("x-request-id");
    expect(requestId).toBeTruthy();

    await vi.waitFor(() => expect(logLines.length - before).toBeGreaterThanOrEqual(3), logWait);
    const lines = logLines.slice(before);
    expect(lines).toHaveLength(3);
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.map((entry) => [entry.method, entry.status])).toEqual([
      ["POST", 201],
      ["GET", 200],
      ["GET", 200],
    ]);
    expect(entries[2]).toMatchObject({ reqId: requestId, path: "/", msg: "request" });
    expect(new Set(entries.map((entry) => entry.reqId)).size).toBe(3);
    for (const line of lines) {
      expect(line).not.toContain("private.traveller");
      expect(line).not.toContain("example.org");
      expect(line).not.toContain("honeymoon");
      expect(line).not.toContain("Amara");
    }
  });

  it("masks an e-mail address that an error would carry into the log", async () => {
    const before = logLines.length;
    service.app.log.error(new Error("550 Recipient rejected: amara.okafor@example.org"));
    await vi.waitFor(() => expect(logLines.length).toBeGreaterThan(before), logWait);
    const [line] = logLines.slice(before);
    expect(line).toContain("550 Recipient rejected: [e-mail]");
    expect(line).not.toContain("amara.okafor");
  });
});

describe("CORS for a site on another origin", () => {
  it("lets the configured site origin send analytics from the browser, and no other", async () => {
    const preflight = await fetch(`${base}/ingest/flags/?v=2`, {
      method: "OPTIONS",
      headers: {
        Origin: siteOrigin,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe(siteOrigin);
    expect(preflight.headers.get("access-control-allow-headers")).toMatch(/content-type/i);

    const flags = await fetch(`${base}/ingest/flags/?v=2`, {
      method: "POST",
      headers: { Origin: siteOrigin, "Content-Type": "application/json" },
      body: "{}",
    });
    expect(flags.status).toBe(200);
    expect(flags.headers.get("access-control-allow-origin")).toBe(siteOrigin);

    const stranger = await fetch(`${base}/ingest/flags/?v=2`, {
      method: "POST",
      headers: { Origin: "https://elsewhere.example", "Content-Type": "application/json" },
      body: "{}",
    });
    expect(stranger.headers.get("access-control-allow-origin")).toBeNull();
    const strangerPreflight = await fetch(`${base}/ingest/e/`, {
      method: "OPTIONS",
      headers: { Origin: "https://elsewhere.example", "Access-Control-Request-Method": "POST" },
    });
    expect(strangerPreflight.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("trusted proxies", () => {
  it("takes addresses and ranges, and refuses anything else with a readable error", () => {
    const dataDir = path.join(root, "config-data");
    expect(
      loadServerConfig({ DATA_DIR: dataDir, TRUST_PROXY: "127.0.0.1, 10.0.0.0/8, ::1" })
        .trustedProxies,
    ).toEqual(["127.0.0.1", "10.0.0.0/8", "::1"]);
    expect(loadServerConfig({ DATA_DIR: dataDir }).trustedProxies).toEqual([]);
    expect(() => loadServerConfig({ DATA_DIR: dataDir, TRUST_PROXY: "true" })).toThrow(ConfigError);
    expect(() => loadServerConfig({ DATA_DIR: dataDir, TRUST_PROXY: "true" })).toThrow(
      /TRUST_PROXY must list the proxy's addresses/,
    );
  });
});
