import { gunzipSync } from "node:zlib";
import type { StoredEvent } from "./store";

export class PayloadError extends Error {}

/** A gzip body may not inflate beyond this (a small body can expand enormously). */
const maxInflatedBytes = 8 * 1024 * 1024;

type Query = Record<string, string | undefined>;

function isGzip(body: Buffer): boolean {
  return body.length > 2 && body[0] === 0x1f && body[1] === 0x8b;
}

function inflate(body: Buffer): string {
  try {
    return gunzipSync(body, { maxOutputLength: maxInflatedBytes }).toString("utf8");
  } catch {
    throw new PayloadError("Malformed gzip body");
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

function text(value: unknown): string | null {
  return typeof value === "string" && value !== "" ? value : null;
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
  const envelopeToken = text(envelope?.api_key) ?? text(envelope?.token);
  const tokens = new Set<string>();
  const events = items.map((item): StoredEvent => {
    const event = record(item);
    const name = text(event?.event);
    if (!event || !name) throw new PayloadError("Every event needs an event name");
    const properties = record(event.properties) ?? {};
    const token = text(properties.token) ?? text(event.api_key) ?? envelopeToken;
    if (token) tokens.add(token);
    return {
      uuid: text(event.uuid),
      event: name.slice(0, 200),
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
