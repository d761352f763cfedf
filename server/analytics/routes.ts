import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import { fromAllowedPage } from "../cors";
import { clientOf, RateLimiter, SharedBudget } from "../rate-limit";
import { decodeEvents, eventLimits, PayloadError, parsePayload, payloadText } from "./payload";
import type { EventStore } from "./store";

export type AnalyticsServiceConfig = {
  /** The project key the site is built with (public); events for other projects are refused. */
  projectKey: string;
};

/** Reads the same variable as the browser build, with the same default as data/domain/env.ts. */
export function analyticsServiceConfig(
  env: NodeJS.ProcessEnv = process.env,
): AnalyticsServiceConfig {
  return { projectKey: env.VITE_POSTHOG_KEY || "phc_embedded" };
}

const captureBodyLimit = eventLimits.inflatedBytes;

/** What posthog-js sends: JSON, gzip or base64 as text/plain, or a form. */
const captureContentTypes = new Set([
  "application/json",
  "text/plain",
  "application/x-www-form-urlencoded",
]);

export type AnalyticsRouteOptions = {
  store: EventStore;
  config: AnalyticsServiceConfig;
  /** Origins of other hosts whose pages may send events (CORS_ALLOWED_ORIGINS). */
  allowedOrigins: string[];
  requestsPerMinute: number;
  /**
   * Bytes of events taken per second from all visitors together. A site's visitors send a few
   * kilobytes each a minute; many addresses, each within its own limit, could otherwise make
   * checking and storing events take the CPU and disk that enquiries need.
   */
  bytesPerSecond: number;
};

function errorBody(type: string, code: string, detail: string) {
  return { type, code, detail, attr: null };
}

/**
 * A 429, closing the connection: a refused body left unread is not read at all, where on a
 * kept-alive connection the server would still receive and discard every byte of it.
 */
function throttled(reply: FastifyReply, retryAfterSeconds: string | number, detail: string) {
  return reply
    .code(429)
    .header("Retry-After", String(retryAfterSeconds))
    .header("Connection", "close")
    .send(
      errorBody("throttled", "throttled", `${detail}: try again in ${retryAfterSeconds} seconds`),
    );
}

const capturePaths = ["/e", "/i/v0/e", "/batch", "/capture", "/track"];

/**
 * What /flags/ and /decide/ answer: no feature flags, and every remotely enabled feature
 * (recordings, surveys, heatmaps, site apps) off, so posthog-js loads nothing more.
 */
const flagsResponse = {
  config: { enable_collect_everything: false },
  featureFlags: {},
  featureFlagPayloads: {},
  flags: {},
  errorsWhileComputingFlags: false,
  quotaLimited: [],
  toolbarParams: {},
  isAuthenticated: false,
  supportedCompression: ["gzip", "gzip-js"],
  sessionRecording: false,
  surveys: false,
  heatmaps: false,
  siteApps: [],
  capturePerformance: false,
  autocapture_opt_out: true,
  autocaptureExceptions: true,
};

/**
 * PostHog's capture API as posthog-js calls it, registered under /ingest: events are stored in
 * SQLite (`analytics_events`) and counted by `npm run analytics`.
 */
export async function analyticsRoutes(app: FastifyInstance, options: AnalyticsRouteOptions) {
  const { store, config } = options;
  const allowedOrigins = new Set(options.allowedOrigins);
  const limiter = new RateLimiter(options.requestsPerMinute);
  const budget = new SharedBudget(
    options.bytesPerSecond,
    Math.max(options.bytesPerSecond, 2 * captureBodyLimit),
  );

  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    "*",
    { parseAs: "buffer", bodyLimit: captureBodyLimit },
    (_request, body, done) => done(null, body),
  );

  app.addHook("onRequest", async (request, reply) => {
    if (request.method === "OPTIONS") return;
    const { allowed, headers } = limiter.hit(clientOf(request.ip));
    reply.headers(headers);
    if (!allowed) {
      return throttled(reply, headers["Retry-After"] ?? 60, "Too many requests from this address");
    }
    // Refused before its body is read: the body is most of what a flood costs.
    const declared = Number(request.headers["content-length"] ?? 0);
    const room = budget.check(request.method === "POST" ? Math.min(declared, captureBodyLimit) : 0);
    if (!room.allowed) {
      return throttled(reply, room.retryAfterSeconds, "The server is taking all the events it can");
    }
    // A text/plain or form post reaches the server without a CORS preflight: the check is here.
    if (request.method === "POST" && !fromAllowedPage(request, allowedOrigins)) {
      return reply
        .code(403)
        .send(
          errorBody(
            "authentication_error",
            "origin_not_allowed",
            `Events from pages on ${request.headers.origin} are not accepted`,
          ),
        );
    }
  });

  app.setErrorHandler((error: FastifyError | PayloadError, request, reply) => {
    if (error instanceof PayloadError) {
      const code = error.status === 413 ? "payload_too_large" : "invalid_payload";
      return reply.code(error.status).send(errorBody("validation_error", code, error.message));
    }
    const status = error.statusCode;
    if (status === 413) {
      const detail = request.headers["content-encoding"]
        ? `The body is too large once decompressed (more than ${captureBodyLimit} bytes)`
        : `The body is larger than ${captureBodyLimit} bytes`;
      return reply.code(413).send(errorBody("validation_error", "payload_too_large", detail));
    }
    if (status !== undefined && status >= 400 && status < 500) {
      return reply
        .code(status)
        .send(errorBody("validation_error", "invalid_payload", error.message));
    }
    request.log.error(error);
    return reply.code(500).send(errorBody("server_error", "error", "Internal error"));
  });

  for (const url of capturePaths.flatMap((path) => [path, `${path}/`])) {
    app.route<{ Querystring: Record<string, string | undefined> }>({
      method: "POST",
      url,
      handler: async (request, reply) => {
        const contentType = request.headers["content-type"]?.split(";")[0]?.trim().toLowerCase();
        if (contentType === undefined || !captureContentTypes.has(contentType)) {
          throw new PayloadError(
            `Unsupported content type "${contentType ?? ""}": send JSON, text/plain or a form`,
            415,
          );
        }
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        if (body.length === 0) throw new PayloadError("Empty body");
        const text = payloadText(body, contentType, request.query);
        const spent = budget.take(text.length);
        if (!spent.allowed) {
          return throttled(
            reply,
            spent.retryAfterSeconds,
            "The server is taking all the events it can",
          );
        }
        const parsed = parsePayload(text);
        const { token, events } = decodeEvents(parsed);
        if (token !== config.projectKey) {
          return reply
            .code(401)
            .send(errorBody("authentication_error", "invalid_api_key", "Project API key invalid."));
        }
        store.write(events);
        return { status: 1 };
      },
    });
  }

  for (const url of ["/flags", "/flags/", "/decide", "/decide/"]) {
    app.route({ method: ["GET", "POST"], url, handler: async () => flagsResponse });
  }
}
