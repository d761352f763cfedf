/**
 * Appwrite Function "send-proposal-email": stores a proposal and e-mails the traveller the link
 * to it, <SITE_URL>/p/<id>, in the proposal's language, signed by the operator who sends it.
 * Only operators may run it (execute "team:operators"), and only it writes proposals: their ids
 * are made here (128 random bits), and a sent proposal changes only as a new version.
 *
 * Body (JSON), one of:
 * - { enquiryId, proposal }: a new proposal (version 1) for the enquiry, from the composer's
 *   fields (`ProposalFields`, data/domain/desk.ts), in the enquiry's language.
 * - { id, proposal }: the next version of a proposal not accepted yet. What became of the version
 *   it replaces is recorded once (a history entry "revised" under `<id>-<version>`, the id an
 *   acceptance of that version claims), so a traveller's acceptance of it and a new version never
 *   both go through; the traveller's e-mail says the proposal was updated.
 * - { id }: the e-mail of the current version again.
 *
 * Once the e-mail is handed to SMTP (or written to the outbox) it sets the proposal's `sentAt`,
 * moves the enquiry to "proposal_sent" (unless it is accepted or booked already) and writes a
 * history entry (action "proposal") whose actor is the operator: the user Appwrite names in
 * `x-appwrite-user-id`, looked up with the Users API, or else the proposal's `createdBy`.
 *
 * Answers 200 { ok: true, id, version, messageId, sentAt }; 400 { ok: false, error, problems? }
 * for a body that is not such a request, or a proposal not ready to send (`problems` by field, as
 * the composer names them); 404 { ok: false, error } when the proposal or its enquiry is not
 * stored; 409 { ok: false, error } for a new version of an accepted proposal; and 500 { ok:
 * false, error, id?, version? } when sending or recording fails (`id` and `version` once the
 * proposal is stored).
 *
 * Environment: APPWRITE_FUNCTION_API_ENDPOINT and APPWRITE_FUNCTION_PROJECT_ID (set by
 * Appwrite), SITE_URL (the site's origin), and the mail settings of functions/shared/mail.ts
 * (MAIL_FROM is the sender; replies go to the operator who sends it).
 *
 * Appwrite deploys src/main.js, built from this file by `npm run function:build`.
 */
import { Databases } from "node-appwrite";
import {
  newProposalId,
  proposalIdPattern,
  proposalVersionLimit,
  type EnquiryStatus,
  type ProposalDay,
  type ProposalFields,
  type ProposalSendRequest,
} from "../../../data/domain/desk";
import { operatorSignature, travellerEmailCopy } from "../../../data/content/desk-email";
import { proposalProblems } from "../../../data/domain/desk-proposal";
import { siteConfig } from "../../../data/content/site-config";
import { showBidiControls } from "../../../data/domain/visible-text";
import {
  DeskStore,
  versionClaimId,
  type EnquirySummary,
  type StoredProposal,
} from "../../shared/desk-store";
import {
  deliverMail,
  oneLine,
  readMailSettings,
  travellerMailBodies,
  type OutgoingMail,
} from "../../shared/mail";
import { signedInOperator, type Operator } from "../../shared/operator";
import {
  readRequest,
  executionClient,
  readSiteOrigin,
  reasonOf,
  type Env,
  type RuntimeContext,
} from "../../shared/runtime";

/** Appwrite's custom id rule: at most 36 chars of a-z A-Z 0-9 . - _, not starting with a special char. */
const DOCUMENT_ID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,35}$/;

const dayFields = ["day", "title", "description", "lodge", "note"];
const proposalFields = [
  "tourSlug",
  "tourTitle",
  "startDate",
  "travellers",
  "days",
  "pricePerPerson",
  "priceTotal",
  "note",
];

const onlyKeys = (value: object, keys: readonly string[]) =>
  Object.keys(value).every((key) => keys.includes(key));
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The composer's fields, when `value` has their shape (proposalProblems checks their values). */
function proposalOf(value: unknown): ProposalFields | null {
  if (!isObject(value) || !onlyKeys(value, proposalFields)) return null;
  const { tourSlug, startDate, travellers, days, pricePerPerson, priceTotal, note } = value;
  // A desk page opened before the title was sent with the proposal sends none.
  const tourTitle = value.tourTitle ?? "";
  const isDay = (day: unknown): day is ProposalDay =>
    isObject(day) &&
    onlyKeys(day, dayFields) &&
    typeof day.day === "number" &&
    [day.title, day.description, day.lodge, day.note].every((text) => typeof text === "string");
  if (
    typeof tourSlug !== "string" ||
    typeof tourTitle !== "string" ||
    typeof startDate !== "string" ||
    typeof travellers !== "number" ||
    !Array.isArray(days) ||
    !days.every(isDay) ||
    typeof pricePerPerson !== "number" ||
    typeof priceTotal !== "number" ||
    typeof note !== "string"
  ) {
    return null;
  }
  return { tourSlug, tourTitle, startDate, travellers, days, pricePerPerson, priceTotal, note };
}

/** The request from the execution body; the reason names the problem. */
export function parseSendRequest(
  body: unknown,
): { ok: true; send: ProposalSendRequest } | { ok: false; reason: string } {
  const shape =
    'The body must be a JSON object: {"enquiryId": "…", "proposal": {…}}, {"id": "…", "proposal": {…}} or {"id": "…"}.';
  if (!isObject(body) || !onlyKeys(body, ["id", "enquiryId", "proposal"])) {
    return { ok: false, reason: shape };
  }
  const proposal = body.proposal === undefined ? undefined : proposalOf(body.proposal);
  if (proposal === null) {
    return {
      ok: false,
      reason: `"proposal" must hold the composer's fields: ${proposalFields.join(", ")}.`,
    };
  }
  if (body.enquiryId !== undefined) {
    if (body.id !== undefined) return { ok: false, reason: shape };
    if (typeof body.enquiryId !== "string" || !DOCUMENT_ID.test(body.enquiryId)) {
      return { ok: false, reason: '"enquiryId" must be an enquiry\'s id.' };
    }
    if (!proposal) return { ok: false, reason: 'A new proposal needs its "proposal".' };
    return { ok: true, send: { enquiryId: body.enquiryId, proposal } };
  }
  if (typeof body.id !== "string" || !proposalIdPattern.test(body.id)) {
    return { ok: false, reason: '"id" must be a proposal id: 32 characters, 0-9 and a-f.' };
  }
  return { ok: true, send: proposal ? { id: body.id, proposal } : { id: body.id } };
}

/** The traveller's e-mail, in the proposal's language; a version after the first says so. */
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
  const intro = proposal.version > 1 ? copy.proposalRevisedIntro : copy.proposalIntro;
  const signature = operatorSignature(operator.name ? oneLine(operator.name) : null, siteOrigin);
  const { text, html } = travellerMailBodies(proposal.locale, copy.proposalSubject, [
    { lines: [greeting] },
    { lines: [intro] },
    { lines: [copy.proposalLinkLead], link },
    { lines: [copy.proposalOutro] },
    { lines: [copy.closing, ...signature] },
  ]);
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

/** The enquiry's status once the proposal is sent: an accepted or booked one stays so. */
function statusAfterSending(status: EnquiryStatus): EnquiryStatus {
  return status === "accepted" || status === "booked" ? status : "proposal_sent";
}

type Answer = { status: number; body: Record<string, unknown> };

/** Refused before anything is stored or sent. */
class Refusal extends Error {
  constructor(readonly answer: Answer) {
    super(String(answer.body.error));
  }
}

const refuse = (status: number, body: Record<string, unknown>) =>
  new Refusal({ status, body: { ok: false, ...body } });

/** What may be sent: the composer's fields once nothing is wrong with them (today's date, UTC). */
function ready(proposal: ProposalFields): ProposalFields {
  const problems = proposalProblems(proposal, new Date().toISOString().slice(0, 10));
  const first = Object.entries(problems)[0];
  if (first) {
    throw refuse(400, {
      error: `The proposal is not ready to send: ${first[0]}: ${first[1]}`,
      problems,
    });
  }
  return proposal;
}

const enquiryGone = (enquiryId: string) =>
  refuse(404, { error: `The enquiry of this proposal (${enquiryId}) is no longer stored.` });

/**
 * The proposal the request is about, stored as it asks: a new one, a new version of a stored
 * one (its replaced version claimed first), or the stored one as it is.
 */
async function proposalToSend(
  store: DeskStore,
  send: ProposalSendRequest,
  author: string,
): Promise<{ proposal: StoredProposal; enquiry: EnquirySummary }> {
  const currency = siteConfig.facts.currency;
  if ("enquiryId" in send) {
    const enquiry = await store.enquiry(send.enquiryId);
    if (!enquiry) throw refuse(404, { error: `No enquiry has the id "${send.enquiryId}".` });
    const fields = ready(send.proposal);
    const proposal = await store.storeProposal(
      newProposalId(),
      { ...fields, enquiryId: enquiry.id, locale: enquiry.locale ?? "en", currency },
      { createdBy: author, version: 1 },
    );
    return { proposal, enquiry };
  }
  const stored = await store.proposal(send.id);
  if (!stored) throw refuse(404, { error: `No proposal has the id "${send.id}".` });
  const enquiry = await store.enquiry(stored.enquiryId);
  if (!enquiry) throw enquiryGone(stored.enquiryId);
  if (!send.proposal) return { proposal: stored, enquiry };

  const accepted = refuse(409, {
    error:
      "The traveller has accepted this proposal, so it no longer changes: compose a new proposal for the change.",
  });
  if (stored.acceptedAt) throw accepted;
  if (stored.version >= proposalVersionLimit) {
    throw refuse(409, {
      error: `This proposal has ${proposalVersionLimit} versions, the most it may have: compose a new proposal.`,
    });
  }
  const fields = ready(send.proposal);
  const claimed = await store.addHistory(
    {
      enquiryId: enquiry.id,
      actor: author,
      action: "revised",
      from: String(stored.version),
      to: String(stored.version + 1),
    },
    new Date().toISOString(),
    versionClaimId(stored),
  );
  if (!claimed) {
    throw (await store.historyAction(versionClaimId(stored))) === "accepted"
      ? accepted
      : refuse(409, { error: "Another new version of this proposal was sent meanwhile." });
  }
  const proposal = await store.storeProposal(
    stored.id,
    { ...fields, enquiryId: enquiry.id, locale: stored.locale, currency },
    { createdBy: author, version: stored.version + 1 },
  );
  return { proposal, enquiry };
}

/** The function handler, reading its settings from `env` at each execution. */
export function createHandler(env: Env) {
  return async (context: RuntimeContext) => {
    const { req, res, log, error } = context;
    const read = readRequest(context, parseSendRequest);
    if ("refused" in read) return read.refused;
    const { send } = read.request;
    let stored: StoredProposal | null = null;
    let sent: { messageId: string } | null = null;
    try {
      const client = executionClient(env, req.headers["x-appwrite-key"] ?? "");
      const store = new DeskStore(new Databases(client));
      const signedIn = await signedInOperator(client, req.headers["x-appwrite-user-id"] ?? "", log);
      const { proposal, enquiry } = await proposalToSend(store, send, signedIn?.email ?? "API key");
      stored = proposal;
      const operator = signedIn ?? { email: proposal.createdBy, name: null };
      const settings = readMailSettings(env);
      sent = await deliverMail(
        proposalMail(proposal, enquiry, operator, readSiteOrigin(env)),
        settings,
      );
      log(
        `Sent version ${proposal.version} of proposal ${proposal.id} to the traveller of enquiry ${enquiry.id} (${sent.messageId}).`,
      );

      const at = new Date().toISOString();
      const updated = await store.updateProposal(proposal.id, { sentAt: at });
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
      return res.json({
        ok: true,
        id: proposal.id,
        version: proposal.version,
        messageId: sent.messageId,
        sentAt: updated.sentAt,
      });
    } catch (cause) {
      if (cause instanceof Refusal) return res.json(cause.answer.body, cause.answer.status);
      const about = stored ? `Proposal ${stored.id}` : "A proposal";
      error(`${about}: ${reasonOf(cause)}`);
      const reason = sent
        ? `The e-mail was sent, but recording it failed: ${reasonOf(cause)}`
        : stored
          ? `The proposal is stored, but the e-mail was not sent: ${reasonOf(cause)}`
          : `The proposal could not be stored: ${reasonOf(cause)}`;
      const which = stored ? { id: stored.id, version: stored.version } : {};
      return res.json({ ok: false, error: reason, ...which }, 500);
    }
  };
}

export default createHandler(process.env);
