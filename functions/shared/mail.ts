/**
 * How the project's functions send e-mail: through the SMTP relay in their variables, or, without
 * one, as RFC 822 .eml files in OUTBOX_DIR (the embedded service's <DATA_DIR>/outbox).
 *
 * Variables: SMTP_HOST, SMTP_PORT (587), SMTP_SECURE ("true" for TLS from the start), SMTP_USER,
 * SMTP_PASS, MAIL_TO (the operator), MAIL_FROM (the sender), OUTBOX_DIR.
 */
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Env } from "./runtime";

type SmtpSettings = {
  host: string;
  port: number;
  secure: boolean;
  user: string | undefined;
  pass: string | undefined;
};

export type MailSettings = {
  smtp: SmtpSettings | null;
  outboxDir: string | null;
  /** The operator's address. */
  to: string;
  from: string;
};

export type OutgoingMail = {
  to: string;
  replyTo: string | undefined;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** The file's name in the outbox, without .eml: one per message, a resend replaces it. */
  outboxName: string;
};

export type Delivery = { messageId: string; via: "smtp" | "outbox"; file: string | undefined };

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** A paragraph of a traveller's e-mail: its lines, and a link on a line of its own after them. */
export type MailParagraph = { lines: string[]; link?: string };

/**
 * A traveller's e-mail as plain text and as HTML in the house's plain layout, paragraph by
 * paragraph (the greeting, the body, the closing over the signature), in the language `lang`.
 */
export function travellerMailBodies(
  lang: string,
  title: string,
  paragraphs: MailParagraph[],
): { text: string; html: string } {
  const text = `${paragraphs
    .map(({ lines, link }) => [...lines, ...(link ? [link] : [])].join("\n"))
    .join("\n\n")}\n`;
  const html = [
    "<!doctype html>",
    `<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2937">',
    ...paragraphs.map(({ lines, link }) => {
      const anchor = link ? [`<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`] : [];
      return `<p>${[...lines.map(escapeHtml), ...anchor].join("<br>")}</p>`;
    }),
    "</body></html>",
    "",
  ].join("\n");
  return { text, html };
}

/**
 * A stored value (a name) as part of one line of an e-mail: each run of control characters,
 * line breaks among them, becomes one space, so it cannot start a new header or line.
 */
export function oneLine(value: string): string {
  let result = "";
  let gap = false;
  for (const character of value) {
    const code = character.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) {
      gap = true;
      continue;
    }
    if (gap) result += " ";
    gap = false;
    result += character;
  }
  return result.trim();
}

/** Reads the mail settings from the function's environment. */
export function readMailSettings(env: Env): MailSettings {
  const problems: string[] = [];
  const to = env.MAIL_TO?.trim();
  const from = env.MAIL_FROM?.trim();
  if (!to) problems.push("MAIL_TO is not set");
  if (!from) problems.push("MAIL_FROM is not set");
  let smtp: SmtpSettings | null = null;
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

/** Hands the message to the SMTP relay, or writes it to the outbox as an RFC 822 .eml file. */
export async function deliverMail(
  message: OutgoingMail,
  settings: MailSettings,
): Promise<Delivery> {
  const mail = {
    from: settings.from,
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: message.headers,
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
  const file = path.join(settings.outboxDir, `${message.outboxName}.eml`);
  const partial = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(partial, info.message);
  await rename(partial, file);
  return { messageId: info.messageId, via: "outbox", file };
}
