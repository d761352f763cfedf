/**
 * Appwrite Function "send-proposal-email": e-mails the traveller the link to their proposal,
 * <SITE_URL>/p/<id>, in the proposal's language, signed by the operator who sends it. Only
 * operators may run it (execute "team:operators").
 *
 * Body (JSON): { id } (the proposal's). Once the e-mail is handed to SMTP (or written to the
 * outbox) it sets the proposal's `sentAt`, moves the enquiry to "proposal_sent" (unless it is
 * accepted or booked already) and writes a history entry (action "proposal") whose actor is the
 * operator: the user Appwrite names in `x-appwrite-user-id`, looked up with the Users API, or
 * else the proposal's `createdBy`. Sending again sends the e-mail again and moves `sentAt`.
 *
 * Answers 200 { ok: true, messageId, sentAt }, 400 { ok: false, error } for a body without a
 * proposal id, 404 { ok: false, error } when the proposal or its enquiry is not stored, and 500
 * { ok: false, error } when sending or recording fails.
 *
 * Environment: APPWRITE_FUNCTION_API_ENDPOINT and APPWRITE_FUNCTION_PROJECT_ID (set by
 * Appwrite), SITE_URL (the site's origin), and the mail settings of functions/shared/mail.ts
 * (MAIL_FROM is the sender; replies go to the operator who sends it).
 *
 * Appwrite deploys src/main.js, built from this file by `npm run function:build`.
 */
import { Databases, Users, type Client } from "node-appwrite";
import { proposalIdPattern, type EnquiryStatus } from "../../../data/desk";
import { operatorSignature, travellerEmailCopy } from "../../../data/desk-email";
import { showBidiControls } from "../../../data/visible-text";
import { DeskStore, type EnquirySummary, type StoredProposal } from "../../shared/desk-store";
import {
  deliverMail,
  escapeHtml,
  oneLine,
  readMailSettings,
  type OutgoingMail,
} from "../../shared/mail";
import {
  readRequest,
  executionClient,
  readSiteOrigin,
  reasonOf,
  type Env,
  type RuntimeContext,
} from "../../shared/runtime";

/** The proposal's id from the execution body; the reason names the problem. */
export function parseSendRequest(
  body: unknown,
): { ok: true; id: string } | { ok: false; reason: string } {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: false, reason: 'The body must be a JSON object: {"id": "…"}.' };
  }
  const fields = body as Record<string, unknown>;
  if (Object.keys(fields).some((key) => key !== "id")) {
    return { ok: false, reason: 'The body may hold "id" only.' };
  }
  if (typeof fields.id !== "string" || !proposalIdPattern.test(fields.id)) {
    return { ok: false, reason: '"id" must be a proposal id: 32 characters, 0-9 and a-f.' };
  }
  return { ok: true, id: fields.id };
}

export type Operator = { email: string; name: string | null };

/** The traveller's e-mail, in the proposal's language. */
export function proposalMail(
  proposal: StoredProposal,
  enquiry: EnquirySummary,
  operator: Operator,
  siteOrigin: string,
): OutgoingMail {
  const copy = travellerEmailCopy[proposal.locale];
  const link = `${siteOrigin}/p/${proposal.id}`;
  const greeting = copy.greeting(
    enquiry.name ? showBidiControls(oneLine(enquiry.name)) || null : null,
  );
  const signature = operatorSignature(operator.name ? oneLine(operator.name) : null, siteOrigin);
  const text = [
    greeting,
    "",
    copy.proposalIntro,
    "",
    copy.proposalLinkLead,
    link,
    "",
    copy.proposalOutro,
    "",
    copy.closing,
    ...signature,
    "",
  ].join("\n");
  const html = [
    "<!doctype html>",
    `<html lang="${proposal.locale}"><head><meta charset="utf-8"><title>${escapeHtml(copy.proposalSubject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2937">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(copy.proposalIntro)}</p>`,
    `<p>${escapeHtml(copy.proposalLinkLead)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    `<p>${escapeHtml(copy.proposalOutro)}</p>`,
    `<p>${escapeHtml(copy.closing)}<br>${signature.map(escapeHtml).join("<br>")}</p>`,
    "</body></html>",
    "",
  ].join("\n");
  return {
    to: enquiry.email,
    replyTo: operator.email || undefined,
    subject: copy.proposalSubject,
    text,
    html,
    headers: { "X-Enquiry-Id": enquiry.id, "X-Proposal-Id": proposal.id },
    outboxName: `proposal-${proposal.id}`,
  };
}

/**
 * Who sends it: the signed-in operator Appwrite names, with their name for the signature, or
 * the proposal's author when the user cannot be looked up (a run with an API key has no user).
 */
async function operatorOf(
  client: Client,
  userId: string,
  proposal: StoredProposal,
  log: (message: string) => void,
): Promise<Operator> {
  if (userId) {
    try {
      const user = await new Users(client).get({ userId });
      return { email: user.email, name: user.name.trim() || null };
    } catch (cause) {
      log(`Could not look up user ${userId}, signing as ${proposal.createdBy}: ${reasonOf(cause)}`);
    }
  }
  return { email: proposal.createdBy, name: null };
}

/** The enquiry's status once the proposal is sent: an accepted or booked one stays so. */
function statusAfterSending(status: EnquiryStatus): EnquiryStatus {
  return status === "accepted" || status === "booked" ? status : "proposal_sent";
}

/** The function handler, reading its settings from `env` at each execution. */
export function createHandler(env: Env) {
  return async (context: RuntimeContext) => {
    const { req, res, log, error } = context;
    const read = readRequest(context, parseSendRequest);
    if ("refused" in read) return read.refused;
    const parsed = read.request;
    const { id } = parsed;
    let sent: { messageId: string } | null = null;
    try {
      const client = executionClient(env, req.headers["x-appwrite-key"] ?? "");
      const store = new DeskStore(new Databases(client));
      const proposal = await store.proposal(id);
      if (!proposal) {
        return res.json({ ok: false, error: `No proposal has the id "${id}".` }, 404);
      }
      const enquiry = await store.enquiry(proposal.enquiryId);
      if (!enquiry) {
        return res.json(
          {
            ok: false,
            error: `The enquiry of this proposal (${proposal.enquiryId}) is no longer stored.`,
          },
          404,
        );
      }
      const settings = readMailSettings(env);
      const siteOrigin = readSiteOrigin(env);
      const operator = await operatorOf(
        client,
        req.headers["x-appwrite-user-id"] ?? "",
        proposal,
        log,
      );
      sent = await deliverMail(proposalMail(proposal, enquiry, operator, siteOrigin), settings);
      log(`Sent proposal ${id} to the traveller of enquiry ${enquiry.id} (${sent.messageId}).`);

      const at = new Date().toISOString();
      const updated = await store.updateProposal(id, { sentAt: at });
      const status = statusAfterSending(enquiry.status);
      if (status !== enquiry.status) await store.setStatus(enquiry.id, status);
      await store.addHistory(
        {
          enquiryId: enquiry.id,
          actor: operator.email || proposal.createdBy,
          action: "proposal",
          from: enquiry.status,
          to: status,
        },
        at,
      );
      return res.json({ ok: true, messageId: sent.messageId, sentAt: updated.sentAt });
    } catch (cause) {
      error(`Proposal ${id}: ${reasonOf(cause)}`);
      const reason = sent
        ? `The e-mail was sent, but recording it failed: ${reasonOf(cause)}`
        : `Could not send the e-mail: ${reasonOf(cause)}`;
      return res.json({ ok: false, error: reason }, 500);
    }
  };
}

export default createHandler(process.env);
