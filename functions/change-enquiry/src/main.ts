/**
 * Appwrite Function "change-enquiry": the desk's one way to change an enquiry. Only operators may
 * run it (execute "team:operators"); the enquiry's status, notes and reply time, and its history,
 * are written with the execution's key alone, so every change has its line in the history, and
 * every line says who (the operator Appwrite names in `x-appwrite-user-id`), when (the server's
 * clock) and what (the change as made, from the value it replaced).
 *
 * Body (JSON): { id, updatedAt, status?, notes?, replied? }: the enquiry's id and its
 * `$updatedAt` as the operator loaded it, the new status and notes, and `replied: true` for a
 * reply sent now.
 *
 * Answers 200 { ok: true, enquiry } with the enquiry as now stored; 409 { ok: false, error,
 * enquiry, by } when it changed since it was loaded (nothing written: `enquiry` as it is now, `by`
 * its latest history entry or null); 400 { ok: false, error } for a body that is not such a
 * change; 404 { ok: false, error } for an unknown enquiry; 500 when storing fails.
 *
 * Environment: APPWRITE_FUNCTION_API_ENDPOINT and APPWRITE_FUNCTION_PROJECT_ID (set by Appwrite).
 *
 * Appwrite deploys src/main.js, built from this file by `npm run function:build`.
 */
import { Databases } from "node-appwrite";
import {
  enquiryStatuses,
  type EnquiryChangeRequest,
  type EnquiryStatus,
} from "../../../data/domain/desk";
import { DeskStore, type HistoryEntry } from "../../shared/desk-store";
import { signedInOperator } from "../../shared/operator";
import {
  executionClient,
  readRequest,
  reasonOf,
  type Env,
  type RuntimeContext,
} from "../../shared/runtime";

/** Appwrite's custom id rule: at most 36 chars of a-z A-Z 0-9 . - _, not starting with a special char. */
const DOCUMENT_ID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;
/** The `notes` attribute's size (appwrite.config.json). */
const notesLimit = 10_000;

const fields = ["id", "updatedAt", "status", "notes", "replied"];

/** The change from the execution body; the reason names the problem. */
export function parseChangeRequest(
  body: unknown,
): { ok: true; change: EnquiryChangeRequest } | { ok: false; reason: string } {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: false, reason: 'The body must be a JSON object: {"id": "…", "updatedAt": "…"}.' };
  }
  const given = body as Record<string, unknown>;
  const unknown = Object.keys(given).filter((key) => !fields.includes(key));
  if (unknown.length > 0) {
    return {
      ok: false,
      reason: `The body may hold ${fields.map((field) => `"${field}"`).join(", ")} only (not ${unknown
        .slice(0, 3)
        .map((key) => JSON.stringify(key.slice(0, 40)))
        .join(", ")}).`,
    };
  }
  const { id, updatedAt, status, notes, replied } = given;
  if (typeof id !== "string" || !DOCUMENT_ID.test(id)) {
    return { ok: false, reason: '"id" must be an enquiry\'s id.' };
  }
  if (typeof updatedAt !== "string" || updatedAt.length > 40) {
    return { ok: false, reason: '"updatedAt" must be the enquiry\'s $updatedAt as it was loaded.' };
  }
  if (status !== undefined && !(enquiryStatuses as readonly unknown[]).includes(status)) {
    return { ok: false, reason: `"status" must be one of ${enquiryStatuses.join(", ")}.` };
  }
  if (notes !== undefined && (typeof notes !== "string" || notes.length > notesLimit)) {
    return { ok: false, reason: `"notes" must be a text of at most ${notesLimit} characters.` };
  }
  if (replied !== undefined && replied !== true) {
    return { ok: false, reason: '"replied" is true, for a reply sent now, or left out.' };
  }
  return {
    ok: true,
    change: {
      id,
      updatedAt,
      ...(status === undefined ? {} : { status: status as EnquiryStatus }),
      ...(notes === undefined ? {} : { notes }),
      ...(replied ? { replied } : {}),
    },
  };
}

type Answer = { status: number; body: Record<string, unknown> };

async function answer(
  env: Env,
  change: EnquiryChangeRequest,
  apiKey: string,
  userId: string,
  log: (message: string) => void,
): Promise<Answer> {
  const client = executionClient(env, apiKey);
  const store = new DeskStore(new Databases(client));
  const enquiry = await store.enquiryDocument(change.id);
  if (!enquiry) return { status: 404, body: { ok: false, error: "No enquiry has this id." } };
  if (enquiry.$updatedAt !== change.updatedAt) {
    return {
      status: 409,
      body: {
        ok: false,
        error: "The enquiry changed since it was loaded; nothing was written.",
        enquiry,
        by: await store.latestHistory(change.id),
      },
    };
  }

  const at = new Date().toISOString();
  const before = {
    status: typeof enquiry.status === "string" ? (enquiry.status as EnquiryStatus) : "new",
    notes: typeof enquiry.notes === "string" ? enquiry.notes : "",
  };
  const data: Record<string, unknown> = {};
  const lines: Array<Omit<HistoryEntry, "enquiryId" | "actor">> = [];
  if (change.replied) {
    data.repliedAt = at;
    lines.push({ action: "reply", from: null, to: null });
  }
  if (change.status !== undefined && change.status !== before.status) {
    data.status = change.status;
    lines.push({ action: "status", from: before.status, to: change.status });
  }
  if (change.notes !== undefined && change.notes !== before.notes) {
    data.notes = change.notes;
    lines.push({ action: "note", from: null, to: null });
  }
  if (lines.length === 0) return { status: 200, body: { ok: true, enquiry } };

  const operator = await signedInOperator(client, userId, log);
  const actor = operator ? (operator.name ?? operator.email) : "API key";
  const updated = await store.updateEnquiry(change.id, data);
  for (const line of lines) await store.addHistory({ ...line, enquiryId: change.id, actor }, at);
  log(`${actor} changed enquiry ${change.id}: ${lines.map((line) => line.action).join(", ")}.`);
  return { status: 200, body: { ok: true, enquiry: updated } };
}

/** The function handler, reading its settings from `env` at each execution. */
export function createHandler(env: Env) {
  return async (context: RuntimeContext) => {
    const { req, res, log, error } = context;
    const read = readRequest(context, parseChangeRequest);
    if ("refused" in read) return read.refused;
    const { change } = read.request;
    try {
      const { status, body } = await answer(
        env,
        change,
        req.headers["x-appwrite-key"] ?? "",
        req.headers["x-appwrite-user-id"] ?? "",
        log,
      );
      return res.json(body, status);
    } catch (cause) {
      error(`Could not change enquiry ${change.id}: ${reasonOf(cause)}`);
      return res.json({ ok: false, error: `Not saved: ${reasonOf(cause)}` }, 500);
    }
  };
}

export default createHandler(process.env);
