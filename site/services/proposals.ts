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
  request: { action: "get"; id: string } | { action: "accept"; id: string; version: number },
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
  | { kind: "not-found" };

/** The current version a 409 carries when the version accepted was replaced. */
function changedVersion(body: string): ProposalView | null {
  try {
    const { proposal } = JSON.parse(body) as { proposal?: unknown };
    return isProposalView(proposal) ? proposal : null;
  } catch {
    return null;
  }
}

/**
 * Records the traveller's acceptance of the version the page shows. The function accepts a
 * proposal once and answers 409 to every later attempt, and to an acceptance of a version that
 * is no longer the current one. Rejects when the acceptance may not have arrived (no
 * connection, a failure on the way), so the page keeps the button.
 */
export async function acceptProposal(proposal: ProposalView): Promise<AcceptOutcome> {
  const { id, version } = proposal;
  const { status, body } = await execute({ action: "accept", id, version });
  if (status === 404) return { kind: "not-found" };
  if (status === 409) {
    const current = changedVersion(body);
    if (current) return { kind: "changed", proposal: current };
    return { kind: "already-accepted", proposal: await getProposal(id).catch(() => null) };
  }
  if (status >= 200 && status < 300) {
    const proposal = parseView(body) ?? (await getProposal(id));
    if (proposal) return { kind: "accepted", proposal };
  }
  throw new ProposalServiceError(status, body);
}
