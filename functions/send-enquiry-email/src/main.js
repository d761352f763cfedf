// @ts-check
/**
 * Appwrite Function "send-enquiry-email": e-mails one website enquiry to the operator.
 *
 * Body (JSON): { subject, formType: "contact" | "hero_booking", data: { name, email, ... }, documentId }.
 * Answers { ok: true, messageId } once the message is handed to SMTP (or written to the outbox),
 * 400 { ok: false, error } for a body it cannot use, 500 { ok: false, error } when sending fails.
 *
 * Environment: SMTP_HOST, SMTP_PORT (587), SMTP_SECURE ("true" for TLS from the start), SMTP_USER,
 * SMTP_PASS, MAIL_TO, MAIL_FROM. Without SMTP_HOST the message is written as an .eml file into
 * OUTBOX_DIR (the embedded service sets it to <DATA_DIR>/outbox).
 */
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

/** @typedef {"contact" | "hero_booking"} FormType */
/**
 * @typedef {object} EnquiryEmail
 * @property {string} subject
 * @property {FormType} formType
 * @property {Record<string, string>} data
 * @property {string} documentId
 */
/**
 * @typedef {object} SmtpSettings
 * @property {string} host
 * @property {number} port
 * @property {boolean} secure
 * @property {string | undefined} user
 * @property {string | undefined} pass
 */
/**
 * @typedef {object} MailSettings
 * @property {SmtpSettings | null} smtp
 * @property {string | null} outboxDir
 * @property {string} to
 * @property {string} from
 */
/**
 * @typedef {object} ComposedEmail
 * @property {string} subject
 * @property {string} text
 * @property {string} html
 * @property {string | undefined} replyTo
 */
/**
 * @typedef {object} Delivery
 * @property {string} messageId
 * @property {"smtp" | "outbox"} via
 * @property {string | undefined} file
 */
/**
 * @typedef {object} RuntimeResponse
 * @property {(body: unknown, statusCode?: number, headers?: Record<string, string>) => unknown} json
 */
/**
 * @typedef {object} RuntimeContext
 * @property {{ readonly bodyJson: unknown }} req
 * @property {RuntimeResponse} res
 * @property {(message: string) => void} log
 * @property {(message: string) => void} error
 */

/** Every field an enquiry may carry, in the order the e-mail lists them, with its label. */
export const FIELD_LABELS = /** @type {const} */ ({
  name: "Name",
  email: "Email",
  phone: "Phone",
  safariInterest: "Safari Interest",
  groupSize: "Group Size",
  budget: "Budget (per person)",
  preferredDates: "Preferred Travel Dates",
  message: "Message",
  formType: "Form",
  submittedAt: "Submitted At",
});

/** @type {Record<string, Record<string, string>>} */
const VALUE_LABELS = {
  formType: { contact: "Contact Page quote form", hero_booking: "Home Page Book Now panel" },
  safariInterest: {
    luxury: "Luxury",
    midrange: "Mid-range",
    budget: "Budget",
    family: "Family",
    photography: "Photography",
    custom: "Custom",
  },
  groupSize: { 1: "1 (Solo Traveler)", 2: "2", "3-4": "3-4", "5-6": "5-6", "7+": "7+" },
  budget: {
    "under-2000": "Under $2,000",
    "2000-3000": "$2,000 - $3,000",
    "3000-5000": "$3,000 - $5,000",
    "5000-8000": "$5,000 - $8,000",
    "over-8000": "Over $8,000",
  },
};

const MAX_FIELD_LENGTH = 5000;
const MAX_SUBJECT_LENGTH = 200;
const DOCUMENT_ID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** @param {number} code */
const isControl = (code) => code < 0x20 || code === 0x7f;

/**
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
function isPlainObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Checks the execution body; the reason names the first problem found.
 *
 * @param {unknown} body
 * @returns {{ ok: true, value: EnquiryEmail } | { ok: false, reason: string }}
 */
export function parseEnquiryEmail(body) {
  if (!isPlainObject(body)) return { ok: false, reason: "The body must be a JSON object." };
  const { subject, formType, data, documentId } = body;
  if (typeof subject !== "string" || subject.trim() === "") {
    return { ok: false, reason: '"subject" must be a non-empty string.' };
  }
  if (subject.length > MAX_SUBJECT_LENGTH || [...subject].some((c) => isControl(c.charCodeAt(0)))) {
    return {
      ok: false,
      reason: `"subject" must be one line of at most ${MAX_SUBJECT_LENGTH} characters.`,
    };
  }
  if (formType !== "contact" && formType !== "hero_booking") {
    return { ok: false, reason: '"formType" must be "contact" or "hero_booking".' };
  }
  if (typeof documentId !== "string" || !DOCUMENT_ID.test(documentId)) {
    return {
      ok: false,
      reason: '"documentId" must be an id of at most 36 characters (a-z, A-Z, 0-9, ".", "-", "_").',
    };
  }
  if (!isPlainObject(data)) return { ok: false, reason: '"data" must be an object.' };
  /** @type {Record<string, string>} */
  const fields = {};
  for (const [key, value] of Object.entries(data)) {
    if (!Object.hasOwn(FIELD_LABELS, key)) {
      return { ok: false, reason: `"data.${key}" is not an enquiry field.` };
    }
    if (value === null || value === undefined) continue;
    if (typeof value !== "string") return { ok: false, reason: `"data.${key}" must be a string.` };
    if ([...value].length > MAX_FIELD_LENGTH) {
      return { ok: false, reason: `"data.${key}" is longer than ${MAX_FIELD_LENGTH} characters.` };
    }
    fields[key] = value;
  }
  if (fields.formType !== undefined && fields.formType !== formType) {
    return { ok: false, reason: '"data.formType" differs from "formType".' };
  }
  if (fields.email === undefined || !EMAIL.test(fields.email)) {
    return { ok: false, reason: '"data.email" must be a valid e-mail address.' };
  }
  return { ok: true, value: { subject, formType, data: { ...fields, formType }, documentId } };
}

/**
 * Control characters have no place in a mail body: show each as its Unicode "control picture"
 * (U+2400 block) so the operator sees exactly what was typed. Tabs and line breaks stay.
 *
 * @param {string} value
 */
function showControlCharacters(value) {
  let result = "";
  for (const character of value) {
    const code = character.charCodeAt(0);
    const kept = character === "\t" || character === "\n" || character === "\r";
    result +=
      isControl(code) && !kept
        ? String.fromCharCode(code === 0x7f ? 0x2421 : 0x2400 + code)
        : character;
  }
  return result;
}

/** @param {string} value */
export function escapeHtml(value) {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/**
 * @param {string} key
 * @param {string} value
 */
function readableValue(key, value) {
  return VALUE_LABELS[key]?.[value] ?? value;
}

/**
 * The plain-text and HTML bodies, listing every field with its label.
 *
 * @param {EnquiryEmail} email
 * @returns {ComposedEmail}
 */
export function composeEnquiryEmail(email) {
  /** @type {Array<[string, string]>} */
  const rows = [];
  for (const [key, label] of Object.entries(FIELD_LABELS)) {
    const value = email.data[key];
    if (value !== undefined && value !== "") {
      rows.push([label, showControlCharacters(readableValue(key, value))]);
    }
  }
  rows.push(["Enquiry ID", email.documentId]);

  const text = [
    email.subject,
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
    '<html><head><meta charset="utf-8"><title>' + escapeHtml(email.subject) + "</title></head>",
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1f2937">',
    `<h1 style="font-size:18px">${escapeHtml(email.subject)}</h1>`,
    '<table cellspacing="0" cellpadding="0">',
    tableRows,
    "</table>",
    "</body></html>",
    "",
  ].join("\n");

  return { subject: email.subject, text, html, replyTo: email.data.email };
}

/**
 * Reads the mail settings from the function's environment.
 *
 * @param {Record<string, string | undefined>} env
 * @returns {MailSettings}
 */
export function readMailSettings(env) {
  const problems = [];
  const to = env.MAIL_TO?.trim();
  const from = env.MAIL_FROM?.trim();
  if (!to) problems.push("MAIL_TO is not set");
  if (!from) problems.push("MAIL_FROM is not set");
  /** @type {SmtpSettings | null} */
  let smtp = null;
  if (env.SMTP_HOST) {
    const secure = env.SMTP_SECURE === "true";
    const port = env.SMTP_PORT ? Number(env.SMTP_PORT) : secure ? 465 : 587;
    if (!Number.isInteger(port) || port < 1 || port > 65535) {
      problems.push(`SMTP_PORT must be a port number (got "${env.SMTP_PORT}")`);
    }
    smtp = {
      host: env.SMTP_HOST,
      port,
      secure,
      user: env.SMTP_USER || undefined,
      pass: env.SMTP_PASS || undefined,
    };
  } else if (!env.OUTBOX_DIR) {
    problems.push(
      "neither SMTP_HOST nor OUTBOX_DIR is set, so there is nowhere to send the e-mail",
    );
  }
  if (problems.length > 0 || !to || !from) {
    throw new Error(`Mail is not configured: ${problems.join("; ")}.`);
  }
  return { smtp, outboxDir: env.OUTBOX_DIR || null, to, from };
}

/**
 * Hands the message to the SMTP relay, or writes it to the outbox as an RFC 822 .eml file.
 *
 * @param {ComposedEmail & { documentId: string }} message
 * @param {MailSettings} settings
 * @returns {Promise<Delivery>}
 */
export async function deliverEnquiryEmail(message, settings) {
  const mail = {
    from: settings.from,
    to: settings.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: { "X-Enquiry-Id": message.documentId },
  };
  if (settings.smtp) {
    const { host, port, secure, user, pass } = settings.smtp;
    const transport = nodemailer.createTransport({
      host,
      port,
      secure,
      auth: user ? { user, pass } : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    try {
      const info = await transport.sendMail(mail);
      return { messageId: info.messageId, via: "smtp", file: undefined };
    } finally {
      transport.close();
    }
  }
  if (!settings.outboxDir) throw new Error("No SMTP relay and no outbox directory.");
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: "unix",
  });
  const info = await transport.sendMail(mail);
  await mkdir(settings.outboxDir, { recursive: true });
  const file = path.join(settings.outboxDir, `enquiry-${message.documentId}.eml`);
  const partial = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(partial, /** @type {Buffer} */ (info.message));
  await rename(partial, file);
  return { messageId: info.messageId, via: "outbox", file };
}

/**
 * The function handler, reading its settings from `env` at each execution.
 *
 * @param {Record<string, string | undefined>} env
 */
export function createHandler(env) {
  /** @param {RuntimeContext} context */
  return async ({ req, res, log, error }) => {
    /** @type {unknown} */
    let body;
    try {
      body = req.bodyJson;
    } catch {
      error("Rejected an execution whose body is not JSON.");
      return res.json({ ok: false, error: "The body must be JSON." }, 400);
    }
    const parsed = parseEnquiryEmail(body);
    if (!parsed.ok) {
      error(`Rejected an enquiry e-mail: ${parsed.reason}`);
      return res.json({ ok: false, error: parsed.reason }, 400);
    }
    try {
      const settings = readMailSettings(env);
      const composed = composeEnquiryEmail(parsed.value);
      const sent = await deliverEnquiryEmail(
        { ...composed, documentId: parsed.value.documentId },
        settings,
      );
      log(
        sent.via === "smtp"
          ? `Sent enquiry ${parsed.value.documentId} to ${settings.to} (${sent.messageId}).`
          : `Wrote enquiry ${parsed.value.documentId} to ${sent.file} (${sent.messageId}).`,
      );
      return res.json({ ok: true, messageId: sent.messageId });
    } catch (cause) {
      const reason = cause instanceof Error ? cause.message : String(cause);
      error(`Could not send enquiry ${parsed.value.documentId}: ${reason}`);
      return res.json({ ok: false, error: `Could not send the e-mail: ${reason}` }, 500);
    }
  };
}

export default createHandler(process.env);
