import type { FastifyInstance } from "fastify";
import type { Db } from "../db";
import { decodeEvents, PayloadError, payloadText } from "./payload";
import { createEventWriter } from "./store";

export type AnalyticsServiceConfig = {
  /** The project key the site is built with (public); events for other projects are refused. */
  projectKey: string;
};

/** Reads the same variable as the browser build, with the same default as site/env.ts. */
export function analyticsServiceConfig(
  env: NodeJS.ProcessEnv = process.env,
): AnalyticsServiceConfig {
  return { projectKey: env.VITE_POSTHOG_KEY || "phc_embedded" };
}

const captureBodyLimit = 1024 * 1024;

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
export async function analyticsRoutes(
  app: FastifyInstance,
  { db, config }: { db: Db; config: AnalyticsServiceConfig },
) {
  const writeEvents = createEventWriter(db);

  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    "*",
    { parseAs: "buffer", bodyLimit: captureBodyLimit },
    (_request, body, done) => done(null, body),
  );

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof PayloadError || error instanceof SyntaxError) {
      return reply.code(400).send({
        type: "validation_error",
        code: "invalid_payload",
        detail: error.message,
        attr: null,
      });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) {
      return reply.code(413).send({
        type: "validation_error",
        code: "payload_too_large",
        detail: "Request body too large",
        attr: null,
      });
    }
    return reply
      .code(500)
      .send({ type: "server_error", code: "error", detail: "Internal error", attr: null });
  });

  for (const url of capturePaths.flatMap((path) => [path, `${path}/`])) {
    app.route<{ Querystring: Record<string, string | undefined> }>({
      method: "POST",
      url,
      handler: async (request, reply) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        if (body.length === 0) throw new PayloadError("Empty body");
        const parsed: unknown = JSON.parse(
          payloadText(body, request.headers["content-type"], request.query),
        );
        const { token, events } = decodeEvents(parsed);
        if (token !== config.projectKey) {
          return reply.code(401).send({
            type: "authentication_error",
            code: "invalid_api_key",
            detail: "Project API key invalid.",
            attr: null,
          });
        }
        writeEvents(events);
        return { status: 1 };
      },
    });
  }

  for (const url of ["/flags", "/flags/", "/decide", "/decide/"]) {
    app.route({ method: ["GET", "POST"], url, handler: async () => flagsResponse });
  }
}
