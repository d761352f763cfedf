import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { randomBytes, timingSafeEqual } from "node:crypto";
import path from "node:path";
import type { ServerConfig } from "../config";
import type { Db } from "../db";
import { AppwriteError, sendAppwriteError, unauthorized } from "./errors";
import { FunctionRunner, type ExecutionOutcome } from "./functions";
import { parseQueries, queryStrings } from "./queries";
import { RateLimiter } from "./rate-limit";
import {
  formatDatetime,
  idRuleMessage,
  isValidId,
  loadProject,
  normalisePermissions,
  validateDocument,
  type Collection,
  type FunctionDefinition,
  type Project,
} from "./schema";
import { RowStore, type StoredRow } from "./store";

export type AppwriteRouteOptions = { config: ServerConfig; db: Db; project?: Project };

/**
 * Largest request body the API accepts. An enquiry at its limits (5,000-character message of
 * four-byte characters, JSON-escaped twice inside an execution body) stays well below it.
 */
export const API_BODY_LIMIT = 128 * 1024;

const LATEST_FORMAT = [2, 0, 0] as const;

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

/** Headers never copied into a stored execution. */
const SECRET_HEADERS = new Set([
  "authorization",
  "cookie",
  "x-appwrite-key",
  "x-appwrite-jwt",
  "x-appwrite-session",
]);

type ResponseFormat = readonly [number, number, number];

function responseFormat(request: FastifyRequest): ResponseFormat {
  const header = request.headers["x-appwrite-response-format"];
  const match = typeof header === "string" ? /^(\d+)\.(\d+)\.(\d+)/.exec(header) : null;
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : LATEST_FORMAT;
}

function atLeast(format: ResponseFormat, major: number, minor: number): boolean {
  return format[0] > major || (format[0] === major && format[1] >= minor);
}

/** An id like the SDKs' ID.unique(): the time in hex, then random hex, 20 characters. */
function uniqueId(): string {
  const now = Date.now() * 1000 + Math.floor((performance.now() % 1) * 1000);
  return now.toString(16).padStart(13, "0").slice(-13) + randomBytes(4).toString("hex").slice(0, 7);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function argument(message: string): AppwriteError {
  return new AppwriteError("general_argument_invalid", message);
}

function requestBody(request: FastifyRequest): Record<string, unknown> {
  if (request.body === undefined || request.body === null) return {};
  if (!isObject(request.body)) throw argument("The request body must be a JSON object.");
  return request.body;
}

/** Appwrite accepts `data` as an object or as a JSON string of one. */
function dataParam(value: unknown): Record<string, unknown> {
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      throw argument("Invalid `data` param: Value must be a valid JSON object.");
    }
  }
  if (!isObject(value)) throw argument("Invalid `data` param: Value must be a valid JSON object.");
  return value;
}

function documentIdParam(value: unknown): string {
  if (value === undefined || value === null) throw argument('Param "documentId" is not optional.');
  if (typeof value !== "string") throw argument(`Invalid \`documentId\` param: ${idRuleMessage}`);
  if (value === "unique()") return uniqueId();
  if (!isValidId(value)) throw argument(`Invalid \`documentId\` param: ${idRuleMessage}`);
  return value;
}

/**
 * What the embedded function sees as its variables: the server's mail settings, and what
 * Appwrite injects into every function (its own API endpoint and project).
 */
function functionEnvironment(
  config: ServerConfig,
  endpoint: string,
  projectId: string,
): Record<string, string | undefined> {
  const smtp = config.mail.smtp;
  return {
    APPWRITE_FUNCTION_API_ENDPOINT: endpoint,
    APPWRITE_FUNCTION_PROJECT_ID: projectId,
    MAIL_TO: config.mail.to,
    MAIL_FROM: config.mail.from,
    SMTP_HOST: smtp?.host,
    SMTP_PORT: smtp ? String(smtp.port) : undefined,
    SMTP_SECURE: smtp ? String(smtp.secure) : undefined,
    SMTP_USER: smtp?.user,
    SMTP_PASS: smtp?.pass,
    OUTBOX_DIR: path.join(config.dataDir, "outbox"),
  };
}

/** This server's own API as a function running in it reaches it: over loopback. */
function ownEndpoint(app: FastifyInstance): string {
  const address = app.server.address();
  if (address === null || typeof address === "string") {
    throw new Error("The server is not listening on a TCP port, so a function cannot call it.");
  }
  const host =
    address.family === "IPv6"
      ? `[${address.address === "::" ? "::1" : address.address}]`
      : address.address === "0.0.0.0"
        ? "127.0.0.1"
        : address.address;
  return `http://${host}:${address.port}${app.prefix}`;
}

/**
 * The Appwrite REST subset the site uses (documents and function executions), with Appwrite's
 * response shapes, error bodies and status codes, over SQLite. Register under the prefix /v1.
 * Guests may create documents where the collection grants create("any") and run functions whose
 * execute list has "any"; everything else needs the server API key (X-Appwrite-Key).
 */
export async function appwriteRoutes(app: FastifyInstance, options: AppwriteRouteOptions) {
  const { config, db } = options;
  const project = options.project ?? loadProject();
  const documents = new RowStore(db, "appwrite_documents");
  const executions = new RowStore(db, "appwrite_executions");
  const runner = new FunctionRunner(() =>
    functionEnvironment(config, ownEndpoint(app), project.projectId),
  );
  const createLimiter = new RateLimiter(config.createsPerMinute);
  const executionLimiter = new RateLimiter(config.createsPerMinute);
  const apiKey = Buffer.from(config.apiKey);
  /**
   * Like Appwrite's dynamic keys: each execution gets a key of its own, holding its function's
   * scopes, that stops working when the execution ends.
   */
  const executionKeys = new Map<string, ReadonlySet<string>>();

  /** The scopes the request's API key holds ("all" for the server key), or null for a guest. */
  const keyScopes = (request: FastifyRequest): ReadonlySet<string> | "all" | null => {
    const key = request.headers["x-appwrite-key"];
    if (typeof key !== "string" || key === "") return null;
    const given = Buffer.from(key);
    if (given.length === apiKey.length && timingSafeEqual(given, apiKey)) return "all";
    const scopes = executionKeys.get(key);
    if (!scopes) throw unauthorized();
    return scopes;
  };
  const hasKey = (request: FastifyRequest): boolean => keyScopes(request) !== null;
  const requireKey = (request: FastifyRequest, scope: string) => {
    const scopes = keyScopes(request);
    if (scopes === null) throw unauthorized();
    if (scopes !== "all" && !scopes.has(scope)) {
      throw new AppwriteError(
        "general_unauthorized_scope",
        `app.${project.projectId}@service.appwrite.io (role: applications) missing scope (${scope})`,
      );
    }
  };

  app.addHook("onRequest", async (request, reply) => {
    const origin = request.headers.origin;
    if (origin) {
      reply.header("Access-Control-Allow-Origin", origin);
      reply.header("Access-Control-Allow-Credentials", "true");
      reply.header("Access-Control-Expose-Headers", CORS_EXPOSE_HEADERS);
      reply.header("Vary", "Origin");
    }
    if (request.method === "OPTIONS") return;
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
      case "FST_ERR_CTP_EMPTY_JSON_BODY":
        return sendAppwriteError(reply, argument("The request body is empty: send a JSON object."));
      case "FST_ERR_CTP_INVALID_JSON_BODY":
        return sendAppwriteError(reply, argument("The request body is not valid JSON."));
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

  /**
   * Document creates and function executions each allow `createsPerMinute` calls per client,
   * counted before anything else is checked; API-key calls are not limited, as in Appwrite.
   */
  const rateLimited =
    (limiter: RateLimiter) => async (request: FastifyRequest, reply: FastifyReply) => {
      if (hasKey(request)) return;
      const { allowed, headers } = limiter.hit(request.ip);
      reply.headers(headers);
      if (!allowed) {
        throw new AppwriteError(
          "general_rate_limit_exceeded",
          "Rate limit for the current endpoint has been exceeded. Please try again after some time.",
        );
      }
    };

  const collectionOf = (params: { databaseId: string; collectionId: string }): Collection => {
    if (!project.databases.has(params.databaseId))
      throw new AppwriteError("database_not_found", "Database not found");
    const collection = project.collections.find(
      (candidate) =>
        candidate.databaseId === params.databaseId && candidate.id === params.collectionId,
    );
    if (!collection) {
      throw new AppwriteError(
        "collection_not_found",
        "Collection with the requested ID could not be found.",
      );
    }
    return collection;
  };
  const scopeOf = (collection: Collection) => `${collection.databaseId}/${collection.id}`;
  const documentFields = (collection: Collection) =>
    new Set([
      "$id",
      "$sequence",
      "$createdAt",
      "$updatedAt",
      ...collection.attributes.map((a) => a.key),
    ]);

  const documentJson = (
    collection: Collection,
    row: StoredRow,
    format: ResponseFormat,
    select: string[] | null = null,
  ): Record<string, unknown> => {
    const attributes: Record<string, unknown> = {};
    for (const attribute of collection.attributes) {
      if (select === null || select.includes(attribute.key))
        attributes[attribute.key] = row.data[attribute.key] ?? null;
    }
    return {
      ...attributes,
      $id: row.id,
      $sequence: atLeast(format, 1, 9) ? String(row.sequence) : row.sequence,
      $createdAt: row.createdAt,
      $updatedAt: row.updatedAt,
      $permissions: row.permissions,
      $databaseId: collection.databaseId,
      $collectionId: collection.id,
    };
  };

  const rejectTransactions = (body: Record<string, unknown>) => {
    if (body.transactionId !== undefined && body.transactionId !== null) {
      throw argument("Transactions are not supported by this server.");
    }
  };

  type DocumentParams = { databaseId: string; collectionId: string };
  type OneDocumentParams = DocumentParams & { documentId: string };
  const documentsPath = "/databases/:databaseId/collections/:collectionId/documents";

  app.post<{ Params: DocumentParams }>(
    documentsPath,
    { bodyLimit: API_BODY_LIMIT, onRequest: rateLimited(createLimiter) },
    async (request, reply) => {
      const collection = collectionOf(request.params);
      const asGuest = !hasKey(request);
      if (asGuest) {
        if (!collection.permissions.some((p) => p === 'create("any")' || p === 'create("guests")'))
          throw unauthorized();
      } else {
        requireKey(request, "documents.write");
      }
      const body = requestBody(request);
      rejectTransactions(body);
      const documentId = documentIdParam(body.documentId);
      if (body.data === undefined || body.data === null)
        throw argument('Param "data" is not optional.');
      const data = dataParam(body.data);
      if (Object.keys(data).length === 0) {
        throw new AppwriteError(
          "document_missing_payload",
          "The document data is missing. Try again with document data populated",
        );
      }
      const permissions =
        body.permissions === undefined || body.permissions === null
          ? []
          : normalisePermissions(body.permissions, asGuest);
      const valid = validateDocument(collection, data);
      const row = documents.insert(
        scopeOf(collection),
        documentId,
        valid,
        permissions,
        formatDatetime(new Date()),
      );
      if (!row) {
        throw new AppwriteError(
          "document_already_exists",
          "Document with the requested ID already exists. Try again with a different ID or use ID.unique() to generate a unique ID.",
        );
      }
      return reply.code(201).send(documentJson(collection, row, responseFormat(request)));
    },
  );

  app.get<{ Params: DocumentParams; Querystring: Record<string, unknown> }>(
    documentsPath,
    async (request) => {
      const collection = collectionOf(request.params);
      requireKey(request, "documents.read");
      const query = parseQueries(queryStrings(request.query), documentFields(collection));
      const { total, rows } = documents.list(scopeOf(collection), query, {
        countTotal: request.query.total !== "false",
      });
      const format = responseFormat(request);
      return {
        total,
        documents: rows.map((row) => documentJson(collection, row, format, query.select)),
      };
    },
  );

  const existingDocument = (collection: Collection, documentId: string): StoredRow => {
    const row = documents.get(scopeOf(collection), documentId);
    if (!row)
      throw new AppwriteError(
        "document_not_found",
        "Document with the requested ID could not be found.",
      );
    return row;
  };

  app.get<{ Params: OneDocumentParams; Querystring: Record<string, unknown> }>(
    `${documentsPath}/:documentId`,
    async (request) => {
      const collection = collectionOf(request.params);
      requireKey(request, "documents.read");
      const query = parseQueries(queryStrings(request.query), documentFields(collection));
      const row = existingDocument(collection, request.params.documentId);
      return documentJson(collection, row, responseFormat(request), query.select);
    },
  );

  app.patch<{ Params: OneDocumentParams }>(
    `${documentsPath}/:documentId`,
    { bodyLimit: API_BODY_LIMIT },
    async (request) => {
      const collection = collectionOf(request.params);
      requireKey(request, "documents.write");
      const body = requestBody(request);
      rejectTransactions(body);
      const existing = existingDocument(collection, request.params.documentId);
      const changes = body.data === undefined || body.data === null ? {} : dataParam(body.data);
      const permissions =
        body.permissions === undefined || body.permissions === null
          ? existing.permissions
          : normalisePermissions(body.permissions, false);
      const valid = validateDocument(collection, { ...existing.data, ...changes });
      const row = documents.update(
        scopeOf(collection),
        existing.id,
        valid,
        permissions,
        formatDatetime(new Date()),
      );
      if (!row)
        throw new AppwriteError(
          "document_not_found",
          "Document with the requested ID could not be found.",
        );
      return documentJson(collection, row, responseFormat(request));
    },
  );

  app.delete<{ Params: OneDocumentParams }>(
    `${documentsPath}/:documentId`,
    async (request, reply) => {
      const collection = collectionOf(request.params);
      requireKey(request, "documents.write");
      if (!documents.delete(scopeOf(collection), request.params.documentId)) {
        throw new AppwriteError(
          "document_not_found",
          "Document with the requested ID could not be found.",
        );
      }
      return reply.code(204).send();
    },
  );

  const functionOf = (functionId: string): FunctionDefinition => {
    const definition = project.functions.find((candidate) => candidate.id === functionId);
    if (!definition)
      throw new AppwriteError(
        "function_not_found",
        "Function with the requested ID could not be found.",
      );
    return definition;
  };
  const deploymentId = (definition: FunctionDefinition) => `embedded-${definition.id}`.slice(0, 36);
  const executionFields = new Set([
    "$id",
    "$createdAt",
    "$updatedAt",
    "trigger",
    "status",
    "requestMethod",
    "requestPath",
    "responseStatusCode",
    "duration",
  ]);

  const executionJson = (
    definition: FunctionDefinition,
    row: StoredRow,
    format: ResponseFormat,
    withLogs: boolean,
  ) => {
    const data = row.data as Omit<ExecutionOutcome, "status"> & {
      status: string;
      trigger: string;
      requestMethod: string;
      requestPath: string;
      requestHeaders: Array<{ name: string; value: string }>;
    };
    const resource = atLeast(format, 2, 0)
      ? { resourceId: definition.id, resourceType: "functions" }
      : { functionId: definition.id };
    return {
      $id: row.id,
      $createdAt: row.createdAt,
      $updatedAt: row.updatedAt,
      $permissions: row.permissions,
      ...resource,
      deploymentId: deploymentId(definition),
      trigger: data.trigger,
      status: data.status,
      requestMethod: data.requestMethod,
      requestPath: data.requestPath,
      requestHeaders: data.requestHeaders,
      responseStatusCode: data.responseStatusCode,
      responseBody: data.responseBody,
      responseHeaders: data.responseHeaders,
      logs: withLogs ? data.logs : "",
      errors: withLogs ? data.errors : "",
      duration: data.duration,
      scheduledAt: null,
    };
  };

  const executionMethods = new Set(["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD"]);

  app.post<{ Params: { functionId: string } }>(
    "/functions/:functionId/executions",
    { bodyLimit: API_BODY_LIMIT, onRequest: rateLimited(executionLimiter) },
    async (request, reply) => {
      const definition = functionOf(request.params.functionId);
      const withKey = hasKey(request);
      if (withKey) requireKey(request, "execution.write");
      else if (!definition.execute.includes("any") && !definition.execute.includes("guests")) {
        throw unauthorized();
      }
      const body = requestBody(request);
      const payload = body.body ?? "";
      if (typeof payload !== "string")
        throw argument("Invalid `body` param: Value must be a valid string.");
      const runAsync = body.async ?? false;
      if (typeof runAsync !== "boolean")
        throw argument("Invalid `async` param: Value must be a valid boolean.");
      const requestPath = body.path ?? "/";
      if (typeof requestPath !== "string" || !requestPath.startsWith("/")) {
        throw argument("Invalid `path` param: Value must be a path starting with /.");
      }
      const method = body.method ?? "POST";
      if (typeof method !== "string" || !executionMethods.has(method)) {
        throw argument(
          `Invalid \`method\` param: Value must be one of (${[...executionMethods].join(", ")}).`,
        );
      }
      const headers = body.headers ?? {};
      if (
        !isObject(headers) ||
        !Object.values(headers).every((value) => typeof value === "string")
      ) {
        throw argument("Invalid `headers` param: Value must be an object of string values.");
      }
      if (body.scheduledAt !== undefined && body.scheduledAt !== null) {
        throw argument("Scheduled executions are not supported by this server.");
      }
      const requestHeaders = Object.entries(headers as Record<string, string>)
        .filter(([name]) => !SECRET_HEADERS.has(name.toLowerCase()))
        .map(([name, value]) => ({ name: name.toLowerCase(), value }));
      const executionId = uniqueId();
      const now = formatDatetime(new Date());
      const base = { trigger: "http", requestMethod: method, requestPath, requestHeaders };
      const run = async () => {
        const key = `dynamic_${randomBytes(32).toString("hex")}`;
        executionKeys.set(key, new Set(definition.scopes));
        try {
          return await runner.run(definition, {
            executionId,
            body: payload,
            path: requestPath,
            method,
            headers: headers as Record<string, string>,
            apiKey: key,
          });
        } finally {
          executionKeys.delete(key);
        }
      };
      const format = responseFormat(request);

      if (runAsync) {
        const waiting = {
          ...base,
          status: "waiting",
          responseStatusCode: 0,
          responseBody: "",
          responseHeaders: [],
          logs: "",
          errors: "",
          duration: 0,
        };
        const row = executions.insert(definition.id, executionId, waiting, [], now);
        if (!row) throw new AppwriteError("general_server_error", "Server Error");
        setImmediate(() => {
          run()
            .then((outcome) =>
              executions.update(
                definition.id,
                executionId,
                { ...base, ...outcome },
                [],
                formatDatetime(new Date()),
              ),
            )
            .catch((error: unknown) => request.log.error(error));
        });
        return reply.code(202).send(executionJson(definition, row, format, withKey));
      }

      const outcome = await run();
      const row = executions.insert(definition.id, executionId, { ...base, ...outcome }, [], now);
      if (!row) throw new AppwriteError("general_server_error", "Server Error");
      return reply.code(201).send(executionJson(definition, row, format, withKey));
    },
  );

  app.get<{ Params: { functionId: string }; Querystring: Record<string, unknown> }>(
    "/functions/:functionId/executions",
    async (request) => {
      const definition = functionOf(request.params.functionId);
      requireKey(request, "execution.read");
      const query = parseQueries(queryStrings(request.query), executionFields);
      const { total, rows } = executions.list(definition.id, query, {
        countTotal: request.query.total !== "false",
      });
      const format = responseFormat(request);
      return { total, executions: rows.map((row) => executionJson(definition, row, format, true)) };
    },
  );

  app.get<{ Params: { functionId: string; executionId: string } }>(
    "/functions/:functionId/executions/:executionId",
    async (request) => {
      const definition = functionOf(request.params.functionId);
      requireKey(request, "execution.read");
      const row = executions.get(definition.id, request.params.executionId);
      if (!row)
        throw new AppwriteError(
          "execution_not_found",
          "Execution with the requested ID could not be found.",
        );
      return executionJson(definition, row, responseFormat(request), true);
    },
  );
}
