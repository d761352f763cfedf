/**
 * A traveller's review link: the trip it opens and the review sent with it, through this
 * server's review endpoints (server/reviews/routes.ts), on the page's own origin.
 */
import type { ReviewLinkRefusal, ReviewTrip } from "../../data/domain/reviews";

/** What a link answers: its trip, or why it opens none. */
export type LinkAnswer = { trip: ReviewTrip } | { refused: ReviewLinkRefusal };

const linkAddress = (token: string) => `/reviews/links/${encodeURIComponent(token)}`;

async function refusalOf(response: Response): Promise<ReviewLinkRefusal | null> {
  if (response.status !== 404 && response.status !== 410) return null;
  const { reason } = (await response.json().catch(() => ({}))) as { reason?: unknown };
  return reason === "used" || reason === "expired" || reason === "unknown" ? reason : null;
}

/** The trip `token` opens. Rejects when the server cannot be reached or fails. */
export async function openReviewLink(token: string): Promise<LinkAnswer> {
  const response = await fetch(linkAddress(token), { headers: { accept: "application/json" } });
  const refused = await refusalOf(response);
  if (refused) return { refused };
  if (!response.ok) throw new Error(`The review link answered ${response.status}`);
  return { trip: (await response.json()) as ReviewTrip };
}

/**
 * Sends the review with the link: null once stored, or why the link opens nothing now (sent
 * from another window, or expired meanwhile). Rejects on any other answer.
 */
export async function sendReview(
  token: string,
  values: Record<string, string>,
): Promise<ReviewLinkRefusal | null> {
  const response = await fetch(linkAddress(token), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(values),
  });
  if (response.status === 201) return null;
  const refused = await refusalOf(response);
  if (refused) return refused;
  throw new Error(`Sending the review answered ${response.status}: ${await response.text()}`);
}
