import type { FastifyReply } from "fastify";

/** The server version reported in error bodies, as Appwrite does. */
export const APPWRITE_VERSION = "1.8.0";

/** Appwrite's error types used by the embedded service, with their status codes. */
const statusByType = {
  general_argument_invalid: 400,
  general_query_invalid: 400,
  general_cursor_not_found: 400,
  general_route_not_found: 404,
  general_rate_limit_exceeded: 429,
  general_server_error: 500,
  project_unknown: 400,
  project_not_found: 404,
  user_unauthorized: 401,
  user_invalid_credentials: 401,
  user_not_found: 404,
  user_session_already_exists: 401,
  user_session_not_found: 404,
  general_unauthorized_scope: 401,
  general_unknown_origin: 403,
  database_not_found: 404,
  collection_not_found: 404,
  document_not_found: 404,
  document_invalid_structure: 400,
  document_missing_payload: 400,
  document_already_exists: 409,
  function_not_found: 404,
  execution_not_found: 404,
} as const;

export type AppwriteErrorType = keyof typeof statusByType;

/**
 * An error the API answers with Appwrite's `{message, code, type, version}` body. `status`
 * overrides the type's usual code where HTTP has a more precise one (413, 415).
 */
export class AppwriteError extends Error {
  readonly type: AppwriteErrorType;
  readonly code: number;

  constructor(type: AppwriteErrorType, message: string, status?: number) {
    super(message);
    this.name = "AppwriteError";
    this.type = type;
    this.code = status ?? statusByType[type];
  }

  toJSON() {
    return { message: this.message, code: this.code, type: this.type, version: APPWRITE_VERSION };
  }
}

export function sendAppwriteError(reply: FastifyReply, error: AppwriteError): FastifyReply {
  return reply.code(error.code).type("application/json").send(error.toJSON());
}

export const unauthorized = () =>
  new AppwriteError(
    "user_unauthorized",
    "The current user is not authorized to perform the requested action.",
  );
