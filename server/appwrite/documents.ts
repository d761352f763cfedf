import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppwriteError, unauthorized } from "./errors";
import type { ApiAccess, Caller } from "./access";
import type { DocumentEvents } from "./realtime";
import { parseQueries, queryStrings, type QueryFields } from "./queries";
import { RateLimiter } from "../rate-limit";
import {
  argument,
  atLeast,
  dataParam,
  documentIdParam,
  LATEST_FORMAT,
  rejectTransactions,
  requestBody,
  responseFormat,
  type ResponseFormat,
} from "./request";
import {
  formatDatetime,
  invalid,
  normalisePermissions,
  searchableByScope,
  validateDocument,
  type Collection,
  type Project,
} from "./schema";
import { RowStore, type StoredRow } from "./store";
import type { Db } from "../db";

/**
 * Largest request body the API accepts. An enquiry at its limits (5,000-character message of
 * four-byte characters, JSON-escaped twice inside an execution body) stays well below it.
 */
export const API_BODY_LIMIT = 128 * 1024;

export type DocumentRouteOptions = {
  db: Db;
  project: Project;
  access: ApiAccess;
  /** Where every change is published for the realtime sockets. */
  events: DocumentEvents;
  /** Guest creates allowed per client per minute. */
  createsPerMinute: number;
  /**
   * Per collection scope ("database/collection"), the only attributes a document created without
   * the API key may hold: an enquiry's are the traveller's (data/domain/enquiry.ts), while its status,
   * notes and reply time are the operators'.
   */
  fieldsWithoutKey: ReadonlyMap<string, readonly string[]>;
};

type DocumentParams = { databaseId: string; collectionId: string };
type OneDocumentParams = DocumentParams & { documentId: string };
const documentsPath = "/databases/:databaseId/collections/:collectionId/documents";

/**
 * How far a guest's datetime (an enquiry's submittedAt) may be from the server's clock: a page
 * sends it as it submits, so it is the moment of sending, give or take a device clock's drift.
 * Further off, it would date the enquiry and its e-mail's subject as the sender likes.
 */
export const guestClockSkewMs = 5 * 60 * 1000;

function checkGuestDatetimes(
  collection: Collection,
  data: Record<string, string | number>,
  now: Date,
): void {
  for (const attribute of collection.attributes) {
    const value = data[attribute.key];
    if (attribute.kind !== "datetime" || typeof value !== "string") continue;
    if (Math.abs(Date.parse(value) - now.getTime()) > guestClockSkewMs) {
      throw invalid(
        `Attribute "${attribute.key}" must be within ${guestClockSkewMs / 60_000} minutes of the server's time (${formatDatetime(now)})`,
      );
    }
  }
}

const documentNotFound = () =>
  new AppwriteError("document_not_found", "Document with the requested ID could not be found.");

type Action = "create" | "read" | "update" | "delete";

const PERMISSION = /^(create|read|update|delete|write)\("(.+)"\)$/;

/** Whether one of `permissions` (Appwrite's `read("team:operators")` form) grants `action` to one of `roles`. */
function grants(permissions: readonly string[], action: Action, roles: ReadonlySet<string>) {
  return permissions.some((permission) => {
    const match = PERMISSION.exec(permission);
    if (!match) return false;
    const granted =
      match[1] === "write" ? action === "update" || action === "delete" : match[1] === action;
    return granted && roles.has(match[2] as string);
  });
}

/**
 * The refusal for a caller the collection grants nothing: a guest is told to sign in (401); a
 * signed-in user who lacks the role (an account outside the operators team) gets 403, which the
 * desk shows as "this account may not use the desk". Appwrite Cloud answers 401
 * user_unauthorized to both; a client tells them apart by the status only where that matters.
 */
function refusal(caller: Caller): AppwriteError {
  if (caller.userId === null) return unauthorized();
  return new AppwriteError(
    "user_unauthorized",
    "The current user is not authorized to perform the requested action.",
    403,
  );
}

/**
 * Appwrite's documents API over SQLite, with Appwrite's permissions: a guest or a signed-in user
 * may do what the collection's `$permissions` grant one of their roles, such as create("any") for
 * an enquiry or read("team:operators"); an API key may do what its scopes allow. (Document-level
 * permissions are stored but grant nothing more: no collection of the project turns document
 * security on.)
 */
export async function documentRoutes(app: FastifyInstance, options: DocumentRouteOptions) {
  const { project, access, events } = options;
  const documents = new RowStore(options.db, "appwrite_documents");
  documents.ensureIndexes(
    project.collections.flatMap((collection) =>
      collection.indexes
        .filter((index) => index.type !== "fulltext")
        .map((index) => ({
          name: `${collection.id}_${index.key}`.replace(/[^A-Za-z0-9_]/g, "_"),
          fields: index.attributes,
        })),
    ),
  );
  documents.enableSearch(searchableByScope(project));
  const createLimiter = new RateLimiter(options.createsPerMinute);

  /**
   * Checks the caller may do `action` in the whole collection: an API key needs the scope, anyone
   * else a role the collection grants it to. Returns the caller.
   */
  const allow = (request: FastifyRequest, collection: Collection, action: Action): Caller => {
    const caller = access.caller(request);
    if (caller.key) {
      access.require(request, action === "read" ? "documents.read" : "documents.write");
      return caller;
    }
    if (grants(collection.permissions, action, caller.roles)) return caller;
    throw refusal(caller);
  };

  const collectionOf = (params: DocumentParams): Collection => {
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
  const queryFields = (collection: Collection): QueryFields => ({
    kinds: new Map([
      ["$id", "system"] as const,
      ["$sequence", "system"] as const,
      ["$createdAt", "datetime"] as const,
      ["$updatedAt", "datetime"] as const,
      ...collection.attributes.map(
        (attribute) =>
          [
            attribute.key,
            attribute.kind === "integer" || attribute.kind === "datetime"
              ? attribute.kind
              : "string",
          ] as const,
      ),
    ]),
    searchable: collection.searchable,
  });

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

  /** The request's document, once the caller is allowed `action` in its collection. */
  const permitted = (
    request: FastifyRequest<{ Params: OneDocumentParams }>,
    collection: Collection,
    action: Action,
  ): StoredRow => {
    allow(request, collection, action);
    const row = documents.get(scopeOf(collection), request.params.documentId);
    if (!row) throw documentNotFound();
    return row;
  };

  app.post<{ Params: DocumentParams }>(
    documentsPath,
    { bodyLimit: API_BODY_LIMIT, onRequest: access.rateLimited(createLimiter) },
    async (request, reply) => {
      const collection = collectionOf(request.params);
      const caller = allow(request, collection, "create");
      const asGuest = !caller.key && caller.userId === null;
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
          : normalisePermissions(body.permissions, caller.key ? null : caller.roles);
      if (!caller.key && permissions.length > 0 && !collection.documentSecurity) {
        throw new AppwriteError(
          "user_unauthorized",
          `${asGuest ? "Guests" : "Users"} may not set permissions on documents of collection "${collection.id}": its document security is off, so they would grant nothing.`,
        );
      }
      const ownFields = caller.key ? undefined : options.fieldsWithoutKey.get(scopeOf(collection));
      const foreign = Object.keys(data).find(
        (key) =>
          ownFields !== undefined &&
          !ownFields.includes(key) &&
          collection.attributes.some((attribute) => attribute.key === key),
      );
      if (foreign !== undefined) {
        throw invalid(
          `Attribute "${foreign}" is not the traveller's to set: without an API key a new document holds ${ownFields?.join(", ")} only`,
        );
      }
      const valid = validateDocument(collection, data, { applyDefaults: true });
      const now = new Date();
      if (asGuest) checkGuestDatetimes(collection, valid, now);
      const row = documents.insert(
        scopeOf(collection),
        documentId,
        valid,
        permissions,
        formatDatetime(now),
      );
      if (!row) {
        throw new AppwriteError(
          "document_already_exists",
          "Document with the requested ID already exists. Try again with a different ID or use ID.unique() to generate a unique ID.",
        );
      }
      events.publish("create", collection, documentJson(collection, row, LATEST_FORMAT));
      return reply.code(201).send(documentJson(collection, row, responseFormat(request)));
    },
  );

  app.get<{ Params: DocumentParams; Querystring: Record<string, unknown> }>(
    documentsPath,
    async (request) => {
      const collection = collectionOf(request.params);
      allow(request, collection, "read");
      const query = parseQueries(queryStrings(request.query), queryFields(collection));
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

  app.get<{ Params: OneDocumentParams; Querystring: Record<string, unknown> }>(
    `${documentsPath}/:documentId`,
    async (request) => {
      const collection = collectionOf(request.params);
      const row = permitted(request, collection, "read");
      const query = parseQueries(queryStrings(request.query), queryFields(collection));
      return documentJson(collection, row, responseFormat(request), query.select);
    },
  );

  app.patch<{ Params: OneDocumentParams }>(
    `${documentsPath}/:documentId`,
    { bodyLimit: API_BODY_LIMIT },
    async (request) => {
      const collection = collectionOf(request.params);
      const existing = permitted(request, collection, "update");
      const caller = access.caller(request);
      const body = requestBody(request);
      rejectTransactions(body);
      const changes = body.data === undefined || body.data === null ? {} : dataParam(body.data);
      const permissions =
        body.permissions === undefined || body.permissions === null
          ? existing.permissions
          : normalisePermissions(body.permissions, caller.key ? null : caller.roles);
      const valid = validateDocument(collection, { ...existing.data, ...changes });
      const row = documents.update(
        scopeOf(collection),
        existing.id,
        valid,
        permissions,
        formatDatetime(new Date()),
      );
      if (!row) throw documentNotFound();
      events.publish("update", collection, documentJson(collection, row, LATEST_FORMAT));
      return documentJson(collection, row, responseFormat(request));
    },
  );

  app.delete<{ Params: OneDocumentParams }>(
    `${documentsPath}/:documentId`,
    async (request, reply) => {
      const collection = collectionOf(request.params);
      const existing = permitted(request, collection, "delete");
      if (!documents.delete(scopeOf(collection), existing.id)) throw documentNotFound();
      events.publish("delete", collection, documentJson(collection, existing, LATEST_FORMAT));
      return reply.code(204).send();
    },
  );
}
