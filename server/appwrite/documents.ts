import type { FastifyInstance } from "fastify";
import { AppwriteError, unauthorized } from "./errors";
import type { ApiAccess } from "./access";
import type { DocumentEvents } from "./realtime";
import { parseQueries, queryStrings } from "./queries";
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

/**
 * Appwrite's documents API over SQLite: guests may create where the collection grants
 * create("any"); reading, listing, changing and deleting need the API key.
 */
export async function documentRoutes(app: FastifyInstance, options: DocumentRouteOptions) {
  const { project, access, events } = options;
  const documents = new RowStore(options.db, "appwrite_documents");
  const createLimiter = new RateLimiter(options.createsPerMinute);

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

  const existingDocument = (collection: Collection, documentId: string): StoredRow => {
    const row = documents.get(scopeOf(collection), documentId);
    if (!row) throw documentNotFound();
    return row;
  };

  app.post<{ Params: DocumentParams }>(
    documentsPath,
    { bodyLimit: API_BODY_LIMIT, onRequest: access.rateLimited(createLimiter) },
    async (request, reply) => {
      const collection = collectionOf(request.params);
      const asGuest = !access.hasKey(request);
      if (asGuest) {
        if (!collection.permissions.some((p) => p === 'create("any")' || p === 'create("guests")'))
          throw unauthorized();
      } else {
        access.require(request, "documents.write");
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
      if (asGuest && permissions.length > 0 && !collection.documentSecurity) {
        throw new AppwriteError(
          "user_unauthorized",
          `Guests may not set permissions on documents of collection "${collection.id}": its document security is off, so they would grant nothing.`,
        );
      }
      const valid = validateDocument(collection, data);
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
      access.require(request, "documents.read");
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

  app.get<{ Params: OneDocumentParams; Querystring: Record<string, unknown> }>(
    `${documentsPath}/:documentId`,
    async (request) => {
      const collection = collectionOf(request.params);
      access.require(request, "documents.read");
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
      access.require(request, "documents.write");
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
      if (!row) throw documentNotFound();
      events.publish("update", collection, documentJson(collection, row, LATEST_FORMAT));
      return documentJson(collection, row, responseFormat(request));
    },
  );

  app.delete<{ Params: OneDocumentParams }>(
    `${documentsPath}/:documentId`,
    async (request, reply) => {
      const collection = collectionOf(request.params);
      access.require(request, "documents.write");
      const existing = existingDocument(collection, request.params.documentId);
      if (!documents.delete(scopeOf(collection), existing.id)) throw documentNotFound();
      events.publish("delete", collection, documentJson(collection, existing, LATEST_FORMAT));
      return reply.code(204).send();
    },
  );
}
