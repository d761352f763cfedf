import compress from "@fastify/compress";
import Fastify, { LogController, type FastifyInstance } from "fastify";
import { randomUUID } from "node:crypto";
import type { ServerConfig } from "./config";
import { analyticsRoutes, analyticsServiceConfig } from "./analytics/routes";
import { EventStore } from "./analytics/store";
import { appwriteRoutes } from "./appwrite/routes";
import { allowSiteOrigins } from "./cors";
import { enquiryIds } from "../data/domain/enquiry";
import { ApiAccess } from "./appwrite/access";
import { UserStore } from "./appwrite/users";
import { CommittedEdits, type Publish } from "./content/commits";
import { operatorGuard } from "./content/operators";
import { ContentRepository } from "./content/repository";
import { contentRoutes, type CommittedEditing } from "./content/routes";
import { enquiryPostRoutes } from "./enquiry-post/routes";
import { closeDatabase, openDatabase, type Db } from "./db";
import { healthRoutes } from "./health";
import { registerPayments } from "./payments/setup";
import { registerReviews } from "./reviews/setup";
import { kitRoutes } from "./kit";
import { jsonLogger, logEveryRequest } from "./logging";
import { RateLimiter } from "./rate-limit";
import { searchServiceConfig } from "./search/config";
import { SearchEngines } from "./search/engines";
import { searchPageRoutes } from "./search/page";
import { searchRoutes } from "./search/routes";
import { registerSecurityHeaders } from "./security";
import { siteRoutes } from "./site/routes";

export type App = {
  app: FastifyInstance;
  db: Db;
  /** Requests received and not yet answered, and requests answered since the start. */
  requestCounts: () => { inFlight: number; answered: number };
};

/**
 * How long a request may take to arrive, headers and body: a stranger's one byte every few
 * seconds must not hold a connection (and its buffer) for minutes. An enquiry arrives in well
 * under a second even on a poor mobile link.
 */
const requestTimeoutMs = 30_000;

/** The one process: the built site plus the embedded services the site talks to. */
export async function createApp(
  config: ServerConfig,
  options: {
    logOutput?: NodeJS.WritableStream;
    requestTimeoutMs?: number;
    /** How an editor's save is published (CONTENT_EDITOR=git); server/main.ts starts it. */
    publish?: Publish;
  } = {},
): Promise<App> {
  const db = openDatabase(config.dataDir);
  // Analytics writes on a connection of their own that does not wait for the disk on every
  // commit: in WAL mode a power cut may lose the last events, never the database, while an
  // enquiry's commit still waits (synchronous FULL). A flood of analytics bodies would otherwise
  // hold the event loop for a disk flush each.
  const analyticsDb = openDatabase(config.dataDir);
  analyticsDb.pragma("synchronous = NORMAL");
  const requestTimeout = options.requestTimeoutMs ?? requestTimeoutMs;
  const app = Fastify({
    logger: config.logRequests ? jsonLogger(options.logOutput) : false,
    // Fastify's own two lines per request would log the client's address and the query string.
    logController: new LogController({ disableRequestLogging: true }),
    // Unique across restarts and machines, so a traveller's report matches one log line.
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    requestTimeout,
    // Node checks for requests past their timeout every 30 s by default: check every second.
    http: { connectionsCheckingInterval: 1_000, headersTimeout: requestTimeout },
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    // A request that reaches the server as it closes is served, not refused with a 503: its
    // connection was accepted before the listener closed, and the database closes only once
    // every connection has ended. Refused, it would fail a traveller's enquiry during an upgrade.
    return503OnClosing: false,
  });
  let inFlight = 0;
  let answered = 0;
  let closing = false;
  // A request that is finished while the server closes is its connection's last: otherwise the
  // client's keep-alive connection would hold the exit up for its idle timeout.
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", async (_request, reply, payload) => {
    if (closing) reply.header("Connection", "close");
    return payload;
  });
  // A realtime socket (an Upgrade request) is no request in flight: it stays open until either
  // side closes it, gets no onResponse, and the server closes it itself as it stops.
  app.addHook("onRequest", async (request) => {
    if (request.headers.upgrade === undefined) inFlight += 1;
  });
  app.addHook("onResponse", async (request) => {
    if (request.headers.upgrade !== undefined) return;
    inFlight -= 1;
    answered += 1;
  });
  if (config.logRequests) logEveryRequest(app);
  app.addHook("onClose", async () => {
    analyticsDb.close();
    closeDatabase(db);
  });
  registerSecurityHeaders(app, config);
  await app.register(compress, { global: true, threshold: 1024 });
  const events = new EventStore(analyticsDb, config.analyticsMaxBytes, (message) =>
    config.logRequests ? app.log.warn(message) : console.warn(message),
  );
  await app.register(healthRoutes, {
    db,
    distDir: config.distDir,
    analyticsUsage: () => events.usage(),
  });
  const search = {
    limiter: new RateLimiter(config.searchesPerMinute),
    engines: new SearchEngines(config.distDir),
  };
  await app.register(searchRoutes, { prefix: "/1", ...searchServiceConfig(), ...search });
  await app.register(
    async (scope) => {
      allowSiteOrigins(scope, {
        origins: config.corsOrigins,
        methods: "GET, POST, OPTIONS",
        headers: "Content-Type",
      });
      await scope.register(analyticsRoutes, {
        store: events,
        config: analyticsServiceConfig(),
        allowedOrigins: config.corsOrigins,
        requestsPerMinute: config.analyticsPerMinute,
        bytesPerSecond: config.analyticsBytesPerSecond,
      });
    },
    { prefix: "/ingest" },
  );
  await app.register(appwriteRoutes, { prefix: "/v1", config, db });
  await registerPayments(app, config, db);
  if (config.kitDir) await app.register(kitRoutes, { kitDir: config.kitDir });
  const committed =
    config.contentEditorRoot && config.contentRepository
      ? await committedEditing(config, config.contentRepository, {
          root: config.contentEditorRoot,
          db,
          publish: options.publish,
        })
      : undefined;
  if (config.contentEditorRoot) {
    await app.register(contentRoutes, {
      root: config.contentEditorRoot,
      ...(committed ? { committed } : {}),
    });
  }
  await registerReviews(app, config, db, committed);
  await app.register(enquiryPostRoutes, { distDir: config.distDir });
  await app.register(async (scope) => {
    await searchPageRoutes(scope, { distDir: config.distDir, ...search });
    await siteRoutes(scope, { config, db });
  });
  return { app, db, requestCounts: () => ({ inFlight, answered }) };
}

/**
 * The editor's backend on a production server: the content's repository (made from the release
 * on first start), the desk's operators as its users, and the publisher its saves go live with.
 */
async function committedEditing(
  config: ServerConfig,
  settings: NonNullable<ServerConfig["contentRepository"]>,
  { root, db, publish }: { root: string; db: Db; publish: Publish | undefined },
): Promise<CommittedEditing> {
  if (!publish) throw new Error("CONTENT_EDITOR=git needs a publisher for the editor's saves");
  const repository = new ContentRepository(settings.gitDir, root);
  await repository.open();
  const users = new UserStore(db);
  const { remote } = settings;
  // A mirror that cannot be reached delays nothing: the next save's push carries this one's too.
  // The log never shows the remote's credentials (a token in its URL).
  const mirror =
    remote &&
    (() =>
      void repository.push(remote).catch((error: unknown) => {
        const reason = String(error).replaceAll(/\/\/[^/@\s]+@/g, "//…@");
        console.error(`The content's history was not pushed to its mirror: ${reason}`);
      }));
  return {
    edits: new CommittedEdits(repository, publish, settings.savesPerMinute, mirror || undefined),
    guard: operatorGuard({
      access: new ApiAccess(config.apiKey, enquiryIds.projectId, users),
      users,
      siteUrl: config.siteUrl,
      requestsPerMinute: settings.requestsPerMinute,
    }),
    uploadLimit: settings.uploadBytes,
  };
}
