/**
 * What a hostile stranger can send to the public endpoints: each case must answer 4xx with a
 * reason that says what is wrong, store nothing, and leave the server answering /healthz within
 * 100 ms. Raw fetch for the bytes no SDK would send. Each caller has its own address (the server
 * trusts X-Forwarded-For from loopback here), so one case's rate limit never meets another's.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp, type App } from "../../server/app";
import { loadServerConfig } from "../../server/config";
import { searchServiceConfig } from "../../server/search/routes";
import { writeMinimalSite } from "./enquiries-service";

const search = searchServiceConfig({});
let app: App;
let root: string;
let base: string;
let addresses = 0;

/** A new client address for each caller. */
function stranger(): string {
  addresses += 1;
  return `198.51.100.${addresses}`;
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "hostile-input-"));
  const distDir = path.join(root, "dist");
  writeMinimalSite(distDir);
  app = await createApp(
    loadServerConfig({
      DATA_DIR: path.join(root, "data"),
      DIST_DIR: distDir,
      HOST: "127.0.0.1",
      TRUST_PROXY: "127.0.0.1",
    }),
  );
  base = await app.app.listen({ port: 0, host: "127.0.0.1" });
});

afterAll(async () => {
  await app.app.close();
  rmSync(root, { recursive: true, force: true });
});

async function healthzMs(): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}/healthz`);
  expect(response.status).toBe(200);
  return performance.now() - started;
}

async function expectHealthy(): Promise<void> {
  expect(await healthzMs()).toBeLessThan(100);
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

/** The costliest multi-query the limits allow: 50 queries of 20 hits, all highlighted. */
function heaviestAllowedSearch(): object {
  return {
    requests: Array.from({ length: 50 }, (_, index) => ({
      indexName: search.indexName,
      query: index % 2 === 0 ? "a" : "",
      hitsPerPage: 20,
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
  it("refuses the 600-query multi-query with the reason, at once", async () => {
    const started = performance.now();
    await expectAlgoliaError(await searchRequest(worstSearch()), 400, /600 queries.*at most 50/);
    expect(performance.now() - started).toBeLessThan(500);
    await expectHealthy();
  });

  it("refuses more than 100 hits a page and more than 1,000 hits a request", async () => {
    const page = { requests: [{ indexName: search.indexName, hitsPerPage: 1000 }] };
    await expectAlgoliaError(await searchRequest(page), 400, /hitsPerPage.*from 0 to 100/);
    const many = {
      requests: Array.from({ length: 20 }, () => ({
        indexName: search.indexName,
        hitsPerPage: 100,
      })),
    };
    await expectAlgoliaError(await searchRequest(many), 400, /2000 hits.*at most 1000/);
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

  it("keeps /healthz under 100 ms while the heaviest allowed and the worst requests run", async () => {
    const from = stranger();
    const load = Promise.all([
      searchRequest(heaviestAllowedSearch(), from),
      searchRequest(heaviestAllowedSearch(), from),
      searchRequest(worstSearch(), from),
      searchRequest(worstSearch(), from),
    ]);
    const latencies: number[] = [];
    let done = false;
    const answered = load.then((responses) => {
      done = true;
      return responses;
    });
    while (!done) latencies.push(await healthzMs());
    const statuses = (await answered).map((response) => response.status);
    expect(statuses).toEqual([200, 200, 400, 400]);
    expect(Math.max(...latencies)).toBeLessThan(100);
  });

  it("limits each address, answering 429 with Retry-After", async () => {
    const from = stranger();
    const body = { requests: [{ indexName: search.indexName, query: "mara", hitsPerPage: 0 }] };
    const statuses: number[] = [];
    let limited: Response | undefined;
    for (let sent = 0; sent < 700 && !limited; sent++) {
      const response = await searchRequest(body, from);
      statuses.push(response.status);
      if (response.status === 429) limited = response;
      else await response.arrayBuffer();
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(600);
    expect(limited).toBeDefined();
    expect(Number(limited!.headers.get("retry-after"))).toBeGreaterThan(0);
    await expectAlgoliaError(limited!, 429, /Too many requests/);
    expect((await searchRequest(body)).status).toBe(200);
  });
});
