import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { locales } from "../../data/domain/locales";
import { localeIndexName } from "../../data/domain/search-settings";
import { clientOf, type RateLimiter } from "../rate-limit";
import type { SearchServiceConfig } from "./config";
import type { SearchEngine } from "./engine";
import type { SearchEngines } from "./engines";
import {
  encodeParameters,
  InvalidParameterError,
  parseSearchParameters,
  queryLimits,
} from "./params";

class AlgoliaError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

const searchBodyLimit = 64 * 1024;

/**
 * The work one multi-query may ask for: Algolia's own cap on queries per call, and a budget of
 * hits across them, so that highlighting and serialising one answer takes milliseconds. Between
 * queries the handler yields, so other requests (`/healthz`, a traveller's enquiry) go first.
 */
const multiQueryLimits = { queries: 50, hits: 200 };

function credential(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers[name];
  if (typeof header === "string" && header !== "") return header;
  const query = request.query as Record<string, unknown> | undefined;
  const value = query?.[name] ?? query?.[name.toUpperCase()];
  return typeof value === "string" && value !== "" ? value : undefined;
}

function objectBody(request: FastifyRequest): Record<string, unknown> {
  const body = request.body ?? {};
  if (typeof body !== "object" || Array.isArray(body)) {
    throw new AlgoliaError("Invalid body: expected a JSON object", 400);
  }
  return body as Record<string, unknown>;
}

/**
 * Algolia's search REST API for one index, answered from the site's own records with MiniSearch:
 * multi-queries (`POST /1/indexes/*\/queries`), single-index search and facet-value search.
 * Registered with the prefix /1, where it also answers unknown paths with Algolia's 404. The
 * engines answer from the content the live site was built from: when an edit is published
 * (`npm start`), the next search reads it again. `limiter` counts each address's searches, here
 * and on the search page alike.
 */
export async function searchRoutes(
  app: FastifyInstance,
  config: SearchServiceConfig & { limiter: RateLimiter; engines: SearchEngines },
) {
  const { limiter, engines } = config;
  /** Each index's language, named as `npm run search:push` names the hosted indices. */
  const indexLocales = new Map(
    locales.map((locale) => [localeIndexName(config.indexName, locale), locale]),
  );
  const checkIndex = (indexName: unknown): SearchEngine => {
    const locale = typeof indexName === "string" ? indexLocales.get(indexName) : undefined;
    if (!locale) throw new AlgoliaError(`Index ${String(indexName)} does not exist`, 404);
    return engines.of(locale);
  };

  const search = (indexName: string, request: Record<string, unknown>) =>
    checkIndex(indexName).search(
      indexName,
      parseSearchParameters(request),
      encodeParameters(request),
    );

  app.removeContentTypeParser(["application/json", "text/plain"]);
  app.addContentTypeParser(
    ["application/json", "text/plain", "application/x-www-form-urlencoded"],
    { parseAs: "string", bodyLimit: searchBodyLimit },
    (_request, body, done) => {
      if (body === "") return done(null, {});
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(new AlgoliaError("Invalid JSON in the request body", 400));
      }
    },
  );

  app.addHook("onRequest", async (request, reply) => {
    reply.header("Access-Control-Allow-Origin", "*");
    if (request.method === "OPTIONS") return;
    const key = credential(request, "x-algolia-api-key");
    const appId = credential(request, "x-algolia-application-id");
    if (key !== config.searchKey || appId !== config.appId) {
      return reply.code(403).send({ message: "Invalid Application-ID or API key", status: 403 });
    }
    const { allowed, headers } = limiter.hit(clientOf(request.ip));
    reply.headers(headers);
    if (!allowed) {
      return reply.code(429).send({
        message: "Too many requests from this address: try again in a minute",
        status: 429,
      });
    }
  });

  app.setErrorHandler((error: FastifyError | AlgoliaError, _request, reply: FastifyReply) => {
    if (error instanceof AlgoliaError) {
      return reply.code(error.status).send({ message: error.message, status: error.status });
    }
    if (error instanceof InvalidParameterError) {
      return reply.code(400).send({ message: error.message, status: 400 });
    }
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    return reply
      .code(status)
      .send({ message: status === 500 ? "Internal error" : error.message, status });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.header("Access-Control-Allow-Origin", "*");
    return reply.code(404).send({ message: `Path ${request.url} not found`, status: 404 });
  });

  app.options("/*", async (_request, reply) =>
    reply
      .header("Access-Control-Allow-Methods", "GET, POST, OPTIONS")
      .header(
        "Access-Control-Allow-Headers",
        "content-type, x-algolia-api-key, x-algolia-application-id, x-algolia-agent",
      )
      .header("Access-Control-Max-Age", "86400")
      .code(204)
      .send(),
  );

  app.post<{ Params: { indexName: string } }>("/indexes/:indexName/queries", async (request) => {
    if (request.params.indexName !== "*") {
      throw new AlgoliaError(`Path ${request.url} not found`, 404);
    }
    const requests = objectBody(request).requests;
    if (!Array.isArray(requests) || requests.length === 0) {
      throw new AlgoliaError("Missing or empty requests", 400);
    }
    if (requests.length > multiQueryLimits.queries) {
      throw new AlgoliaError(
        `${requests.length} queries in one request; at most ${multiQueryLimits.queries} are allowed`,
        400,
      );
    }
    const entries = requests.map((item: unknown) => {
      if (!item || typeof item !== "object") throw new AlgoliaError("Invalid request", 400);
      const entry = item as Record<string, unknown>;
      if (typeof entry.indexName !== "string") {
        throw new AlgoliaError("Missing indexName in a request", 400);
      }
      return {
        entry,
        engine: checkIndex(entry.indexName),
        parameters: parseSearchParameters(entry),
      };
    });
    const hits = entries.reduce(
      (sum, { entry, engine, parameters }) =>
        sum +
        (entry.type === "facet" ? 0 : (parameters.hitsPerPage ?? engine.settings.hitsPerPage)),
      0,
    );
    if (hits > multiQueryLimits.hits) {
      throw new AlgoliaError(
        `The queries ask for ${hits} hits in all; at most ${multiQueryLimits.hits} (${queryLimits.hitsPerPage} per query) are allowed per request`,
        400,
      );
    }
    const results: unknown[] = [];
    for (const { entry, engine, parameters } of entries) {
      if (results.length > 0) await new Promise((resolve) => setImmediate(resolve));
      if (entry.type === "facet") {
        if (typeof entry.facet !== "string") throw new AlgoliaError("Missing facet", 400);
        results.push(engine.searchFacetValues(entry.facet, parameters));
      } else {
        results.push(engine.search(entry.indexName as string, parameters, encodeParameters(entry)));
      }
    }
    return { results };
  });

  app.post<{ Params: { indexName: string } }>("/indexes/:indexName/query", async (request) =>
    search(request.params.indexName, objectBody(request)),
  );

  app.post<{ Params: { indexName: string; facetName: string } }>(
    "/indexes/:indexName/facets/:facetName/query",
    async (request) => {
      return checkIndex(request.params.indexName).searchFacetValues(
        request.params.facetName,
        parseSearchParameters(objectBody(request)),
      );
    },
  );
}
