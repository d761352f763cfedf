/**
 * What a hostile stranger can send to the public endpoints: each case must answer 4xx with a
 * reason that says what is wrong, store nothing, and leave the server answering /healthz within
 * 100 ms. Raw fetch for the bytes no SDK would send. Each caller has its own address (the server
 * trusts X-Forwarded-For from loopback here), so one case's rate limit never meets another's.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { connect, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { Client as ServerClient, Databases as ServerDatabases } from "node-appwrite";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { deskIds } from "../../data/domain/desk";
import { enquiryIds } from "../../data/domain/enquiry";
import { analyticsServiceConfig } from "../../server/analytics/routes";
import { createApp, type App } from "../../server/app";
import { loadServerConfig } from "../../server/config";
import { contentApiPath } from "../../server/content/routes";
import { ReviewStore } from "../../server/reviews/store";
import { searchServiceConfig } from "../../server/search/config";
import { contactEnquiry, writeMinimalSite } from "./enquiries-service";
import {
  sendIpn,
  settleOnStandIn,
  startPayment,
  storeProposal,
} from "../../scripts/lib/payment-calls";
import { everyEditorCall } from "../editor-calls";

const search = searchServiceConfig({});
const { projectKey } = analyticsServiceConfig({});
let app: App;
let root: string;
let base: string;
let addresses = 0;
let apiKey: string;

/** A new client address for each caller. */
function stranger(): string {
  addresses += 1;
  return `198.51.100.${addresses}`;
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "hostile-input-"));
  const distDir = path.join(root, "dist");
  writeMinimalSite(distDir);
  // The content editor as on a production server, over a copy of the FAQ.
  cpSync(path.join("content", "faq"), path.join(root, "checkout", "content", "faq"), {
    recursive: true,
  });
  const config = loadServerConfig({
    DATA_DIR: path.join(root, "data"),
    DIST_DIR: distDir,
    HOST: "127.0.0.1",
    TRUST_PROXY: "127.0.0.1",
    CONTENT_EDITOR: "git",
    CONTENT_EDITOR_ROOT: path.join(root, "checkout"),
    RATE_LIMIT_CONTENT_PER_MINUTE: "20",
    RATE_LIMIT_DESK_PAYMENTS_PER_MINUTE: "20",
  });
  apiKey = config.apiKey;
  app = await createApp(config, {
    publish: async () => ({ ok: false, seconds: 0, problem: "A stranger's edit was published" }),
  });
  base = await app.app.listen({ port: 0, host: "127.0.0.1" });
  // The first answers of a new process compile its code paths: time the server warm, as it runs.
  await fetch(`${base}/healthz`);
  await searchRequest({ requests: [{ indexName: search.indexName, query: "mara" }] });
});

afterEach(async () => {
  await expectHealthy();
});

afterAll(async () => {
  await app.app.close();
  rmSync(root, { recursive: true, force: true });
});

/**
 * The server still answers /healthz. How fast it answers under a stranger's worst requests is
 * `npm run bench:abuse`'s to measure: a test on a shared machine cannot tell a slow server from
 * a busy machine.
 */
/**
 * Sends `send(n)` for n = 1, 2, … until a call is refused (429), `most` calls at most. The
 * refusal, and the statuses of the calls counted in the window that refused it: the windows are
 * the clock's minutes (X-RateLimit-Reset names each one's end), and a run that crosses into the
 * next minute starts counting again there.
 */
async function untilLimited(
  send: (n: number) => Promise<Response>,
  most: number,
): Promise<{ limited: Response; inWindow: number[] }> {
  const answers: { status: number; windowEnd: string | null }[] = [];
  for (let n = 1; n <= most; n++) {
    const response = await send(n);
    const windowEnd = response.headers.get("x-ratelimit-reset");
    answers.push({ status: response.status, windowEnd });
    if (response.status === 429) {
      const inWindow = answers.filter((answer) => answer.windowEnd === windowEnd);
      return { limited: response, inWindow: inWindow.map((answer) => answer.status) };
    }
    await response.arrayBuffer();
  }
  throw new Error(`No call of ${most} was refused.`);
}

/** A session that stands for nobody: forged, garbled, too long, or sent in a header. */
const forgedSession = Buffer.from(JSON.stringify({ id: "someone", secret: "0".repeat(64) }));
const sessionCookie = `a_session_${enquiryIds.projectId}`;
const forgedSessions: Array<Record<string, string>> = [
  { cookie: `${sessionCookie}=${forgedSession.toString("base64")}` },
  { cookie: `${sessionCookie}=%E0%A4%A` },
  { cookie: `${sessionCookie}=${"A".repeat(4000)}` },
  { "x-appwrite-session": forgedSession.toString("base64") },
];

async function expectHealthy(): Promise<void> {
  expect((await fetch(`${base}/healthz`)).status).toBe(200);
}

function rowCount(table: string): number {
  const exists = app.db
    .prepare("SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table' AND name = ?")
    .get(table) as { n: number };
  if (exists.n === 0) return 0;
  return (app.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
}

function searchRequest(body: string | object, from = stranger()) {
  return fetch(`${base}/1/indexes/*/queries`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-algolia-api-key": search.searchKey,
      "x-algolia-application-id": search.appId,
      "x-forwarded-for": from,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** The multi-query of the report: 600 queries of 1,000 hits, every attribute highlighted. */
function worstSearch(): object {
  return {
    requests: Array.from({ length: 600 }, () => ({
      indexName: search.indexName,
      hitsPerPage: 1000,
      attributesToHighlight: ["*"],
    })),
  };
}

/** The costliest multi-query the limits allow: 50 queries of 4 hits, all highlighted. */
function heaviestAllowedSearch(): object {
  return {
    requests: Array.from({ length: 50 }, (_, index) => ({
      indexName: search.indexName,
      query: index % 2 === 0 ? "a" : "",
      hitsPerPage: 4,
      attributesToHighlight: ["*"],
      facets: ["*"],
    })),
  };
}

async function expectAlgoliaError(response: Response, status: number, reason: RegExp) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { message: string; status: number };
  expect(body.status).toBe(status);
  expect(body.message).toMatch(reason);
}

describe("search", () => {
  it("refuses the 600-query multi-query with the reason", async () => {
    await expectAlgoliaError(await searchRequest(worstSearch()), 400, /600 queries.*at most 50/);
    await expectHealthy();
  });

  it("refuses more than 100 hits a page and more than 200 hits a request", async () => {
    const page = { requests: [{ indexName: search.indexName, hitsPerPage: 1000 }] };
    await expectAlgoliaError(await searchRequest(page), 400, /hitsPerPage.*from 0 to 100/);
    const many = {
      requests: Array.from({ length: 20 }, () => ({
        indexName: search.indexName,
        hitsPerPage: 100,
      })),
    };
    await expectAlgoliaError(await searchRequest(many), 400, /2000 hits.*at most 200/);
  });

  it("refuses more than 20 highlighted attributes", async () => {
    const attributes = Array.from({ length: 21 }, (_, index) => `field${index}`);
    const body = {
      requests: [{ indexName: search.indexName, attributesToHighlight: attributes }],
    };
    await expectAlgoliaError(await searchRequest(body), 400, /attributesToHighlight.*at most 20/);
  });

  it("refuses filters nested 5,000 deep and filters of thousands of conditions", async () => {
    const deep = `${"(".repeat(5000)}type:tour${")".repeat(5000)}`;
    const nested = { requests: [{ indexName: search.indexName, filters: deep }] };
    await expectAlgoliaError(await searchRequest(nested), 400, /nested more than 10 levels/);
    const notNot = {
      requests: [{ indexName: search.indexName, filters: `${"NOT ".repeat(5000)}type:tour` }],
    };
    await expectAlgoliaError(await searchRequest(notNot), 400, /nested more than 10 levels/);
    const wide = Array.from({ length: 3000 }, () => "type:tour").join(" OR ");
    const many = { requests: [{ indexName: search.indexName, filters: wide }] };
    await expectAlgoliaError(await searchRequest(many), 400, /more than 100 conditions/);
    await expectHealthy();
  });

  it("refuses a body that is not JSON, with the reason", async () => {
    await expectAlgoliaError(await searchRequest("{"), 400, /Invalid JSON/);
  });

  // Retried: on a shared machine one run may lose a core for 100 ms; a server that blocks fails
  // every run.
  it("answers /healthz while the heaviest allowed and the worst requests run", async () => {
    const from = stranger();
    const load = Promise.all([
      searchRequest(heaviestAllowedSearch(), from),
      searchRequest(heaviestAllowedSearch(), from),
      searchRequest(worstSearch(), from),
      searchRequest(worstSearch(), from),
    ]);
    let done = false;
    const answered = load.then((responses) => {
      done = true;
      return responses;
    });
    do await expectHealthy();
    while (!done);
    const statuses = (await answered).map((response) => response.status);
    expect(statuses).toEqual([200, 200, 400, 400]);
  });

  it("limits each address, answering 429 with Retry-After", async () => {
    const from = stranger();
    const body = { requests: [{ indexName: search.indexName, query: "mara", hitsPerPage: 0 }] };
    const { limited, inWindow } = await untilLimited(() => searchRequest(body, from), 1300);
    expect(inWindow.filter((status) => status === 200)).toHaveLength(600);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    await expectAlgoliaError(limited, 429, /Too many requests/);
    expect((await searchRequest(body)).status).toBe(200);
  });
});

function capture(
  body: string | Uint8Array<ArrayBuffer>,
  options: { headers?: Record<string, string>; query?: string; from?: string } = {},
) {
  return fetch(`${base}/ingest/e/${options.query ?? ""}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": options.from ?? stranger(),
      ...options.headers,
    },
    body,
  });
}

function captureEvent(properties: unknown = {}) {
  return {
    event: "hostile",
    properties: { token: projectKey, distinct_id: "x", ...(properties as object) },
  };
}

async function expectPostHogError(response: Response, status: number, reason: RegExp) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { detail: string };
  expect(body.detail).toMatch(reason);
  expect(rowCount("analytics_events")).toBe(0);
}

/** JSON of `{"a":{"a":…}}`, `depth` objects deep. */
function nested(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
}

describe("analytics", () => {
  it("refuses a small gzip body that inflates to megabytes as too large once decompressed", async () => {
    const bomb = new Uint8Array(
      gzipSync(JSON.stringify(captureEvent({ blob: "x".repeat(8 * 1024 * 1024) }))),
    );
    expect(bomb.length).toBeLessThan(16 * 1024);
    const asPosthogJs = await capture(bomb, {
      query: "?compression=gzip-js",
      headers: { "content-type": "text/plain" },
    });
    await expectPostHogError(asPosthogJs, 413, /too large once decompressed/);
    const asContentEncoding = await capture(bomb, { headers: { "content-encoding": "gzip" } });
    await expectPostHogError(asContentEncoding, 413, /too large once decompressed/);
    await expectHealthy();
  });

  it("refuses a bad or unknown Content-Encoding with 4xx, as the other endpoints do", async () => {
    const event = JSON.stringify(captureEvent());
    await expectPostHogError(
      await capture(event, { headers: { "content-encoding": "gzip" } }),
      400,
      /decompress/,
    );
    await expectPostHogError(
      await capture(event, { headers: { "content-encoding": "x-made-up" } }),
      415,
      /Unsupported Content-Encoding/,
    );
  });

  it("refuses properties nested 20,000 deep, too many, too large, and batches too long", async () => {
    const deep = `{"event":"hostile","properties":{"token":"${projectKey}","deep":${nested(20000)}}}`;
    await expectPostHogError(await capture(deep), 400, /nested more than 11 levels/);
    const nine = `{"event":"hostile","properties":{"token":"${projectKey}","deep":${nested(8)}}}`;
    await expectPostHogError(await capture(nine), 400, /nested more than 8 levels/);
    const many = Object.fromEntries(Array.from({ length: 600 }, (_, index) => [`p${index}`, 1]));
    await expectPostHogError(
      await capture(JSON.stringify(captureEvent(many))),
      400,
      /more than 500 properties/,
    );
    const large = captureEvent({ blob: "x".repeat(40 * 1024) });
    await expectPostHogError(await capture(JSON.stringify(large)), 413, /more than 32768 bytes/);
    const batch = Array.from({ length: 101 }, () => captureEvent());
    await expectPostHogError(await capture(JSON.stringify(batch)), 413, /101 events.*at most 100/);
    const longId = captureEvent({ distinct_id: "x".repeat(10_000) });
    await expectPostHogError(await capture(JSON.stringify(longId)), 400, /longer than 200/);
    await expectHealthy();
  });

  it("refuses prototype keys as reserved keys", async () => {
    const body = `{"event":"hostile","properties":{"token":"${projectKey}","__proto__":{"admin":true}}}`;
    await expectPostHogError(await capture(body), 400, /"__proto__" is a reserved key/);
    const constructor = `[{"event":"hostile","constructor":{"prototype":{}},"properties":{"token":"${projectKey}"}}]`;
    await expectPostHogError(await capture(constructor), 400, /"constructor" is a reserved key/);
  });

  it("refuses text/plain and form posts from origins that are not allowed, and other content types", async () => {
    const event = JSON.stringify(captureEvent());
    for (const origin of ["https://evil.example", "null"]) {
      await expectPostHogError(
        await capture(event, { headers: { "content-type": "text/plain", origin } }),
        403,
        /are not accepted/,
      );
      await expectPostHogError(
        await capture(`data=${encodeURIComponent(event)}`, {
          headers: { "content-type": "application/x-www-form-urlencoded", origin },
        }),
        403,
        /are not accepted/,
      );
    }
    await expectPostHogError(
      await capture(event, { headers: { "content-type": "application/xml" } }),
      415,
      /Unsupported content type/,
    );
    const sameOrigin = await capture(event, {
      headers: { "content-type": "text/plain", origin: base },
    });
    expect(sameOrigin.status).toBe(200);
    app.db.exec("DELETE FROM analytics_events");
  });

  it("shares one budget of bytes a second among all addresses", async () => {
    const body = JSON.stringify(
      Array.from({ length: 8 }, () => ({
        event: "hostile",
        properties: { token: "phc_other", blob: "x".repeat(31 * 1024) },
      })),
    );
    // Sent at once, as a flood comes: however slow the machine, the budget has no time to refill.
    const answers = await Promise.all(Array.from({ length: 6 }, () => capture(body)));
    const statuses = answers.map((response) => response.status);
    expect(statuses).toContain(401);
    expect(statuses).toContain(429);
    const limited = answers.find((response) => response.status === 429);
    expect(Number(limited!.headers.get("retry-after"))).toBeGreaterThan(0);
    await expectPostHogError(limited!, 429, /taking all the events it can/);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  });

  it("limits each address, answering 429 with Retry-After", async () => {
    const from = stranger();
    const { limited, inWindow } = await untilLimited(() => capture("{", { from }), 300);
    expect(inWindow.filter((status) => status === 400)).toHaveLength(120);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    await expectPostHogError(limited, 429, /Too many requests/);
  });
});

describe("analytics storage", () => {
  it("prunes the oldest events past its cap, and says so in /readyz", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "hostile-analytics-cap-"));
    writeMinimalSite(path.join(dir, "dist"));
    const capped = await createApp(
      loadServerConfig({
        DATA_DIR: path.join(dir, "data"),
        DIST_DIR: path.join(dir, "dist"),
        ANALYTICS_MAX_MB: "1",
        ANALYTICS_MAX_KB_PER_SECOND: "100000",
      }),
    );
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (message: string) => warnings.push(message);
    try {
      const url = await capped.app.listen({ port: 0, host: "127.0.0.1" });
      const batches = 6;
      for (let batch = 0; batch < batches; batch++) {
        const events = Array.from({ length: 8 }, (_, index) => ({
          event: `filler-${batch}`,
          uuid: `${batch}-${index}`,
          properties: { token: projectKey, blob: "x".repeat(30 * 1024) },
        }));
        const response = await fetch(`${url}/ingest/batch/`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(events),
        });
        expect(response.status).toBe(200);
      }
      const readyz = (await (await fetch(`${url}/readyz`)).json()) as {
        storage: { analytics: { storedBytes: number; maxBytes: number; prunedEvents: number } };
      };
      const usage = readyz.storage.analytics;
      expect(usage.maxBytes).toBe(1024 * 1024);
      expect(usage.storedBytes).toBeLessThanOrEqual(usage.maxBytes);
      expect(usage.prunedEvents).toBeGreaterThan(0);
      const stored = capped.db
        .prepare(
          "SELECT event, SUM(length(properties)) AS bytes FROM analytics_events GROUP BY event",
        )
        .all() as Array<{ event: string; bytes: number }>;
      expect(stored.map((row) => row.event)).not.toContain("filler-0");
      expect(stored.map((row) => row.event)).toContain(`filler-${batches - 1}`);
      expect(stored.reduce((sum, row) => sum + row.bytes, 0)).toBeLessThanOrEqual(1024 * 1024);
      expect(warnings.join("\n")).toMatch(/pruned the \d+ oldest events/);
    } finally {
      console.warn = warn;
      await capped.app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("enquiries API", () => {
  const documents = `/v1/databases/${enquiryIds.databaseId}/collections/${enquiryIds.messagesCollectionId}/documents`;

  async function expectAppwriteError(
    response: Response,
    status: number,
    type: string,
    reason: RegExp,
  ) {
    expect(response.status).toBe(status);
    const body = (await response.json()) as { message: string; type: string; code: number };
    expect(body).toMatchObject({ type, code: status });
    expect(body.message).toMatch(reason);
    expect(rowCount("appwrite_documents")).toBe(0);
    expect(rowCount("appwrite_executions")).toBe(0);
  }

  function api(
    pathName: string,
    init: { method: string; headers?: Record<string, string>; body?: string },
  ) {
    return fetch(`${base}${pathName}`, {
      method: init.method,
      headers: {
        "x-appwrite-project": enquiryIds.projectId,
        "x-forwarded-for": stranger(),
        ...init.headers,
      },
      body: init.body,
    });
  }

  it("tells a guest's DELETE with an empty JSON body that it is unauthorised", async () => {
    const response = await api(`${documents}/some-id`, {
      method: "DELETE",
      headers: { "content-type": "application/json" },
      body: "",
    });
    await expectAppwriteError(response, 401, "user_unauthorized", /not authorized/);
  });

  it("answers a bad or unknown Content-Encoding with 4xx", async () => {
    const garbled = await api(documents, {
      method: "POST",
      headers: { "content-type": "application/json", "content-encoding": "gzip" },
      body: "{}",
    });
    expect(garbled.status).toBe(400);
    const unknown = await api(documents, {
      method: "POST",
      headers: { "content-type": "application/json", "content-encoding": "x-made-up" },
      body: "{}",
    });
    expect(unknown.status).toBe(415);
    await expectHealthy();
  });

  it("refuses a body nested 20,000 deep and prototype keys, with the reason", async () => {
    const deep = await api(documents, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: `{"documentId":"unique()","data":${nested(20000)}}`,
    });
    expect(deep.status).toBeGreaterThanOrEqual(400);
    expect(deep.status).toBeLessThan(500);
    await deep.arrayBuffer();
    const constructor = await api(documents, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"documentId":"unique()","data":{"constructor":{"prototype":{"admin":true}}}}',
    });
    await expectAppwriteError(
      constructor,
      400,
      "general_argument_invalid",
      /"constructor", a reserved key/,
    );
    await expectHealthy();
  });

  it("refuses a guest's document permissions, which would grant nothing", async () => {
    const response = await api(documents, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        documentId: "unique()",
        data: contactEnquiry(),
        permissions: ['read("any")'],
      }),
    });
    await expectAppwriteError(response, 401, "user_unauthorized", /document security is off/);
  });

  it.each([
    ["a status", { status: "booked" }, "status"],
    ["the operator's notes", { notes: "Deposit received, USD 4,000." }, "notes"],
    ["a reply time", { repliedAt: new Date().toISOString() }, "repliedAt"],
  ])(
    "refuses a guest's enquiry that sets %s, the operator's to set: 400 naming the field, nothing stored",
    async (_case, fields, field) => {
      const response = await api(documents, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ documentId: "unique()", data: contactEnquiry(fields) }),
      });
      await expectAppwriteError(
        response,
        400,
        "document_invalid_structure",
        new RegExp(`Attribute "${field}" is not the traveller's to set`),
      );
    },
  );

  it.each([
    "traveller?subject=Refund&body=Send%20it@example.com",
    "a&cc=finance@example.com",
    "x=y@example.com",
    "100%@example.com",
    "a@example.com?bcc=b@example.com",
  ])(
    "refuses a guest's enquiry from %s, which no mailbox is: 400 naming the field",
    async (email) => {
      const response = await api(documents, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ documentId: "unique()", data: contactEnquiry({ email }) }),
      });
      await expectAppwriteError(
        response,
        400,
        "document_invalid_structure",
        /Attribute "email" has invalid format/,
      );
    },
  );

  it("counts an IPv6 client by its /64, however many of its addresses it sends from", async () => {
    const send = (from: string) =>
      fetch(`${base}${documents}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-appwrite-project": enquiryIds.projectId,
          "x-forwarded-for": from,
        },
        body: JSON.stringify({ documentId: "unique()", data: {} }),
      });
    const { limited, inWindow } = await untilLimited(
      (host) => send(`2001:db8:57:64:${host.toString(16)}::${host.toString(16)}`),
      200,
    );
    expect(inWindow.filter((status) => status === 400)).toHaveLength(30);
    await expectAppwriteError(limited, 429, "general_rate_limit_exceeded", /Rate limit/);
    expect((await send("2001:db8:57:65::1")).status).toBe(400);
  });

  it("keeps only the headers Appwrite keeps of a guest's execution", async () => {
    const headers = Object.fromEntries(
      Array.from({ length: 100 }, (_, index) => [`x-filler-${index}`, "x".repeat(1000)]),
    );
    const response = await api(`/v1/functions/${enquiryIds.emailFunctionId}/executions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        body: JSON.stringify({ documentId: "made-up-id" }),
        headers: { ...headers, "content-type": "application/json", cookie: "session=secret" },
      }),
    });
    expect(response.status).toBe(201);
    const execution = (await response.json()) as { requestHeaders: unknown };
    expect(execution.requestHeaders).toEqual([{ name: "content-type", value: "application/json" }]);
    const stored = app.db.prepare("SELECT data FROM appwrite_executions").all() as Array<{
      data: string;
    }>;
    expect(stored).toHaveLength(1);
    expect(stored[0]!.data.length).toBeLessThan(4096);
    app.db.exec("DELETE FROM appwrite_executions");
  });

  it("answers hostile bodies to the proposal function with 400 and the reason, storing nothing", async () => {
    const bodies: Array<[string, RegExp]> = [
      [nested(10000), /may hold "action", "id", "version" and "termsVersion" only/],
      ['{"action":"accept","id":"0123456789abcdef0123456789abcdef","__proto__":{}}', /"__proto__"/],
      [JSON.stringify({ action: "get", id: "a".repeat(100_000) }), /"id" must be a proposal id/],
      [JSON.stringify({ action: "accept", id: "../../messages" }), /"id" must be a proposal id/],
      ["\u0000{", /must be JSON/],
    ];
    for (const [body, reason] of bodies) {
      const response = await api(`/v1/functions/${deskIds.proposalFunctionId}/executions`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ body }),
      });
      expect(response.status).toBe(201);
      const execution = (await response.json()) as {
        responseStatusCode: number;
        responseBody: string;
      };
      expect(execution.responseStatusCode).toBe(400);
      expect((JSON.parse(execution.responseBody) as { error: string }).error).toMatch(reason);
    }
    expect(rowCount("appwrite_documents")).toBe(0);
    app.db.exec("DELETE FROM appwrite_executions");
  });

  it("refuses a stranger the operators' proposal e-mail: 401, nothing run", async () => {
    const response = await api(`/v1/functions/${deskIds.proposalEmailFunctionId}/executions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ body: JSON.stringify({ id: "0123456789abcdef0123456789abcdef" }) }),
    });
    await expectAppwriteError(response, 401, "user_unauthorized", /not authorized/);
  });
});

describe("enquiry forms posted without script", () => {
  const formBody = (fields: Record<string, string> | [string, string][]) =>
    new URLSearchParams(fields).toString();
  const contactForm = {
    formType: "contact",
    locale: "en",
    documentId: "",
    name: "Hostile Stranger",
    email: "stranger@example.com",
  };

  function postForm(body: string, contentType = "application/x-www-form-urlencoded") {
    return fetch(`${base}/enquiry`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": contentType, "x-forwarded-for": stranger() },
      body,
    });
  }

  async function expectRefused(response: Response, status: number, reason: RegExp) {
    expect(response.status).toBe(status);
    expect(await response.text()).toMatch(reason);
    expect(rowCount("appwrite_documents")).toBe(0);
    expect(rowCount("appwrite_executions")).toBe(0);
  }

  it("refuses a body larger than an enquiry can be, and other content types", async () => {
    const huge = formBody({ ...contactForm, message: "🦁".repeat(20_000) });
    expect((await postForm(huge)).status).toBe(413);
    await expectRefused(
      await postForm(JSON.stringify(contactForm), "application/json"),
      415,
      /x-www-form-urlencoded/,
    );
    await expectRefused(await postForm(formBody(contactForm), "text/plain"), 415, /urlencoded/);
  });

  it("refuses a field sent twice, an unknown form, and values past the collection's limits, with the reason", async () => {
    await expectRefused(
      await postForm(formBody([...Object.entries(contactForm), ["email", "b@example.com"]])),
      400,
      /"email" was sent more than once/,
    );
    await expectRefused(
      await postForm(formBody({ ...contactForm, formType: "desk_reply" })),
      400,
      /formType.*contact, hero_booking/,
    );
    await expectRefused(
      await postForm(formBody({ ...contactForm, name: "n".repeat(201) })),
      400,
      /name/,
    );
    await expectRefused(
      await postForm(formBody({ ...contactForm, budget: "a-million" })),
      400,
      /budget/,
    );
    await expectRefused(
      await postForm(formBody({ ...contactForm, documentId: "../../etc/passwd" })),
      400,
      /documentId|id/i,
    );
  });
});

describe("desk sign-in and lists", () => {
  const signInPath = "/v1/account/sessions/email";

  function signIn(body: string, headers: Record<string, string> = {}) {
    return fetch(`${base}${signInPath}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-appwrite-project": enquiryIds.projectId,
        "x-forwarded-for": stranger(),
        ...headers,
      },
      body,
    });
  }

  async function expectRefused(response: Response, status: number, type: string, reason: RegExp) {
    expect(response.status).toBe(status);
    const body = (await response.json()) as { message: string; type: string; code: number };
    expect(body).toMatchObject({ type, code: status });
    expect(body.message).toMatch(reason);
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(rowCount("appwrite_sessions")).toBe(0);
  }

  it.each([
    ["no e-mail", { password: "a-long-password" }, /Param "email" is not optional/],
    ["no password", { email: "a@example.com" }, /Param "password" is not optional/],
    ["an e-mail of the wrong type", { email: 42, password: "a-long-password" }, /valid email/],
    ["an e-mail that is not one", { email: "a@", password: "a-long-password" }, /valid email/],
    [
      "an e-mail of 300 characters",
      { email: `${"a".repeat(288)}@example.com`, password: "a-long-password" },
      /valid email/,
    ],
    [
      "a password of the wrong type",
      { email: "a@example.com", password: ["x"] },
      /between 8 and 256/,
    ],
    ["a password of 7 characters", { email: "a@example.com", password: "1234567" }, /between 8/],
    [
      "a password of 257 characters",
      { email: "a@example.com", password: "p".repeat(257) },
      /between 8 and 256/,
    ],
  ])("refuses a sign-in with %s: 400 with the reason, no session", async (_case, body, reason) => {
    await expectRefused(
      await signIn(JSON.stringify(body)),
      400,
      "general_argument_invalid",
      reason,
    );
  });

  it("refuses a sign-in body that is not JSON, an array, or larger than a sign-in can be", async () => {
    await expectRefused(await signIn("{email:"), 400, "general_argument_invalid", /not valid JSON/);
    await expectRefused(await signIn("[]"), 400, "general_argument_invalid", /JSON object/);
    await expectRefused(
      await signIn(JSON.stringify({ email: "a@example.com", password: "x".repeat(8000) })),
      413,
      "general_argument_invalid",
      /larger than/,
    );
  });

  it("treats a forged or garbled session as a guest: 401, never a server error", async () => {
    const account = (headers: Record<string, string>) =>
      fetch(`${base}/v1/account`, {
        headers: { "x-appwrite-project": enquiryIds.projectId, ...headers },
      });
    const forged = Buffer.from(JSON.stringify({ id: "someone", secret: "0".repeat(64) })).toString(
      "base64",
    );
    const carried: Array<Record<string, string>> = [
      { cookie: `a_session_${enquiryIds.projectId}=${forged}` },
      { cookie: `a_session_${enquiryIds.projectId}=%E0%A4%A` },
      { "x-appwrite-session": "not base64 json" },
      { "x-appwrite-session": "A".repeat(4000) },
      { "x-fallback-cookies": "{" },
      { "x-fallback-cookies": JSON.stringify({ [`a_session_${enquiryIds.projectId}`]: 7 }) },
    ];
    for (const headers of carried) {
      const response = await account(headers);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ type: "general_unauthorized_scope" });
    }
  });

  it("refuses list queries nested too deep, with too many filters, or values of the wrong type", async () => {
    const documents = `/v1/databases/${enquiryIds.databaseId}/collections/${enquiryIds.messagesCollectionId}/documents`;
    const list = (queries: object[]) => {
      const url = new URL(`${base}${documents}`);
      queries.forEach((query, index) =>
        url.searchParams.set(`queries[${index}]`, JSON.stringify(query)),
      );
      return fetch(url, {
        headers: {
          "x-appwrite-project": enquiryIds.projectId,
          "x-appwrite-key": apiKey,
        },
      });
    };
    const equal = { method: "equal", attribute: "status", values: ["new"] };
    let nested: object = equal;
    for (let depth = 0; depth < 5; depth += 1) nested = { method: "or", values: [nested, equal] };
    const cases: Array<[object[], RegExp]> = [
      [[nested], /nest at most 3 levels/],
      [[{ method: "or", values: Array.from({ length: 150 }, () => equal) }], /at most 100 filters/],
      [
        [{ method: "equal", attribute: "status", values: [1] }],
        /value is invalid for attribute "status"/,
      ],
      [[{ method: "search", attribute: "phone", values: ["1"] }], /requires a fulltext index/],
      [[{ method: "search", attribute: "name", values: [1] }], /one string value/],
    ];
    for (const [queries, reason] of cases) {
      const response = await list(queries);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { type: string; message: string };
      expect(body.type).toBe("general_query_invalid");
      expect(body.message).toMatch(reason);
    }
  });
});

describe("the content editor", () => {
  const contentCommits = () =>
    execFileSync(
      "git",
      [`--git-dir=${path.join(root, "data", "content.git")}`, "rev-list", "--all"],
      {
        encoding: "utf8",
      },
    );

  function editorCall(body: string, headers: Record<string, string> = {}, from = stranger()) {
    return fetch(`${base}${contentApiPath}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": from, ...headers },
      body,
    });
  }

  const save = JSON.stringify({
    action: "persistEntry",
    params: { dataFiles: [{ path: "content/faq/deposit.yaml", raw: "en: {}\n" }], assets: [] },
  });

  it("refuses a stranger every call, before reading the body: 401 with the reason, nothing committed", async () => {
    const before = contentCommits();
    const bodies = [
      ...everyEditorCall("content/faq/deposit.yaml").map(([action, params]) =>
        JSON.stringify({ action, params }),
      ),
      JSON.stringify({ action: "getEntry", params: { path: "../../etc/passwd" } }),
      JSON.stringify({ action: "restore", params: { path: "content/faq/x.yaml", commit: "HEAD" } }),
      "{action:",
      "[]",
      JSON.stringify({ action: "persistMedia", params: { asset: { path: "images/x.svg" } } }),
    ];
    for (const body of bodies) {
      const response = await editorCall(body, { origin: base });
      expect(response.status, body).toBe(401);
      expect(await response.json()).toEqual({ error: "Sign in at /desk to edit the site." });
    }
    expect(contentCommits()).toBe(before);
  });

  it("treats a forged or garbled session cookie, and a form posted from another site, as a stranger", async () => {
    const carried: Array<Record<string, string>> = [
      ...forgedSessions,
      { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
      { "content-type": "text/plain", origin: "null" },
    ];
    for (const headers of carried) {
      const response = await editorCall(save, headers);
      expect(response.status, JSON.stringify(headers)).toBe(401);
    }
  });

  it("limits each address, answering 429 with Retry-After", async () => {
    const from = stranger();
    const { limited, inWindow } = await untilLimited(() => editorCall(save, {}, from), 40);
    expect(inWindow.filter((status) => status === 401).length).toBe(20);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await limited.json()).toEqual({ error: "Too many requests: try again in a minute." });
  });
});

describe("slow requests", () => {
  it("closes a connection whose body trickles in past the request timeout", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "hostile-slow-"));
    writeMinimalSite(path.join(dir, "dist"));
    const slow = await createApp(
      loadServerConfig({ DATA_DIR: path.join(dir, "data"), DIST_DIR: path.join(dir, "dist") }),
      { requestTimeoutMs: 1_000 },
    );
    try {
      await slow.app.listen({ port: 0, host: "127.0.0.1" });
      const { port } = slow.app.server.address() as AddressInfo;
      const socket = connect(port, "127.0.0.1");
      const answer = new Promise<string>((resolve) => {
        let received = "";
        socket.on("data", (chunk) => (received += chunk.toString()));
        socket.on("close", () => resolve(received));
      });
      socket.write(
        "POST /ingest/e/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n",
      );
      const trickle = setInterval(() => socket.write("{"), 200);
      const received = await answer;
      clearInterval(trickle);
      expect(received).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await slow.app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("payments", () => {
  const admin = () => ({
    databases: new ServerDatabases(
      new ServerClient().setEndpoint(`${base}/v1`).setProject(enquiryIds.projectId).setKey(apiKey),
    ),
  });
  const order = (body: string, from = stranger(), type = "application/json") =>
    fetch(`${base}/payments/orders`, {
      method: "POST",
      headers: { "content-type": type, "x-forwarded-for": from },
      body,
    });
  const paymentsOf = (proposal: string) =>
    app.db.prepare("SELECT * FROM payments WHERE proposal_id = ?").all(proposal);
  const trackingIdOf = (redirectUrl: string) =>
    new URL(redirectUrl).searchParams.get("OrderTrackingId") ?? "";

  it("refuses an amount, a currency or any other field from the browser, storing nothing", async () => {
    const proposal = await storeProposal(admin());
    const bodies: Array<[string, RegExp]> = [
      [
        JSON.stringify({ proposal, amount: 1 }),
        /amount and currency come from the stored proposal/,
      ],
      [JSON.stringify({ proposal, currency: "KES" }), /not "currency"/],
      [`{"proposal":"${proposal}","__proto__":{"amount":1}}`, /not valid JSON/],
      [JSON.stringify([proposal]), /must be \{"proposal"/],
      [JSON.stringify({ proposal: 42 }), /"proposal" must be the proposal's id/],
    ];
    for (const [body, reason] of bodies) {
      const response = await order(body);
      expect(response.status, body).toBe(400);
      expect(((await response.json()) as { error: string }).error, body).toMatch(reason);
    }
    const tooLarge = await order(JSON.stringify({ proposal: "x".repeat(4096) }));
    expect(tooLarge.status).toBe(413);
    for (const [what, id] of [
      ["unknown", "0123456789abcdef0123456789abcdef"],
      ["malformed", "../../messages"],
    ]) {
      const response = await order(JSON.stringify({ proposal: id }));
      expect(response.status, what).toBe(404);
    }
    const unaccepted = await storeProposal(admin(), { accepted: false });
    const early = await order(JSON.stringify({ proposal: unaccepted }));
    expect(early.status).toBe(409);
    expect(((await early.json()) as { error: string }).error).toMatch(/must be accepted/);
    expect([...paymentsOf(proposal), ...paymentsOf(unaccepted)]).toEqual([]);
  });

  it("changes nothing for a replayed IPN, one for an unknown order, or one naming someone else's order", async () => {
    const mine = await storeProposal(admin());
    const theirs = await storeProposal(admin());
    const paid = await startPayment(base, theirs, { "x-forwarded-for": stranger() });
    await settleOnStandIn(paid.redirectUrl, "pay");
    const pending = await startPayment(base, mine, { "x-forwarded-for": stranger() });
    const before = [...paymentsOf(mine), ...paymentsOf(theirs)];

    const replayed = await sendIpn(
      base,
      { trackingId: trackingIdOf(paid.redirectUrl), reference: paid.reference },
      { "x-forwarded-for": stranger() },
    );
    expect(replayed.status).toBe(200);
    // My payment's reference with their paid order's tracking id: not my order, not believed.
    const crossed = await sendIpn(
      base,
      { trackingId: trackingIdOf(paid.redirectUrl), reference: pending.reference },
      { "x-forwarded-for": stranger() },
    );
    expect(crossed).toEqual({
      status: 500,
      body: {
        orderNotificationType: "IPNCHANGE",
        orderTrackingId: trackingIdOf(paid.redirectUrl),
        orderMerchantReference: pending.reference,
        status: 500,
      },
    });
    const unknown = await sendIpn(
      base,
      {
        trackingId: "7e6b62d9-883e-440f-a63e-e1105bbfadc3",
        reference: "pay-000000000000000000000000",
      },
      { "x-forwarded-for": stranger() },
    );
    expect(unknown.status).toBe(500);
    for (const body of [
      "{}",
      JSON.stringify({
        OrderTrackingId: "x".repeat(500),
        OrderMerchantReference: "a",
        OrderNotificationType: "IPNCHANGE",
      }),
    ]) {
      const response = await fetch(`${base}/payments/ipn`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": stranger() },
        body,
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/OrderTrackingId/);
    }
    expect([...paymentsOf(mine), ...paymentsOf(theirs)]).toEqual(before);
  });

  it("takes a forged return to the site for nothing: the provider is asked, and says unpaid", async () => {
    const proposal = await storeProposal(admin());
    const started = await startPayment(base, proposal, { "x-forwarded-for": stranger() });
    const before = paymentsOf(proposal);
    const forge = (query: Record<string, string>) =>
      fetch(`${base}/payments/callback?${new URLSearchParams(query)}`, {
        headers: { "x-forwarded-for": stranger() },
        redirect: "manual",
      });
    const own = await forge({
      OrderTrackingId: trackingIdOf(started.redirectUrl),
      OrderMerchantReference: started.reference,
      OrderNotificationType: "CALLBACKURL",
    });
    expect(own.status).toBe(303);
    expect(own.headers.get("location")).toBe(`/de/p/${proposal}?payment=${started.reference}`);
    const madeUp = await forge({
      OrderTrackingId: "00000000-0000-0000-0000-000000000000",
      OrderMerchantReference: started.reference,
      OrderNotificationType: "CALLBACKURL",
    });
    expect(madeUp.status).toBe(303);
    const unknown = await forge({
      OrderTrackingId: "00000000-0000-0000-0000-000000000000",
      OrderMerchantReference: "pay-000000000000000000000000",
      OrderNotificationType: "CALLBACKURL",
    });
    expect(unknown.status).toBe(404);
    expect(paymentsOf(proposal)).toEqual(before);
  });

  it("limits each address's payments, answering 429 with Retry-After", async () => {
    const proposal = await storeProposal(admin());
    const from = stranger();
    const { limited, inWindow } = await untilLimited(
      () => order(JSON.stringify({ proposal }), from),
      30,
    );
    expect(inWindow.filter((status) => status === 201)).toHaveLength(10);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(((await limited.json()) as { error: string }).error).toMatch(
      /Too many payment requests/,
    );
  });
});

describe("review links", () => {
  const admin = () => ({
    databases: new ServerDatabases(
      new ServerClient().setEndpoint(`${base}/v1`).setProject(enquiryIds.projectId).setKey(apiKey),
    ),
  });
  const send = (token: string, body: string, from = stranger(), type = "application/json") =>
    fetch(`${base}/reviews/links/${token}`, {
      method: "POST",
      headers: { "content-type": type, "x-forwarded-for": from },
      body,
    });
  const reviewCount = () => rowCount("reviews");
  const review = {
    rating: "4",
    title: "A fine week",
    text: "We saw the migration cross the river and the camp staff looked after us wonderfully.",
    companions: "family",
    showName: "",
    showCountry: "",
    "lodge.1": "",
  };

  /** A booked trip that has ended, and a link for it as the invitation carries one. */
  async function linkForEndedTrip() {
    const start = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const proposal = await storeProposal(admin(), {
      startDate: `${start}T00:00:00.000+00:00`,
      days: [{ day: 1, title: "Mara", description: "", lodge: "Ashnil Mara Camp", note: "" }],
    });
    const started = await startPayment(base, proposal, { "x-forwarded-for": stranger() });
    await settleOnStandIn(started.redirectUrl, "pay");
    const { token } = new ReviewStore(app.db).issue(
      { proposalId: proposal, enquiryId: "", locale: "de" },
      "test",
    );
    const trip = (await (await fetch(`${base}/reviews/links/${token}`)).json()) as {
      travelledMonth: string;
      travelledYear: string;
    };
    const { travelledMonth, travelledYear } = trip;
    return { token, fields: { ...review, travelledMonth, travelledYear } };
  }

  it("refuses a rating of 0 or 6, a lodge not in the trip, an unknown field and an over-long text, storing nothing", async () => {
    const { token, fields } = await linkForEndedTrip();
    const bodies: Array<[object, RegExp]> = [
      [{ ...fields, rating: "0" }, /"rating" must be a whole number from 1 to 5/],
      [{ ...fields, rating: "6" }, /"rating" must be a whole number from 1 to 5/],
      [{ ...fields, "lodge.1": "6" }, /"lodge.1" must be a whole number from 1 to 5/],
      [{ ...fields, "lodge.2": "5" }, /"lodge.2" is not a lodge of this trip/],
      [{ ...fields, "lodge.__proto__": "5" }, /is not a lodge of this trip/],
      [{ ...fields, status: "published" }, /Unknown field "status"/],
      [{ ...fields, text: "x".repeat(4001) }, /at most 4000 characters/],
      [{ ...fields, title: "x".repeat(121) }, /at most 120 characters/],
      [{ ...fields, rating: 5 }, /"rating" must be text/],
      [{ ...fields, companions: "pets" }, /"companions" must be one of/],
    ];
    for (const [body, reason] of bodies) {
      const response = await send(token, JSON.stringify(body));
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(reason);
    }
    expect(
      (await send(token, JSON.stringify({ ...fields, text: "🦁".repeat(40_000) }))).status,
    ).toBe(413);
    expect((await send(token, "[1]")).status).toBe(400);
    expect(reviewCount()).toBe(0);
    expect((await fetch(`${base}/reviews/links/${token}`)).status).toBe(200);
  });

  it("keeps HTML and script in the text as the text it is", async () => {
    const { token, fields } = await linkForEndedTrip();
    const text = `<script>alert(document.cookie)</script><img src=x onerror=alert(1)> ${review.text}`;
    const response = await send(token, JSON.stringify({ ...fields, text }));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(app.db.prepare("SELECT text FROM reviews WHERE id = ?").get(id)).toEqual({ text });
  });

  it("answers a reused token as used and a forged one as unknown, storing nothing more", async () => {
    const { token, fields } = await linkForEndedTrip();
    const before = reviewCount();
    const answers = await Promise.all([
      send(token, JSON.stringify(fields)),
      send(token, JSON.stringify(fields)),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 410]);
    const again = await send(token, JSON.stringify(fields));
    expect(again.status).toBe(410);
    expect(await again.json()).toMatchObject({ reason: "used" });
    const forged = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    const unknown = await send(forged, JSON.stringify(fields));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ reason: "unknown" });
    expect(reviewCount()).toBe(before + 1);
  });

  it("limits each address, answering 429 with Retry-After", async () => {
    const from = stranger();
    const { limited } = await untilLimited(
      () =>
        fetch(`${base}/reviews/links/${"A".repeat(43)}`, { headers: { "x-forwarded-for": from } }),
      100,
    );
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await limited.text()).toMatch(/Too many review requests/);
  });
});

describe("the desk's payments", () => {
  const deskCall = (pathName: string, headers: Record<string, string> = {}, method = "GET") =>
    fetch(`${base}/payments/desk${pathName}`, {
      method,
      headers: { "x-forwarded-for": stranger(), ...headers },
    });

  it("tells a stranger, a forged session and a garbled one 401 before anything is read, sending nothing", async () => {
    const proposal = await storeProposal(
      {
        databases: new ServerDatabases(
          new ServerClient()
            .setEndpoint(`${base}/v1`)
            .setProject(enquiryIds.projectId)
            .setKey(apiKey),
        ),
      },
      { priceTotal: 100 },
    );
    const carried: Array<Record<string, string>> = [
      {},
      ...forgedSessions,
      { "x-appwrite-key": "not-the-key" },
    ];
    const calls: Array<[string, string]> = [
      ["/enquiries/..%2F..%2Fmessages", "GET"],
      [`/enquiries/${"x".repeat(90)}`, "GET"],
      ["/balances-due?within=99999999", "GET"],
      [`/proposals/${proposal}/balance-request`, "POST"],
    ];
    for (const headers of carried) {
      for (const [pathName, method] of calls) {
        const response = await deskCall(pathName, headers, method);
        expect(response.status, `${method} ${pathName} ${JSON.stringify(headers)}`).toBe(401);
        expect(await response.json()).toEqual({
          ok: false,
          error: "Sign in at /desk to see the payments.",
        });
      }
    }
    expect(
      app.db.prepare("SELECT COUNT(*) AS n FROM payments WHERE proposal_id = ?").get(proposal),
    ).toEqual({ n: 0 });
  });

  it("limits each address, answering 429 with Retry-After", async () => {
    const from = stranger();
    const { limited, inWindow } = await untilLimited(
      () => fetch(`${base}/payments/desk/balances-due`, { headers: { "x-forwarded-for": from } }),
      40,
    );
    expect(inWindow.filter((status) => status === 401)).toHaveLength(20);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await limited.json()).toEqual({
      ok: false,
      error: "Too many requests: try again in a minute.",
    });
  });
});
