import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { liteClient } from "algoliasearch/lite";
import { afterEach, describe, expect, it } from "vitest";
import { singleHostOptions } from "../../site/search/search-hosts";

/** An Algolia answer of one index with one hit, as the embedded endpoint gives it. */
const answer = JSON.stringify({
  results: [{ hits: [{ objectID: "tour-1" }], nbHits: 1, page: 0, hitsPerPage: 20, query: "mara" }],
});

let server: Server | undefined;

/** A search host whose first request fails as `first` says, and whose later ones are answered. */
async function hostFailingOnce(
  first: "dropped" | "500",
): Promise<{ origin: string; asked: () => number }> {
  let requests = 0;
  server = createServer((request, response) => {
    requests += 1;
    request.resume();
    request.on("end", () => {
      if (requests === 1 && first === "dropped") return request.socket.destroy();
      if (requests === 1) return response.writeHead(500).end('{"message":"Internal error"}');
      response.writeHead(200, { "content-type": "application/json" }).end(answer);
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, asked: () => requests };
}

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

async function search(origin: string) {
  const client = liteClient("SAFARI", "search-key", singleHostOptions(origin));
  const { results } = await client.search({
    requests: [{ indexName: "safari_site", query: "mara" }],
  });
  return results;
}

describe("the search client of a single host", () => {
  it.each(["dropped", "500"] as const)(
    "answers a search whose first request is %s, asking the host once more",
    async (first) => {
      const host = await hostFailingOnce(first);
      const [result] = await search(host.origin);
      expect(result && "hits" in result ? result.hits : []).toEqual([{ objectID: "tour-1" }]);
      expect(host.asked()).toBe(2);
    },
  );

  it("reports an error when the host fails twice", async () => {
    let requests = 0;
    server = createServer((request, response) => {
      requests += 1;
      request.resume();
      request.on("end", () => response.writeHead(503).end('{"message":"Unavailable"}'));
    });
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    await expect(search(`http://127.0.0.1:${port}`)).rejects.toThrow(/Unreachable hosts/);
    expect(requests).toBe(2);
  });
});
