/**
 * Appwrite Function "send-enquiry-email": e-mails one stored enquiry to the operator, once.
 *
 * Body (JSON): { documentId, ... }. Only the id is read: the enquiry comes from the `messages`
 * collection, fetched with the API key Appwrite hands each execution (`x-appwrite-key`, with the
 * function's scopes), so a caller cannot make it e-mail anything that was not stored. Before
 * sending it creates the enquiry's sent-marker in `enquiry-emails` under the same id; Appwrite
 * keeps ids unique, so however often and however concurrently it is run for one enquiry, one run
 * sends. A failed send deletes the marker again, so a later run may retry.
 *
 * Answers 200 { ok: true, messageId } once the message is handed to SMTP (or written to the
 * outbox), 200 { ok: true, alreadySent: true } when another run has it, 400 { ok: false, error }
 * for a body without a usable id, 404 { ok: false, error } when no enquiry has that id, and
 * 500 { ok: false, error } when sending fails.
 *
 * Environment: APPWRITE_FUNCTION_API_ENDPOINT and APPWRITE_FUNCTION_PROJECT_ID (set by
 * Appwrite), SMTP_HOST, SMTP_PORT (587), SMTP_SECURE ("true" for TLS from the start), SMTP_USER,
 * SMTP_PASS, MAIL_TO, MAIL_FROM. Without SMTP_HOST the message is written as an .eml file into
 * OUTBOX_DIR (the embedded service sets it to <DATA_DIR>/outbox).
 *
 * Appwrite deploys src/main.js, built from this file by `npm run function:build`.
 */
import { Databases, type Models } from "node-appwrite";
import {
  emailFieldLabels,
  enquiryFieldKeys,
  enquiryIds,
  enquirySubject,
  formTypeLabels,
  optionLabel,
  replyLanguage,
  type Enquiry,
  type EnquiryField,
  type FormType,
} from "../../../data/domain/enquiry";
import { isLocale } from "../../../data/domain/locales";
import { showBidiControls } from "../../../data/domain/visible-text";
import {
  deliverMail,
  escapeHtml,
  readMailSettings,
  type Delivery,
  type MailSettings,
  type OutgoingMail,
} from "../../shared/mail";
import {
  readRequest,
  executionClient,
  isAppwriteError,
  reasonOf,
  type Env,
  type RuntimeContext,
} from "../../shared/runtime";

type ComposedEmail = {
  documentId: string;
  subject: string;
  text: string;
  html: string;
  replyTo: string | undefined;
};

/** Appwrite's custom id rule: at most 36 chars of a-z A-Z 0-9 . - _, not starting with a special char. */
const DOCUMENT_ID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;
const isControl = (code: number) => code < 0x20 || code === 0x7f;

/** The enquiry's id from the execution body; the reason names the problem. */
export function parseExecutionBody(
  body: unknown,
): { ok: true; documentId: string } | { ok: false; reason: string } {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: false, reason: "The body must be a JSON object." };
  }
  const { documentId } = body as Record<string, unknown>;
  if (typeof documentId !== "string" || !DOCUMENT_ID.test(documentId)) {
    return {
      ok: false,
      reason: '"documentId" must be an id of at most 36 characters (a-z, A-Z, 0-9, ".", "-", "_").',
    };
  }
  return { ok: true, documentId };
}

/**
 * Control characters have no place in a mail body: show each as its Unicode "control picture"
 * (U+2400 block) so the operator sees exactly what was typed, and each bidirectional control as
 * its code point. Tabs stay; every line break (CR LF, a bare CR or LF) becomes one LF, so the
 * encoded message never carries a bare CR.
 */
function showControlCharacters(value: string): string {
  let result = "";
  for (const character of value.replace(/\r\n?/g, "\n")) {
    const code = character.charCodeAt(0);
    const kept = character === "\t" || character === "\n";
    result +=
      isControl(code) && !kept
        ? String.fromCharCode(code === 0x7f ? 0x2421 : 0x2400 + code)
        : character;
  }
  return showBidiControls(result);
}

function readableValue(key: keyof Enquiry, value: string): string {
  if (key === "formType") return formTypeLabels[value as FormType] ?? value;
  if (key === "submittedAt") return value;
  if (key === "locale") return isLocale(value) ? replyLanguage(value) : value;
  return optionLabel(key, value);
}

/** The subject, and plain-text and HTML bodies listing every stored field with its label. */
export function composeEnquiryEmail(enquiry: Enquiry, documentId: string): ComposedEmail {
  const subject = enquirySubject(enquiry.formType, new Date(enquiry.submittedAt));
  const rows: Array<[string, string]> = [];
  for (const [key, label] of Object.entries(emailFieldLabels) as Array<[keyof Enquiry, string]>) {
    const value = enquiry[key];
    if (value !== null && value !== "") {
      rows.push([label, showControlCharacters(readableValue(key, value))]);
    }
  }
  rows.push(["Enquiry ID", documentId]);

  const text = [
    subject,
    "",
    ...rows.map(([label, value]) =>
      value.includes("\n") ? `${label}:\n${value.replace(/^/gm, "  ")}` : `${label}: ${value}`,
    ),
    "",
  ].join("\n");

  const tableRows = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value).replace(/\r?\n/g, "<br>")}</td></tr>`,
    )
    .join("\n");
  const html = [
    "<!doctype html>",
    '<html><head><meta charset="utf-8"><title>' + escapeHtml(subject) + "</title></head>",
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1f2937">',
    `<h1 style="font-size:18px">${escapeHtml(subject)}</h1>`,
    '<table cellspacing="0" cellpadding="0">',
    tableRows,
    "</table>",
    "</body></html>",
    "",
  ].join("\n");

  return { documentId, subject, text, html, replyTo: enquiry.email ?? undefined };
}

/** The enquiry's e-mail to the operator, who may answer the traveller by replying. */
export function enquiryMail(message: ComposedEmail, settings: MailSettings): OutgoingMail {
  return {
    to: settings.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: { "X-Enquiry-Id": message.documentId },
    outboxName: `enquiry-${message.documentId}`,
  };
}

/** The enquiries and their sent-markers, read and written with the execution's API key. */
class EnquiryStore {
  private readonly databases: Databases;

  constructor(env: Env, apiKey: string) {
    this.databases = new Databases(executionClient(env, apiKey));
  }

  async enquiry(documentId: string): Promise<Enquiry | null> {
    let document: Models.DefaultDocument;
    try {
      document = await this.databases.getDocument({
        databaseId: enquiryIds.databaseId,
        collectionId: enquiryIds.messagesCollectionId,
        documentId,
      });
    } catch (cause) {
      if (isAppwriteError(cause, "document_not_found")) return null;
      throw cause;
    }
    const fields = Object.fromEntries(
      enquiryFieldKeys.map((key) => [
        key,
        typeof document[key] === "string" ? document[key] : null,
      ]),
    ) as Record<EnquiryField, string | null>;
    return {
      ...fields,
      formType: document.formType as FormType,
      submittedAt: String(document.submittedAt),
      locale:
        typeof document.locale === "string" && isLocale(document.locale) ? document.locale : null,
    };
  }

  /** True when this run may send: no other run has claimed the enquiry. */
  async claim(documentId: string): Promise<boolean> {
    try {
      await this.databases.createDocument({
        databaseId: enquiryIds.databaseId,
        collectionId: enquiryIds.emailsCollectionId,
        documentId,
        data: { claimedAt: new Date().toISOString() },
      });
      return true;
    } catch (cause) {
      if (isAppwriteError(cause, "document_already_exists")) return false;
      throw cause;
    }
  }

  async markSent(documentId: string, messageId: string): Promise<void> {
    await this.databases.updateDocument({
      databaseId: enquiryIds.databaseId,
      collectionId: enquiryIds.emailsCollectionId,
      documentId,
      data: { sentAt: new Date().toISOString(), messageId },
    });
  }

  async release(documentId: string): Promise<void> {
    await this.databases.deleteDocument({
      databaseId: enquiryIds.databaseId,
      collectionId: enquiryIds.emailsCollectionId,
      documentId,
    });
  }
}

/** The function handler, reading its settings from `env` at each execution. */
export function createHandler(env: Env) {
  return async (context: RuntimeContext) => {
    const { req, res, log, error } = context;
    const read = readRequest(context, parseExecutionBody);
    if ("refused" in read) return read.refused;
    const parsed = read.request;
    const { documentId } = parsed;
    try {
      const store = new EnquiryStore(env, req.headers["x-appwrite-key"] ?? "");
      const enquiry = await store.enquiry(documentId);
      if (!enquiry) {
        error(`No enquiry ${documentId} is stored; nothing sent.`);
        return res.json({ ok: false, error: `No enquiry has the id "${documentId}".` }, 404);
      }
      const settings = readMailSettings(env);
      if (!(await store.claim(documentId))) {
        log(`Enquiry ${documentId} is e-mailed by an earlier run; not sent again.`);
        return res.json({ ok: true, alreadySent: true });
      }
      let sent: Delivery;
      try {
        sent = await deliverMail(
          enquiryMail(composeEnquiryEmail(enquiry, documentId), settings),
          settings,
        );
      } catch (cause) {
        await store
          .release(documentId)
          .catch((releaseCause: unknown) =>
            error(
              `Could not release enquiry ${documentId} for a later run: ${reasonOf(releaseCause)}`,
            ),
          );
        throw cause;
      }
      log(
        sent.via === "smtp"
          ? `Sent enquiry ${documentId} to ${settings.to} (${sent.messageId}).`
          : `Wrote enquiry ${documentId} to ${sent.file} (${sent.messageId}).`,
      );
      await store
        .markSent(documentId, sent.messageId)
        .catch((cause: unknown) =>
          error(`Sent enquiry ${documentId} but could not note it: ${reasonOf(cause)}`),
        );
      return res.json({ ok: true, messageId: sent.messageId });
    } catch (cause) {
      error(`Could not send enquiry ${documentId}: ${reasonOf(cause)}`);
      return res.json({ ok: false, error: `Could not send the e-mail: ${reasonOf(cause)}` }, 500);
    }
  };
}

export default createHandler(process.env);
