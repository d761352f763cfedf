import type { FastifyError, FastifyInstance } from "fastify";
import { enquiryAttributes, enquiryIds } from "../../data/domain/enquiry";
import type { ServerConfig } from "../config";
import type { Db } from "../db";
import { fromAllowedPage } from "../cors";
import { reservedKeys, walkJson } from "../json";
import { ApiAccess } from "./access";
import { accountRoutes, userRoutes } from "./account";
import { API_BODY_LIMIT, documentRoutes } from "./documents";
import { AppwriteError, sendAppwriteError } from "./errors";
import { executionRoutes } from "./executions";
import { DocumentEvents, realtimePath, realtimeRoutes } from "./realtime";
import { argument, emptyBody } from "./request";
import { migrateDatabase } from "./migrations";
import { loadProject, type Project } from "./schema";
import { UserStore } from "./users";

export type AppwriteRouteOptions = { config: ServerConfig; db: Db; project?: Project };

const CORS_ALLOW_HEADERS = [
  "Origin",
  "Accept",
  "Content-Type",
  "Content-Range",
  "Range",
  "Cache-Control",
  "Pragma",
  "Expires",
  "X-Requested-With",
  "X-Fallback-Cookies",
  "X-Appwrite-Project",
  "X-Appwrite-Key",
  "X-Appwrite-JWT",
  "X-Appwrite-Locale",
  "X-Appwrite-Mode",
  "X-Appwrite-Response-Format",
  "X-Appwrite-ID",
  "X-Appwrite-Timestamp",
  "X-Appwrite-Session",
  "X-SDK-Name",
  "X-SDK-Platform",
  "X-SDK-Language",
  "X-SDK-Version",
  "X-SDK-GraphQL",
].join(", ");
const CORS_EXPOSE_HEADERS =
  "X-Fallback-Cookies, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset";

const readOnlyMethods = new Set(["GET", "HEAD", "OPTIONS"]);

function originHost(origin: string): string {
  try {
    return new URL(origin).hostname;
  } catch {
    return origin;
  }
}

/**
 * The Appwrite REST subset the site uses (account sessions, documents and function executions), with Appwrite's
 * response shapes, error bodies and status codes, over SQLite. Register under the prefix /v1.
 * This scope checks the project, answers CORS and errors; each resource is a plugin of its own.
 */
export async function appwriteRoutes(app: FastifyInstance, options: AppwriteRouteOptions) {
  const { config, db } = options;
  const project = options.project ?? loadProject();
  migrateDatabase(db, project);
  const users = new UserStore(db);
  const access = new ApiAccess(config.apiKey, project.projectId, users);

  const allowedOrigins = new Set(config.corsOrigins);
  const events = new DocumentEvents();

  /**
   * CORS for the site's own pages and the configured origins only. The SDK sends its requests
   * with credentials, so a page on another host needs Allow-Credentials to read the answers;
   * the site's own pages are same-origin and need none.
   */
  app.addHook("onRequest", async (request, reply) => {
    // The realtime socket names its project in the URL and answers its refusals in-band.
    if (request.routeOptions.url === `${app.prefix}${realtimePath}`) return;
    reply.header("Vary", "Origin");
    // Answers hold sessions and, for operators, travellers' enquiries: no cache keeps them.
    reply.header("Cache-Control", "no-store");
    const origin = request.headers.origin;
    if (origin !== undefined && fromAllowedPage(request, allowedOrigins)) {
      reply.header("Access-Control-Allow-Origin", origin);
      if (allowedOrigins.has(origin)) reply.header("Access-Control-Allow-Credentials", "true");
      reply.header("Access-Control-Expose-Headers", CORS_EXPOSE_HEADERS);
    }
    if (request.method === "OPTIONS") return;
    // As Appwrite: a guest's change from a page of an unregistered origin is refused.
    if (
      origin !== undefined &&
      !readOnlyMethods.has(request.method) &&
      !fromAllowedPage(request, allowedOrigins) &&
      !access.hasKey(request)
    ) {
      throw new AppwriteError(
        "general_unknown_origin",
        `Invalid Origin. Register your new client (${originHost(origin)}) as a new Web platform on your project console dashboard`,
      );
    }
    const projectId = request.headers["x-appwrite-project"];
    if (typeof projectId !== "string" || projectId === "") {
      throw new AppwriteError(
        "project_unknown",
        "No Appwrite project was specified. Please specify your project ID when initializing your Appwrite SDK.",
      );
    }
    if (projectId !== project.projectId) {
      throw new AppwriteError(
        "project_not_found",
        "Project with the requested ID could not be found. Please check the value of the X-Appwrite-Project header to ensure the correct project ID is being used.",
      );
    }
  });

  app.options("/*", async (_request, reply) => {
    reply
      .header("Access-Control-Allow-Methods", "GET, POST, PUT, PATCH, DELETE, OPTIONS")
      .header("Access-Control-Allow-Headers", CORS_ALLOW_HEADERS)
      .header("Access-Control-Max-Age", "86400")
      .code(204)
      .send();
  });

  // JSON only, as the SDKs send it; text/plain is refused with 415 like any other type.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    if (body === "") return done(null, emptyBody);
    let parsed: unknown;
    try {
      parsed = JSON.parse(body as string);
    } catch {
      return done(argument("The request body is not valid JSON."));
    }
    try {
      walkJson(parsed, (key) => {
        if (reservedKeys.has(key)) {
          throw argument(`The request body uses "${key}", a reserved key.`);
        }
      });
    } catch (error) {
      return done(error as Error);
    }
    done(null, parsed);
  });

  app.setErrorHandler((error: FastifyError | AppwriteError, request, reply) => {
    if (error instanceof AppwriteError) return sendAppwriteError(reply, error);
    switch (error.code) {
      case "FST_ERR_CTP_BODY_TOO_LARGE":
        return sendAppwriteError(
          reply,
          new AppwriteError(
            "general_argument_invalid",
            `The request body is larger than the ${API_BODY_LIMIT} bytes this API accepts.`,
            413,
          ),
        );
      case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
        return sendAppwriteError(
          reply,
          new AppwriteError(
            "general_argument_invalid",
            `Unsupported content type "${request.headers["content-type"] ?? ""}": send application/json.`,
            415,
          ),
        );
    }
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      return sendAppwriteError(
        reply,
        new AppwriteError("general_argument_invalid", error.message, error.statusCode),
      );
    }
    request.log.error(error);
    return sendAppwriteError(reply, new AppwriteError("general_server_error", "Server Error"));
  });

  app.setNotFoundHandler((request, reply) => {
    sendAppwriteError(
      reply,
      new AppwriteError(
        "general_route_not_found",
        `The requested route was not found. Please refer to the API docs and try again. (${request.method} ${request.url.split("?")[0]})`,
      ),
    );
  });

  await app.register(accountRoutes, {
    access,
    users,
    projectId: project.projectId,
    sessionTtlMs: config.sessionTtlMs,
    signInsPerHour: config.signInsPerHour,
  });
  await app.register(userRoutes, { access, users });
  await app.register(documentRoutes, {
    db,
    project,
    access,
    events,
    createsPerMinute: config.createsPerMinute,
    fieldsWithoutKey: new Map([
      [
        `${enquiryIds.databaseId}/${enquiryIds.messagesCollectionId}`,
        enquiryAttributes.map((attribute) => attribute.key),
      ],
    ]),
  });
  await app.register(realtimeRoutes, { project, access, events, corsOrigins: config.corsOrigins });
  await app.register(executionRoutes, { config, db, project, access });
}
