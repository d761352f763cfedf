import type { FastifyInstance } from "fastify";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { ownOrigin } from "../own-origin";
import type { ServerConfig } from "../config";
import type { Db } from "../db";
import { RateLimiter } from "../rate-limit";
import type { ApiAccess } from "./access";
import { API_BODY_LIMIT } from "./documents";
import { AppwriteError, unauthorized } from "./errors";
import { FunctionRunner, type ExecutionOutcome } from "./functions";
import { parseQueries, queryStrings, type QueryFields } from "./queries";
import {
  argument,
  atLeast,
  isObject,
  requestBody,
  responseFormat,
  uniqueId,
  type ResponseFormat,
} from "./request";
import { formatDatetime, type FunctionDefinition, type Project } from "./schema";
import { RowStore, type StoredRow } from "./store";

export type ExecutionRouteOptions = {
  config: ServerConfig;
  db: Db;
  project: Project;
  access: ApiAccess;
};

/**
 * The caller's headers an execution keeps, as Appwrite keeps them
 * (FUNCTION_ALLOWLIST_HEADERS_REQUEST): the function itself receives them all.
 */
const STORED_REQUEST_HEADERS = new Set([
  "content-type",
  "agent",
  "content-length",
  "host",
  "x-appwrite-client-ip",
]);

const executionMethods = new Set(["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD"]);

const executionFields: QueryFields = {
  kinds: new Map(
    [
      "$id",
      "$createdAt",
      "$updatedAt",
      "trigger",
      "status",
      "requestMethod",
      "requestPath",
      "responseStatusCode",
      "duration",
    ].map((field) => [field, "system"] as const),
  ),
  searchable: new Set(),
};

/**
 * What the embedded function sees as its variables: the server's mail settings, the site's
 * origin (this server's own when SITE_URL is not set: it serves the site too), and what Appwrite
 * injects into every function (its own API endpoint and project).
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
    SITE_URL: config.siteUrl ?? new URL(endpoint).origin,
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
  return `${ownOrigin(app)}${app.prefix}`;
}

type ExecutionData = Omit<ExecutionOutcome, "status"> & {
  status: string;
  trigger: string;
  requestMethod: string;
  requestPath: string;
  requestHeaders: Array<{ name: string; value: string }>;
};

/**
 * Appwrite's executions API, running the project's functions in this process: a caller may run a
 * function whose execute list names one of its roles ("any" for everyone, "team:operators" for
 * the operators), and the function learns the signed-in caller from `x-appwrite-user-id`, as on
 * Appwrite; reading executions needs the API key.
 */
export async function executionRoutes(app: FastifyInstance, options: ExecutionRouteOptions) {
  const { config, project, access } = options;
  const executions = new RowStore(options.db, "appwrite_executions");
  const runner = new FunctionRunner(() =>
    functionEnvironment(config, ownEndpoint(app), project.projectId),
  );
  const executionLimiter = new RateLimiter(config.createsPerMinute);

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

  const executionJson = (
    definition: FunctionDefinition,
    row: StoredRow,
    format: ResponseFormat,
    withLogs: boolean,
  ) => {
    const data = row.data as ExecutionData;
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

  app.post<{ Params: { functionId: string } }>(
    "/functions/:functionId/executions",
    { bodyLimit: API_BODY_LIMIT, onRequest: access.rateLimited(executionLimiter) },
    async (request, reply) => {
      const definition = functionOf(request.params.functionId);
      const caller = access.caller(request);
      const withKey = caller.key;
      if (withKey) access.require(request, "execution.write");
      else if (!definition.execute.some((role) => caller.roles.has(role))) {
        // A guest may still sign in; a signed-in user without the role may not run it at all.
        if (caller.userId === null) throw unauthorized();
        throw new AppwriteError(
          "user_unauthorized",
          `The current user is not allowed to execute this function (it needs one of the roles: ${definition.execute.join(", ")}).`,
          403,
        );
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
        .filter(([name]) => STORED_REQUEST_HEADERS.has(name.toLowerCase()))
        .map(([name, value]) => ({ name: name.toLowerCase(), value }));
      const executionId = uniqueId();
      const now = formatDatetime(new Date());
      const base = { trigger: "http", requestMethod: method, requestPath, requestHeaders };
      const run = async () => {
        const key = `dynamic_${randomBytes(32).toString("hex")}`;
        access.grant(key, definition.scopes);
        try {
          return await runner.run(definition, {
            executionId,
            body: payload,
            path: requestPath,
            method,
            // The caller's address, as Appwrite tells it; a caller's own value is not taken.
            headers: { ...(headers as Record<string, string>), "x-appwrite-client-ip": request.ip },
            apiKey: key,
            userId: caller.userId,
          });
        } finally {
          access.revoke(key);
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
      access.require(request, "execution.read");
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
      access.require(request, "execution.read");
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
