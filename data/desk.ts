import type { Locale } from "./locales";

export { proposalPath, proposalPreviewId, proposalShellPath } from "./proposal-page";

/**
 * The operator's desk's part of the Appwrite contract (appwrite.config.json): the team whose
 * members may read and change enquiries, the collections the desk writes beside `messages`, the
 * functions it calls, and the shapes both sides read.
 */
export const deskIds = {
  operatorsTeamId: "operators",
  historyCollectionId: "history",
  proposalsCollectionId: "proposals",
  /** Executable by anyone holding a proposal's id: reads it, or records its acceptance. */
  proposalFunctionId: "proposal",
  /** Executable by operators: e-mails the traveller the link to a proposal, in their language. */
  proposalEmailFunctionId: "send-proposal-email",
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

export const historyActions = ["status", "note", "reply", "proposal", "accepted"] as const;
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
  currency: string;
  travellerName: string;
  sentAt: string | null;
  acceptedAt: string | null;
};

/**
 * A proposal's id: 128 random bits in 32 hex characters (Appwrite's own `ID.unique()` has 80
 * bits or so, too few for a page whose id is its only key).
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
