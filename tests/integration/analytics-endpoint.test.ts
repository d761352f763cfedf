import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsServiceConfig } from "../../server/analytics/routes";
import { countEvents } from "../../server/analytics/store";
import { createApp, type App } from "../../server/app";
import { loadServerConfig } from "../../server/config";

const { projectKey } = analyticsServiceConfig({});
let app: App;
let root: string;
let base: string;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "analytics-endpoint-"));
  const distDir = path.join(root, "dist");
  mkdirSync(distDir);
  writeFileSync(path.join(distDir, "index.html"), "<!doctype html><title>Home</title>");
  writeFileSync(path.join(distDir, "404.html"), "<!doctype html><title>Not found</title>");
  app = await createApp(
    loadServerConfig({ DATA_DIR: path.join(root, "data"), DIST_DIR: distDir, HOST: "127.0.0.1" }),
  );
  await app.app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.app.server.address();
  if (!address || typeof address === "string") throw new Error("No port");
  base = `http://127.0.0.1:${address.port}/ingest`;
});

afterAll(async () => {
  await app.app.close();
  rmSync(root, { recursive: true, force: true });
});

let sequence = 0;
function event(name: string, properties: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    uuid: `0190a0b0-0000-7000-8000-${String(sequence).padStart(12, "0")}`,
    event: name,
    properties: { token: projectKey, distinct_id: "visitor-1", $lib: "web", ...properties },
    timestamp: "2025-03-01T10:00:00.000Z",
  };
}

type Row = { event: string; distinct_id: string; properties: string; timestamp: string };

function storedEvents(name: string): Row[] {
  return app.db
    .prepare(
      "SELECT event, distinct_id, properties, timestamp FROM analytics_events WHERE event = ?",
    )
    .all(name) as Row[];
}

describe("embedded PostHog capture endpoint", () => {
  it("stores a JSON event with its properties", async () => {
    const response = await fetch(`${base}/e/?ver=1.434.9`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(event("whatsapp_clicked", { source: "footer" })),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 1 });
    const [row] = storedEvents("whatsapp_clicked");
    expect(row).toMatchObject({ distinct_id: "visitor-1", timestamp: "2025-03-01T10:00:00.000Z" });
    expect(JSON.parse(row?.properties ?? "{}")).toMatchObject({ source: "footer" });
  });

  it("stores a base64 form-encoded batch", async () => {
    const batch = [event("book_now_clicked", { source: "tour_detail" }), event("book_now_clicked")];
    const data = Buffer.from(JSON.stringify(batch)).toString("base64");
    const response = await fetch(`${base}/e/?compression=base64`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `data=${encodeURIComponent(data)}`,
    });
    expect(response.status).toBe(200);
    expect(storedEvents("book_now_clicked")).toHaveLength(2);
  });

  it("stores a gzip-compressed batch once, even when it is retried", async () => {
    const body = gzipSync(
      JSON.stringify([event("get_quote_submitted", { source: "contact_page" })]),
    );
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await fetch(`${base}/i/v0/e/?compression=gzip-js&ver=1.434.9`, {
        method: "POST",
        headers: { "content-type": "text/plain" },
        body,
      });
      expect(response.status).toBe(200);
    }
    const rows = storedEvents("get_quote_submitted");
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]?.properties ?? "{}")).toMatchObject({ source: "contact_page" });
  });

  it("stores the /batch/ envelope with the project key outside the events", async () => {
    const response = await fetch(`${base}/batch/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        api_key: projectKey,
        batch: [{ event: "wechat_id_copied", distinct_id: "visitor-2", properties: {} }],
      }),
    });
    expect(response.status).toBe(200);
    expect(storedEvents("wechat_id_copied")).toMatchObject([{ distinct_id: "visitor-2" }]);
  });

  it("refuses another project's events and malformed bodies", async () => {
    const otherProject = await fetch(`${base}/e/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...event("intruder"), properties: { token: "phc_other" } }),
    });
    expect(otherProject.status).toBe(401);
    const broken = await fetch(`${base}/e/?compression=gzip-js`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "not gzip",
    });
    expect(broken.status).toBe(400);
    const tooLarge = await fetch(`${base}/e/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(event("huge", { blob: "x".repeat(2 * 1024 * 1024) })),
    });
    expect(tooLarge.status).toBe(413);
    expect(storedEvents("intruder")).toHaveLength(0);
    expect(storedEvents("huge")).toHaveLength(0);
  });

  it("answers flags and decide with no flags and remote features off", async () => {
    for (const url of [`${base}/flags/?v=2`, `${base}/decide/?v=3`]) {
      const response = await fetch(url, { method: "POST", body: "{}" });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        featureFlags: {},
        sessionRecording: false,
        surveys: false,
      });
    }
  });

  it("counts the stored events per name for npm run analytics", () => {
    const counts = countEvents(app.db);
    expect(counts[0]).toEqual({ event: "book_now_clicked", count: 2 });
    expect(counts).toEqual(
      expect.arrayContaining([
        { event: "whatsapp_clicked", count: 1 },
        { event: "get_quote_submitted", count: 1 },
        { event: "wechat_id_copied", count: 1 },
      ]),
    );
    expect(counts).toHaveLength(4);
  });
});
