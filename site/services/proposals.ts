/**
 * A traveller's proposal, read and accepted through the `proposal` function (data/domain/desk.ts), the
 * only way a guest reaches the proposals collection: whoever holds the link may read that one
 * proposal and accept the version they read, once.
 */
import { ExecutionMethod } from "appwrite";
import { deskIds, type ProposalView } from "../../data/domain/desk";
import { appwrite } from "./appwrite";

/** The function answered, but not with what the page can show. */
export class ProposalServiceError extends Error {
  constructor(status: number, body: string) {
    super(`The proposal function answered ${status}: ${body.slice(0, 200)}`);
    this.name = "ProposalServiceError";
  }
}

async function execute(
  request:
    | { action: "get"; id: string }
    | { action: "accept"; id: string; version: number; termsVersion: string },
): Promise<{ status: number; body: string }> {
  const { functions } = appwrite();
  const execution = await functions.createExecution({
    functionId: deskIds.proposalFunctionId,
    body: JSON.stringify(request),
    async: false,
    xpath: "/",
    method: ExecutionMethod.POST,
    headers: { "content-type": "application/json" },
  });
  return { status: execution.responseStatusCode, body: execution.responseBody };
}

function isProposalView(value: unknown): value is ProposalView {
  if (typeof value !== "object" || value === null) return false;
  const view = value as Partial<ProposalView>;
  return (
    typeof view.id === "string" &&
    typeof view.version === "number" &&
    typeof view.tourSlug === "string" &&
    typeof view.startDate === "string" &&
    Array.isArray(view.days) &&
    typeof view.pricePerPerson === "number" &&
    typeof view.priceTotal === "number"
  );
}

function parseView(body: string): ProposalView | null {
  try {
    const value: unknown = JSON.parse(body);
    return isProposalView(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The proposal with this id, or null when there is none. Rejects when the service cannot be
 * reached or fails, so the page can tell a missing proposal from a lost connection.
 */
export async function getProposal(id: string): Promise<ProposalView | null> {
  const { status, body } = await execute({ action: "get", id });
  if (status === 404) return null;
  const view = status === 200 ? parseView(body) : null;
  if (!view) throw new ProposalServiceError(status, body);
  return view;
}

export type AcceptOutcome =
  /** Recorded now; the proposal as it stands after it. */
  | { kind: "accepted"; proposal: ProposalView }
  /** Recorded before (another tab, another device): nothing changed. */
  | { kind: "already-accepted"; proposal: ProposalView | null }
  /** The proposal changed since the page showed it: nothing recorded; the new version. */
  | { kind: "changed"; proposal: ProposalView }
  /** The booking terms changed since the page was loaded: nothing recorded. */
  | { kind: "terms-changed" }
  | { kind: "not-found" };

/** What a 409 carries: the current version when the one accepted was replaced, or the terms'. */
function conflictOf(body: string): { proposal: ProposalView | null; termsChanged: boolean } {
  try {
    const { proposal, termsVersion } = JSON.parse(body) as {
      proposal?: unknown;
      termsVersion?: unknown;
    };
    return {
      proposal: isProposalView(proposal) ? proposal : null,
      termsChanged: typeof termsVersion === "string",
    };
  } catch {
    return { proposal: null, termsChanged: false };
  }
}

/**
 * Records the traveller's acceptance of the version the page shows, with their agreement to the
 * booking terms of `termsVersion`. The function accepts a proposal once and answers 409 to every
 * later attempt, to an acceptance of a version that is no longer the current one, and to one of
 * terms that changed since. Rejects when the acceptance may not have arrived (no connection, a
 * failure on the way), so the page keeps the button.
 */
export async function acceptProposal(
  proposal: ProposalView,
  termsVersion: string,
): Promise<AcceptOutcome> {
  const { id, version } = proposal;
  const { status, body } = await execute({ action: "accept", id, version, termsVersion });
  if (status === 404) return { kind: "not-found" };
  if (status === 409) {
    const conflict = conflictOf(body);
    if (conflict.proposal) return { kind: "changed", proposal: conflict.proposal };
    if (conflict.termsChanged) return { kind: "terms-changed" };
    return { kind: "already-accepted", proposal: await getProposal(id).catch(() => null) };
  }
  if (status >= 200 && status < 300) {
    const proposal = parseView(body) ?? (await getProposal(id));
    if (proposal) return { kind: "accepted", proposal };
  }
  throw new ProposalServiceError(status, body);
}
