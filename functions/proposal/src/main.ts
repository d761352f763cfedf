/**
 * Appwrite Function "proposal": what the traveller's page /p/<id> calls. Anyone may run it, so its
 * only key is the proposal's id (128 random bits): proposals themselves are readable by operators
 * alone, and this function reads them with the key Appwrite hands each execution.
 *
 * Body (JSON): { action: "get", id } or { action: "accept", id, version }.
 * - "get" answers 200 with the proposal as a `ProposalView` (data/domain/desk.ts): of the enquiry it
 *   shows the traveller's name, nothing else. Run by a guest (the traveller), it records when the
 *   proposal was first and last opened, for the desk; a signed-in operator's reading is not one.
 * - "accept" records the acceptance of the version the traveller saw, once: the proposal's
 *   `acceptedAt`, the enquiry's status "accepted" (unless it is booked already) and a history
 *   entry (actor "traveller"), then e-mails the operator (MAIL_TO) with the link to the enquiry in
 *   the desk. It answers 200 with the accepted `ProposalView`; 409 { ok: false, error, acceptedAt }
 *   when the proposal was accepted before, or 409 { ok: false, error, proposal } with the current
 *   `ProposalView` when the version named is no longer the current one, changing nothing.
 *
 * Errors: 400 { ok: false, error } for a body that is not such an object, 404 { ok: false, error }
 * for an id no proposal has (the same answer whatever else is stored), 500 when storing fails.
 *
 * Environment: APPWRITE_FUNCTION_API_ENDPOINT and APPWRITE_FUNCTION_PROJECT_ID (set by
 * Appwrite), SITE_URL (the site's origin, for the links in the operator's e-mail), and the mail
 * settings of functions/shared/mail.ts.
 *
 * Appwrite deploys src/main.js, built from this file by `npm run function:build`.
 */
import { Databases } from "node-appwrite";
import {
  proposalIdPattern,
  proposalOpening,
  proposalVersionLimit,
  type EnquiryStatus,
  type ProposalView,
} from "../../../data/domain/desk";
import { showBidiControls } from "../../../data/domain/visible-text";
import {
  DeskStore,
  proposalView,
  versionClaimId,
  type EnquirySummary,
  type StoredProposal,
} from "../../shared/desk-store";
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

export type ProposalRequest =
  { action: "get"; id: string } | { action: "accept"; id: string; version: number };

const fields = ["action", "id", "version"];

/** The action and the proposal's id from the execution body; the reason names the problem. */
export function parseProposalRequest(
  body: unknown,
): { ok: true; request: ProposalRequest } | { ok: false; reason: string } {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: false, reason: 'The body must be a JSON object: {"action": "get", "id": "…"}.' };
  }
  const given = body as Record<string, unknown>;
  const unknown = Object.keys(given).filter((key) => !fields.includes(key));
  if (unknown.length > 0) {
    return {
      ok: false,
      reason: `The body may hold "action", "id" and "version" only (not ${unknown
        .slice(0, 3)
        .map((key) => JSON.stringify(key.slice(0, 40)))
        .join(", ")}).`,
    };
  }
  const { action, id, version } = given;
  if (action !== "get" && action !== "accept") {
    return { ok: false, reason: '"action" must be "get" or "accept".' };
  }
  if (typeof id !== "string" || !proposalIdPattern.test(id)) {
    return {
      ok: false,
      reason: '"id" must be a proposal id: 32 characters, 0-9 and a-f, as in the link /p/<id>.',
    };
  }
  if (action === "get") {
    return version === undefined
      ? { ok: true, request: { action, id } }
      : { ok: false, reason: 'Reading a proposal takes no "version".' };
  }
  if (
    !Number.isInteger(version) ||
    (version as number) < 1 ||
    (version as number) > proposalVersionLimit
  ) {
    return {
      ok: false,
      reason:
        '"version" must be the version of the proposal the traveller accepts, as the page shows it.',
    };
  }
  return { ok: true, request: { action, id, version: version as number } };
}

/** The one answer for every id that is not a proposal's, so it tells nothing else. */
const notFound = { ok: false, error: "No proposal has this id. Check the link in your e-mail." };

/** "14 July 2027": a proposal's first day as the operator says it. */
const dayOfTrip = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** The operator's e-mail when a traveller accepts: who, which proposal, and where to go on. */
export function acceptanceMail(
  proposal: StoredProposal,
  enquiry: EnquirySummary | null,
  siteOrigin: string,
  operator: string,
): OutgoingMail {
  const who = showBidiControls(oneLine(enquiry?.name ?? "")) || enquiry?.email || "The traveller";
  const startDate = dayOfTrip.format(new Date(proposal.startDate));
  // A proposal stored before its tour's title was kept with it is named by the tour's slug.
  const tour = oneLine(proposal.tourTitle) || proposal.tourSlug;
  const price = `${proposal.priceTotal.toLocaleString("en-US")} ${proposal.currency}`;
  const deskLink = `${siteOrigin}/desk/enquiries/${proposal.enquiryId}`;
  const pageLink = `${siteOrigin}/p/${proposal.id}`;
  const travellers = `${proposal.travellers} ${proposal.travellers === 1 ? "traveller" : "travellers"}`;
  const summary = `${who} accepted the proposal for ${tour}, starting ${startDate}, for ${travellers}, ${price} in total.`;
  const subject = `Proposal accepted: ${who}, ${tour} from ${startDate}`;
  const text = [
    summary,
    "",
    "The enquiry in the desk:",
    deskLink,
    "",
    "The proposal as the traveller sees it:",
    pageLink,
    "",
  ].join("\n");
  const link = (href: string) => `<a href="${escapeHtml(href)}">${escapeHtml(href)}</a>`;
  const html = [
    "<!doctype html>",
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1f2937">',
    `<p>${escapeHtml(summary)}</p>`,
    `<p>The enquiry in the desk:<br>${link(deskLink)}</p>`,
    `<p>The proposal as the traveller sees it:<br>${link(pageLink)}</p>`,
    "</body></html>",
    "",
  ].join("\n");
  return {
    to: operator,
    replyTo: enquiry?.email || undefined,
    subject,
    text,
    html,
    headers: { "X-Enquiry-Id": proposal.enquiryId, "X-Proposal-Id": proposal.id },
    outboxName: `proposal-accepted-${proposal.id}`,
  };
}

type Answer = { status: number; body: ProposalView | Record<string, unknown> };

/**
 * Records the acceptance, all of it or none: the history entry under the version's own id
 * (`<id>-<version>`, which a new version claims too) comes first, and Appwrite keeps ids unique,
 * so of two acceptances, or an acceptance and a new version, at the same moment one gets past
 * it; if a later step fails, the earlier ones are undone.
 */
async function accept(
  store: DeskStore,
  proposal: StoredProposal,
  log: (message: string) => void,
): Promise<{ accepted: StoredProposal; enquiry: EnquirySummary | null } | null> {
  const enquiry = await store.enquiry(proposal.enquiryId);
  const nextStatus: EnquiryStatus | null =
    enquiry && enquiry.status !== "booked" && enquiry.status !== "accepted" ? "accepted" : null;
  const at = new Date().toISOString();
  const claimed = await store.addHistory(
    {
      enquiryId: proposal.enquiryId,
      actor: "traveller",
      action: "accepted",
      from: enquiry?.status ?? null,
      to: nextStatus ?? enquiry?.status ?? null,
    },
    at,
    versionClaimId(proposal),
  );
  if (!claimed) return null;
  const undo: Array<() => Promise<unknown>> = [() => store.removeHistory(versionClaimId(proposal))];
  try {
    const accepted = await store.updateProposal(proposal.id, { acceptedAt: at });
    undo.unshift(() => store.updateProposal(proposal.id, { acceptedAt: null }));
    if (enquiry && nextStatus) await store.setStatus(enquiry.id, nextStatus);
    return { accepted, enquiry };
  } catch (cause) {
    for (const step of undo) {
      await step().catch((undoCause: unknown) =>
        log(`Could not undo part of the acceptance of ${proposal.id}: ${reasonOf(undoCause)}`),
      );
    }
    throw cause;
  }
}

/**
 * Records that the traveller opened the page: the time and nothing else, at most one write per
 * opening and none within a minute of the last (proposalOpening). A failure is logged: the
 * traveller reads the proposal all the same.
 */
async function recordOpening(
  store: DeskStore,
  proposal: StoredProposal,
  log: (message: string) => void,
): Promise<void> {
  const opening = proposalOpening(proposal, new Date());
  if (!opening) return;
  await store.updateProposal(proposal.id, opening).catch((cause: unknown) => {
    log(`Could not record the opening of proposal ${proposal.id}: ${reasonOf(cause)}`);
  });
}

async function answer(
  env: Env,
  request: ProposalRequest,
  apiKey: string,
  /** Whether a signed-in user (an operator) runs it, whose reading is no traveller's opening. */
  signedIn: boolean,
  log: (message: string) => void,
  error: (message: string) => void,
): Promise<Answer> {
  const store = new DeskStore(new Databases(executionClient(env, apiKey)));
  const proposal = await store.proposal(request.id);
  if (!proposal) return { status: 404, body: notFound };

  if (request.action === "get") {
    if (!signedIn) await recordOpening(store, proposal, log);
    return { status: 200, body: proposalView(proposal, await store.enquiry(proposal.enquiryId)) };
  }

  const alreadyAccepted = (acceptedAt: string | null) => ({
    status: 409,
    body: {
      ok: false,
      error: "This proposal has already been accepted; nothing was changed.",
      acceptedAt,
    },
  });
  const changed = async (current: StoredProposal) => ({
    status: 409,
    body: {
      ok: false,
      error: `This proposal changed after it was opened (version ${request.version}; it is now ${current.version}); nothing was recorded.`,
      proposal: proposalView(current, await store.enquiry(current.enquiryId)),
    },
  });
  if (proposal.acceptedAt) return alreadyAccepted(proposal.acceptedAt);
  if (proposal.version !== request.version) return changed(proposal);
  const result = await accept(store, proposal, error);
  if (!result) {
    const claim = await store.historyAction(versionClaimId(proposal));
    const current = (await store.proposal(proposal.id)) ?? proposal;
    if (claim === "proposal") {
      log(`Proposal ${proposal.id} had a new version at the moment it was accepted.`);
      return changed(current);
    }
    log(`Proposal ${proposal.id} was accepted by another run at the same moment.`);
    return alreadyAccepted(current.acceptedAt);
  }
  const { accepted, enquiry } = result;
  log(`Proposal ${proposal.id} accepted at ${accepted.acceptedAt}.`);
  // The acceptance stands even when the e-mail cannot go: the desk shows it either way.
  try {
    const settings = readMailSettings(env);
    const sent = await deliverMail(
      acceptanceMail(accepted, enquiry, readSiteOrigin(env), settings.to),
      settings,
    );
    log(`Told ${settings.to} of the acceptance (${sent.messageId}).`);
  } catch (cause) {
    error(
      `Proposal ${proposal.id} is accepted, but the operator's e-mail failed: ${reasonOf(cause)}`,
    );
  }
  return { status: 200, body: proposalView(accepted, enquiry) };
}

/** The function handler, reading its settings from `env` at each execution. */
export function createHandler(env: Env) {
  return async (context: RuntimeContext) => {
    const { req, res, log, error } = context;
    const read = readRequest(context, parseProposalRequest);
    if ("refused" in read) return read.refused;
    const parsed = read.request;
    try {
      const { status, body: result } = await answer(
        env,
        parsed.request,
        req.headers["x-appwrite-key"] ?? "",
        Boolean(req.headers["x-appwrite-user-id"]),
        log,
        error,
      );
      return res.json(result, status);
    } catch (cause) {
      error(`Could not ${parsed.request.action} proposal ${parsed.request.id}: ${reasonOf(cause)}`);
      return res.json(
        {
          ok: false,
          error: "The proposal could not be read or changed just now. Please try again.",
        },
        500,
      );
    }
  };
}

export default createHandler(process.env);
