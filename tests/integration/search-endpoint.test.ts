import { algoliasearch, type SearchResponse } from "algoliasearch";
import { liteClient } from "algoliasearch/lite";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SearchRecord } from "../../data/content/types";
import { createApp, type App } from "../../server/app";
import { loadServerConfig } from "../../server/config";
import { searchServiceConfig } from "../../server/search/config";

const { appId, searchKey, indexName } = searchServiceConfig({});
let app: App;
let root: string;
let port: number;

type IndexRecord = SearchRecord & { objectID: string };

/**
 * The stand-in on this machine, waited for as long as a busy machine needs: the client's own
 * limits (two seconds to connect) are for a service far away, and would take a slow answer here
 * for an unreachable host.
 */
function clientOptions() {
  return {
    hosts: [{ url: `127.0.0.1:${port}`, accept: "readWrite" as const, protocol: "http" as const }],
    timeouts: { connect: 60_000, read: 60_000, write: 60_000 },
  };
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "search-endpoint-"));
  const distDir = path.join(root, "dist");
  mkdirSync(distDir);
  writeFileSync(path.join(distDir, "index.html"), "<!doctype html><title>Home</title>");
  writeFileSync(path.join(distDir, "404.html"), "<!doctype html><title>Not found</title>");
  const config = loadServerConfig({
    DATA_DIR: path.join(root, "data"),
    DIST_DIR: distDir,
    PORT: "0",
    HOST: "127.0.0.1",
  });
  app = await createApp(config);
  await app.app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.app.server.address();
  if (!address || typeof address === "string") throw new Error("No port");
  port = address.port;
});

afterAll(async () => {
  await app.app.close();
  rmSync(root, { recursive: true, force: true });
});

async function liteSearch(params: { query: string } & { [key: string]: unknown }) {
  const client = liteClient(appId, searchKey, clientOptions());
  const { results } = await client.search<IndexRecord>({ requests: [{ indexName, ...params }] });
  return results[0] as SearchResponse<IndexRecord>;
}

describe("embedded Algolia search endpoint", () => {
  it("finds the Serengeti tours despite a typo", async () => {
    const result = await liteSearch({ query: "serngeti" });
    const tours = result.hits.filter((hit) => hit.type === "tour");
    expect(tours.length).toBeGreaterThan(0);
    expect(tours[0]?.title).toMatch(/Serengeti/);
    expect(result.hits.map((hit) => hit.objectID)).toContain("destination-serengeti");
  });

  it("returns tours and the Masai Mara destination for 'mara'", async () => {
    const result = await liteSearch({ query: "mara", hitsPerPage: 50 });
    const types = new Set(result.hits.map((hit) => hit.type));
    expect(types.has("tour")).toBe(true);
    const destination = result.hits.find((hit) => hit.objectID === "destination-masai-mara");
    expect(destination).toMatchObject({
      type: "destination",
      slug: "masai-mara",
      title: "Masai Mara",
    });
    const tour = result.hits.find((hit) => hit.type === "tour");
    expect(tour).toMatchObject({ duration: expect.stringMatching(/^\d+ Days$/) });
    expect(tour?.price).toMatch(/^\d+$/);
  });

  it("wraps matches in the highlight tags the client asks for", async () => {
    const result = await liteSearch({
      query: "mar",
      highlightPreTag: "__ais-highlight__",
      highlightPostTag: "__/ais-highlight__",
    });
    const destination = result.hits.find((hit) => hit.objectID === "destination-masai-mara");
    expect(destination?._highlightResult?.title).toEqual({
      value: "Masai __ais-highlight__Mar__/ais-highlight__a",
      matchLevel: "full",
      matchedWords: ["mar"],
      fullyHighlighted: false,
    });
    const defaultTags = await liteSearch({ query: "amboseli" });
    expect(JSON.stringify(defaultTags.hits[0]?._highlightResult)).toContain("<em>Amboseli</em>");
  });

  it("pages through a broad query", async () => {
    const first = await liteSearch({ query: "", hitsPerPage: 5, page: 0 });
    const second = await liteSearch({ query: "", hitsPerPage: 5, page: 1 });
    expect(first.nbHits).toBeGreaterThan(10);
    expect(second).toMatchObject({
      page: 1,
      hitsPerPage: 5,
      nbPages: Math.ceil(Number(first.nbHits) / 5),
    });
    expect(second.hits).toHaveLength(5);
    const firstIds = first.hits.map((hit) => hit.objectID);
    expect(second.hits.some((hit) => firstIds.includes(hit.objectID))).toBe(false);
  });

  it("answers with what InstantSearch reads", async () => {
    const result = await liteSearch({ query: "safari", clickAnalytics: true, facets: ["type"] });
    expect(result).toMatchObject({
      query: "safari",
      index: indexName,
      page: 0,
      hitsPerPage: 20,
      exhaustiveNbHits: true,
      processingTimeMS: expect.any(Number),
      params: expect.stringContaining("query=safari"),
      queryID: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(result.nbPages).toBe(Math.ceil(Number(result.nbHits) / 20));
    expect(result.facets?.type?.tour).toBeGreaterThan(0);
    const withoutClicks = await liteSearch({ query: "safari" });
    expect(withoutClicks.queryID).toBeUndefined();
  });

  it("accepts the parameters as a URL-encoded string", async () => {
    const client = liteClient(appId, searchKey, clientOptions());
    const { results } = await client.search<IndexRecord>([
      { indexName, params: { query: "amboseli", hitsPerPage: 2 } },
    ]);
    const result = results[0] as SearchResponse<IndexRecord>;
    expect(result.hits).toHaveLength(2);
    const response = await fetch(`http://127.0.0.1:${port}/1/indexes/*/queries`, {
      method: "POST",
      headers: {
        "content-type": "text/plain",
        "x-algolia-api-key": searchKey,
        "x-algolia-application-id": appId,
      },
      body: JSON.stringify({
        requests: [
          {
            indexName,
            params: "query=amboseli&hitsPerPage=2&facetFilters=%5B%22type%3Atour%22%5D",
          },
        ],
      }),
    });
    const body = (await response.json()) as { results: SearchResponse<IndexRecord>[] };
    expect(body.results[0]?.hits.every((hit) => hit.type === "tour")).toBe(true);
    expect(body.results[0]?.hitsPerPage).toBe(2);
  });

  it("filters on the type facet", async () => {
    const faqs = await liteSearch({ query: "", facetFilters: ["type:faq"], hitsPerPage: 100 });
    expect(faqs.nbHits).toBeGreaterThan(0);
    expect(faqs.hits.every((hit) => hit.type === "faq")).toBe(true);
    const client = algoliasearch(appId, searchKey, clientOptions());
    const either = await client.searchSingleIndex<IndexRecord>({
      indexName,
      searchParams: { query: "", filters: "type:service OR type:tip", hitsPerPage: 100 },
    });
    expect(new Set(either.hits.map((hit) => hit.type))).toEqual(new Set(["service", "tip"]));
    const notTours = await liteSearch({ query: "mara", facetFilters: ["type:-tour"] });
    expect(notTours.hits.some((hit) => hit.type === "tour")).toBe(false);
  });

  it("searches the values of the type facet", async () => {
    const client = algoliasearch(appId, searchKey, clientOptions());
    const response = await client.searchForFacetValues({
      indexName,
      facetName: "type",
      searchForFacetValuesRequest: { facetQuery: "to" },
    });
    expect(response.facetHits).toEqual([
      { value: "tour", highlighted: "<em>to</em>ur", count: expect.any(Number) },
    ]);
    const lite = liteClient(appId, searchKey, clientOptions());
    const { results } = await lite.search([
      { indexName, type: "facet", facet: "type", facetQuery: "", params: { query: "mara" } },
    ]);
    const values = (results[0] as { facetHits: { value: string }[] }).facetHits.map(
      (hit) => hit.value,
    );
    expect(values).toEqual(expect.arrayContaining(["tour", "destination"]));
  });

  it("rejects a missing or wrong API key and an unknown index as Algolia does", async () => {
    const missing = await fetch(`http://127.0.0.1:${port}/1/indexes/*/queries`, {
      method: "POST",
      headers: { "content-type": "text/plain", "x-algolia-application-id": appId },
      body: JSON.stringify({ requests: [{ indexName, query: "mara" }] }),
    });
    expect(missing.status).toBe(403);
    expect(await missing.json()).toEqual({
      message: "Invalid Application-ID or API key",
      status: 403,
    });
    const wrong = liteClient(appId, "not-the-key", clientOptions());
    await expect(wrong.search({ requests: [{ indexName, query: "mara" }] })).rejects.toMatchObject({
      status: 403,
    });
    const client = liteClient(appId, searchKey, clientOptions());
    await expect(
      client.search({ requests: [{ indexName: "another_index", query: "mara" }] }),
    ).rejects.toMatchObject({ status: 404, message: "Index another_index does not exist" });
  });

  it("lets a browser on another origin call it (CORS)", async () => {
    const preflight = await fetch(`http://127.0.0.1:${port}/1/indexes/*/queries`, {
      method: "OPTIONS",
      headers: { origin: "https://example.com", "access-control-request-method": "POST" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
  });
});

describe("one index per language", () => {
  async function searchIn(index: string, query: string) {
    const client = liteClient(appId, searchKey, clientOptions());
    const { results } = await client.search<IndexRecord>({
      requests: [{ indexName: index, query }],
    });
    return results[0] as SearchResponse<IndexRecord>;
  }

  it("answers a German query from the German index, with German titles and durations", async () => {
    const result = await searchIn(`${indexName}_de`, "serengeti");
    const tours = result.hits.filter((hit) => hit.type === "tour");
    expect(tours.length).toBeGreaterThan(0);
    expect(tours[0]?.duration).toMatch(/^\d+ Tage$/);
    expect(result.hits.some((hit) => /Tansania/.test(`${hit.title} ${hit.description}`))).toBe(
      true,
    );
  });

  it("finds a month's when-to-go page by what happens then, in each language", async () => {
    const calving = await liteSearch({ query: "calving", facetFilters: ["type:month"] });
    expect(calving.hits.map((hit) => hit.title)).toContain("Safari in February");
    expect(calving.hits.find((hit) => hit.slug === "february")?.description).toMatch(
      /^At their best in February: /,
    );
    const german = await searchIn(`${indexName}_de`, "juli");
    expect(german.hits.some((hit) => hit.type === "month" && hit.title === "Safari im Juli")).toBe(
      true,
    );
  });

  it("segments Chinese: 塞伦盖蒂 finds the Serengeti tours, highlighted in Chinese", async () => {
    const result = await searchIn(`${indexName}_zh`, "塞伦盖蒂");
    const tours = result.hits.filter((hit) => hit.type === "tour");
    expect(tours.length).toBeGreaterThan(0);
    expect(
      tours.every((hit) => /塞伦盖蒂/.test(`${hit.title}${hit.description}${hit.location ?? ""}`)),
    ).toBe(true);
    expect(JSON.stringify(tours[0]?._highlightResult)).toContain("<em>");
    const partial = await searchIn(`${indexName}_zh`, "马赛马拉");
    expect(partial.hits.some((hit) => hit.type === "tour")).toBe(true);
  });

  it("still tolerates typos in French", async () => {
    const result = await searchIn(`${indexName}_fr`, "ngorongro");
    expect(result.hits.some((hit) => hit.type === "tour")).toBe(true);
  });

  it("refuses an index no language has", async () => {
    await expect(searchIn(`${indexName}_xx`, "mara")).rejects.toMatchObject({ status: 404 });
  });
});
