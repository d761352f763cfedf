import { Query, type Models } from "appwrite";
import { deskIds, type ProposalOpened, type ProposalSendRequest } from "../../data/domain/desk";
import { appwrite, call, refused, runFunction } from "./appwrite";

/** What the enquiry's page shows of a stored proposal: its version, and how far it has come. */
export type StoredProposal = Models.Document &
  ProposalOpened & {
    enquiryId: string;
    version?: number | null;
    sentAt?: string | null;
    acceptedAt?: string | null;
    /** The trip's first day, as a date-time. */
    startDate?: string | null;
    /** The trip's days as the composer stored them: a JSON array. */
    days?: string | null;
  };

/** How many days a stored proposal's trip has (its `days`, a JSON array). */
export function proposalDayCount(proposal: Pick<StoredProposal, "days">): number {
  try {
    const days: unknown = JSON.parse(proposal.days ?? "[]");
    return Array.isArray(days) ? days.length : 0;
  } catch {
    return 0;
  }
}

/** The proposals of an enquiry, newest first. */
export function listProposals(enquiryId: string): Promise<StoredProposal[]> {
  return call(async () => {
    const list = await appwrite.databases.listDocuments<StoredProposal>({
      databaseId: appwrite.ids.databaseId,
      collectionId: deskIds.proposalsCollectionId,
      queries: [
        Query.equal("enquiryId", enquiryId),
        Query.select([
          "$id",
          "enquiryId",
          "version",
          "sentAt",
          "acceptedAt",
          "startDate",
          "days",
          "firstOpenedAt",
          "lastOpenedAt",
        ]),
        Query.orderDesc("$createdAt"),
        Query.limit(20),
      ],
    });
    return list.documents;
  });
}

/** A stored proposal: its id (the server's), its version, and whether its e-mail went. */
export type SendOutcome =
  | { id: string; version: number; emailed: true }
  | { id: string; version: number; emailed: false; reason: string };

/**
 * Stores a proposal (or a new version of one) and e-mails the traveller its link, in their
 * language, through the send-proposal-email function, which makes the proposal's id and records
 * the sending on the enquiry; `{ id }` alone sends the e-mail again. A proposal stored whose
 * e-mail failed answers `emailed: false` with the reason; a refusal throws with the function's.
 */
export async function sendProposal(request: ProposalSendRequest): Promise<SendOutcome> {
  const { status, answer } = await runFunction(deskIds.proposalEmailFunctionId, request);
  const id = typeof answer.id === "string" ? answer.id : null;
  const version = typeof answer.version === "number" ? answer.version : null;
  if (status === 200 && id && version) return { id, version, emailed: true };
  if (status >= 500 && id && version) {
    const reason = `The e-mail with the link was not sent: ${String(answer.error)}`;
    return { id, version, emailed: false, reason };
  }
  throw refused(status, answer);
}
