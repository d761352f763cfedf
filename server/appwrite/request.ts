import type { FastifyRequest } from "fastify";
import { randomBytes } from "node:crypto";
import { AppwriteError } from "./errors";
import { idRuleMessage, isValidId } from "./schema";

export type ResponseFormat = readonly [number, number, number];

export const LATEST_FORMAT: ResponseFormat = [2, 0, 0];

/** The response format the SDK asks for (X-Appwrite-Response-Format), else the latest. */
export function responseFormat(request: FastifyRequest): ResponseFormat {
  const header = request.headers["x-appwrite-response-format"];
  const match = typeof header === "string" ? /^(\d+)\.(\d+)\.(\d+)/.exec(header) : null;
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : LATEST_FORMAT;
}

export function atLeast(format: ResponseFormat, major: number, minor: number): boolean {
  return format[0] > major || (format[0] === major && format[1] >= minor);
}

/** An id like the SDKs' ID.unique(): the time in hex, then random hex, 20 characters. */
export function uniqueId(): string {
  const now = Date.now() * 1000 + Math.floor((performance.now() % 1) * 1000);
  return now.toString(16).padStart(13, "0").slice(-13) + randomBytes(4).toString("hex").slice(0, 7);
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function argument(message: string): AppwriteError {
  return new AppwriteError("general_argument_invalid", message);
}

/**
 * What an empty JSON body parses to: refused by the handlers that read a body, once they have
 * checked who is calling, so that a guest's empty DELETE is told it is unauthorised.
 */
export const emptyBody: Readonly<Record<string, never>> = Object.freeze({});

export function requestBody(request: FastifyRequest): Record<string, unknown> {
  if (request.body === emptyBody) throw argument("The request body is empty: send a JSON object.");
  if (request.body === undefined || request.body === null) return {};
  if (!isObject(request.body)) throw argument("The request body must be a JSON object.");
  return request.body;
}

/** Appwrite accepts `data` as an object or as a JSON string of one. */
export function dataParam(value: unknown): Record<string, unknown> {
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

export function documentIdParam(value: unknown): string {
  if (value === undefined || value === null) throw argument('Param "documentId" is not optional.');
  if (typeof value !== "string") throw argument(`Invalid \`documentId\` param: ${idRuleMessage}`);
  if (value === "unique()") return uniqueId();
  if (!isValidId(value)) throw argument(`Invalid \`documentId\` param: ${idRuleMessage}`);
  return value;
}

export function rejectTransactions(body: Record<string, unknown>): void {
  if (body.transactionId !== undefined && body.transactionId !== null) {
    throw argument("Transactions are not supported by this server.");
  }
}
