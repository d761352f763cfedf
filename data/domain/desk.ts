import type { Locale } from "./locales";

export { proposalPath, proposalPreviewId, proposalShellPath } from "./proposal-page";

/**
 * The operator's desk's part of the Appwrite contract (appwrite.config.json): the team whose
 * members may read enquiries, the collections beside `messages` (which only the server's
 * functions write), the functions the desk and the proposal page call, and the shapes both
 * sides read.
 */
export const deskIds = {
  operatorsTeamId: "operators",
  historyCollectionId: "history",
  proposalsCollectionId: "proposals",
  /** Executable by anyone holding a proposal's id: reads it, or records its acceptance. */
  proposalFunctionId: "proposal",
  /**
   * Executable by operators: stores a proposal (or a new version of one) under an id the server
   * makes, and e-mails the traveller its link, in their language.
   */
  proposalEmailFunctionId: "send-proposal-email",
  /** Executable by operators: changes an enquiry's status, notes or reply and writes its history. */
  enquiryChangeFunctionId: "change-enquiry",
} as const;

/** An enquiry's status, in the order it usually moves; an enquiry without one is "new". */
export const enquiryStatuses = [
  "new",
  "replied",
  "proposal_sent",
  "accepted",
  "booked",
  "closed",
] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];

export const historyActions = [
  "status",
  "note",
  "reply",
  "proposal",
  "revised",
  "accepted",
  /** A payment's status moved, on the provider's word: `from` its kind, `to` its new status. */
  "payment",
  /** An operator e-mailed the traveller for the balance: `to` the amount asked ("599200 USD"). */
  "balance_request",
] as const;
export type HistoryAction = (typeof historyActions)[number];

/** One day of a proposal as the operator set it, stored as JSON in the proposal's `days`. */
export type ProposalDay = {
  day: number;
  title: string;
  description: string;
  /** Where the travellers sleep that night; empty on the last day. */
  lodge: string;
  /** The operator's note for that day, shown under it. */
  note: string;
};

/** What the operator sets in a proposal. */
export type ProposalFields = {
  tourSlug: string;
  /** The tour's English title as the operator chose it, for the operator's own e-mails. */
  tourTitle: string;
  /** "2027-07-14" */
  startDate: string;
  travellers: number;
  days: ProposalDay[];
  pricePerPerson: number;
  priceTotal: number;
  note: string;
};

/** A proposal as the `proposal` function returns it to whoever holds its link. */
export type ProposalView = ProposalFields & {
  id: string;
  locale: Locale;
  /** 1, then one more for each change after it was sent: an acceptance names the one it saw. */
  version: number;
  currency: string;
  travellerName: string;
  sentAt: string | null;
  acceptedAt: string | null;
};

/**
 * The most versions a proposal has. What becomes of each version (accepted, or replaced by the
 * next) is recorded once, under `<id>-<version>`: an Appwrite id of at most 36 characters.
 */
export const proposalVersionLimit = 999;

/** When the traveller first and last opened their proposal's page; null until they do. */
export type ProposalOpened = { firstOpenedAt: string | null; lastOpenedAt: string | null };

/** How often a proposal's last opening is written again at most: once a minute. */
export const proposalOpenedInterval = 60_000;

/**
 * What the traveller's opening of their proposal at `at` writes: the first opening once, the
 * last one again only once `proposalOpenedInterval` has passed, so a page reloaded over and over
 * writes nothing more. Null when nothing is to be written.
 */
export function proposalOpening(
  opened: ProposalOpened,
  at: Date,
): Partial<Record<keyof ProposalOpened, string>> | null {
  const time = at.toISOString();
  if (!opened.firstOpenedAt) return { firstOpenedAt: time, lastOpenedAt: time };
  const last = Date.parse(opened.lastOpenedAt ?? opened.firstOpenedAt);
  return at.getTime() - last >= proposalOpenedInterval ? { lastOpenedAt: time } : null;
}

/**
 * What the desk asks of `change-enquiry`: the enquiry as the operator loaded it (`updatedAt`, its
 * `$updatedAt`) and what changes; `replied` records a reply sent now.
 */
export type EnquiryChangeRequest = {
  id: string;
  updatedAt: string;
  status?: EnquiryStatus;
  notes?: string;
  replied?: true;
};

/**
 * What the desk asks of `send-proposal-email`: a new proposal for an enquiry, a new version of a
 * sent one (`id` and `proposal`), or the e-mail of a stored one again (`id` alone).
 */
export type ProposalSendRequest =
  { enquiryId: string; proposal: ProposalFields } | { id: string; proposal?: ProposalFields };

/**
 * A proposal's id, which the server makes: 128 random bits in 32 hex characters (Appwrite's own
 * `ID.unique()` has 80 bits or so, too few for a page whose id is its only key).
 */
export const proposalIdPattern = /^[0-9a-f]{32}$/;

export function newProposalId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The messages between the desk and the proposal page's preview (`/p/preview`) in its frame, on
 * the same origin: the frame posts `{ type: ready }` to its parent once it listens, and the desk
 * posts `{ type: proposal, proposal: ProposalView }` then and after every change.
 */
export const proposalPreviewMessages = {
  ready: "proposal-preview-ready",
  proposal: "proposal-preview",
} as const;
