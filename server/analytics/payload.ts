import { gunzipSync } from "node:zlib";
import { reservedKeys, walkJson } from "../json";
import type { StoredEvent } from "./store";

export class PayloadError extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

/**
 * The size and shape of what is stored: posthog-js sends a few dozen properties a couple of
 * levels deep and batches of a few events, so these leave room for it and none for a flood.
 */
export const eventLimits = {
  /** A compressed body may not inflate beyond this (a small body can expand enormously). */
  inflatedBytes: 256 * 1024,
  eventsPerBatch: 100,
  propertiesBytes: 32 * 1024,
  propertiesDepth: 8,
  propertiesCount: 500,
};

type Query = Record<string, string | undefined>;

function isGzip(body: Buffer): boolean {
  return body.length > 2 && body[0] === 0x1f && body[1] === 0x8b;
}

function inflate(body: Buffer): string {
  try {
    return gunzipSync(body, { maxOutputLength: eventLimits.inflatedBytes }).toString("utf8");
  } catch (error) {
    if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") {
      throw new PayloadError(
        `The gzip body is too large once decompressed (more than ${eventLimits.inflatedBytes} bytes)`,
        413,
      );
    }
    throw new PayloadError("Malformed gzip body");
  }
}

/** The parsed body, refusing prototype keys and nesting deeper than any event needs. */
export function parsePayload(text: string): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new PayloadError("The body is not valid JSON");
  }
  const maxDepth = eventLimits.propertiesDepth + 3;
  walkJson(parsed, (key, depth) => {
    if (depth > maxDepth) {
      throw new PayloadError(`The body is nested more than ${maxDepth} levels deep`);
    }
    if (reservedKeys.has(key)) throw new PayloadError(`"${key}" is a reserved key`);
  });
  return parsed;
}

/** Checks an event's properties against the limits. */
function checkProperties(properties: Record<string, unknown>): void {
  let count = 0;
  walkJson(properties, (_key, depth) => {
    if (depth > eventLimits.propertiesDepth) {
      throw new PayloadError(
        `Event properties are nested more than ${eventLimits.propertiesDepth} levels deep`,
      );
    }
    count += 1;
    if (count > eventLimits.propertiesCount) {
      throw new PayloadError(`An event has more than ${eventLimits.propertiesCount} properties`);
    }
  });
  const text = JSON.stringify(properties);
  if (Buffer.byteLength(text) > eventLimits.propertiesBytes) {
    throw new PayloadError(
      `An event's properties take more than ${eventLimits.propertiesBytes} bytes`,
      413,
    );
  }
}

/**
 * The JSON text of a capture request, in each encoding posthog-js uses: gzip (compression=gzip-js),
 * a form field `data=` holding base64 (compression=base64) or plain JSON, or a plain JSON body.
 */
export function payloadText(body: Buffer, contentType: string | undefined, query: Query): string {
  if (query.compression === "gzip-js" || isGzip(body)) return inflate(body);
  const text = body.toString("utf8");
  const isForm =
    contentType?.startsWith("application/x-www-form-urlencoded") || text.startsWith("data=");
  if (!isForm) return text;
  const data = new URLSearchParams(text).get("data");
  if (data === null) throw new PayloadError("Missing data field");
  const trimmed = data.trim();
  if (query.compression !== "base64" && (trimmed.startsWith("{") || trimmed.startsWith("["))) {
    return trimmed;
  }
  return Buffer.from(trimmed, "base64").toString("utf8");
}

function record(value: unknown): Record<string, unknown> | null {
  return value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** Names, ids and times are short; anything longer is not from posthog-js. */
const maxTextLength = 200;

function text(value: unknown): string | null {
  if (typeof value !== "string" || value === "") return null;
  if (value.length > maxTextLength) {
    throw new PayloadError(`A name, id or time is longer than ${maxTextLength} characters`);
  }
  return value;
}

export type DecodedBatch = { token: string | null; events: StoredEvent[] };

/**
 * Events from a parsed payload: a single event, an array of events (posthog-js batches), or
 * `{ api_key, batch: [...] }` (the /batch/ endpoint). The project token is read from the events'
 * properties or the envelope; every event of one request must carry the same one.
 */
export function decodeEvents(parsed: unknown, now: Date = new Date()): DecodedBatch {
  const envelope = record(parsed);
  const items: unknown[] = Array.isArray(parsed)
    ? parsed
    : Array.isArray(envelope?.batch)
      ? (envelope.batch as unknown[])
      : [parsed];
  if (items.length > eventLimits.eventsPerBatch) {
    throw new PayloadError(
      `${items.length} events in one request; at most ${eventLimits.eventsPerBatch} are allowed`,
      413,
    );
  }
  const envelopeToken = text(envelope?.api_key) ?? text(envelope?.token);
  const tokens = new Set<string>();
  const events = items.map((item): StoredEvent => {
    const event = record(item);
    const name = text(event?.event);
    if (!event || !name) throw new PayloadError("Every event needs an event name");
    const properties = record(event.properties) ?? {};
    checkProperties(properties);
    const token = text(properties.token) ?? text(event.api_key) ?? envelopeToken;
    if (token) tokens.add(token);
    return {
      uuid: text(event.uuid),
      event: name,
      distinctId:
        text(event.distinct_id) ?? text(properties.distinct_id) ?? text(properties.$distinct_id),
      properties,
      timestamp: text(event.timestamp) ?? now.toISOString(),
    };
  });
  if (events.length === 0) throw new PayloadError("No events in the payload");
  if (tokens.size > 1) throw new PayloadError("Events for several projects in one request");
  return { token: [...tokens][0] ?? null, events };
}
