import { AppwriteException } from "appwrite";
import type { Locale } from "../../data/domain/locales";
import { call } from "./appwrite";

/**
 * The travellers' reviews as the desk moderates them, from the server (server/reviews/routes.ts),
 * which answers the operators' team alone: every review with what the operator decided, the
 * decisions (publish, decline with a reason, reply, feature), and the review link sent again.
 */

export type ReviewState = "pending" | "published" | "declined";

export type ReviewCompanions = "couple" | "family" | "friends" | "solo";

/** A review as the traveller sent it and what the operator made of it. */
export type DeskReview = {
  id: string;
  proposalId: string;
  enquiryId: string;
  /** The tour's page slug, as the proposal named it. */
  tour: string;
  /** The tour's title, in English. */
  tourTitle: string;
  language: Locale;
  rating: number;
  lodges: Array<{ name: string; rating: number }>;
  title: string;
  text: string;
  /** "2026-10" */
  travelled: string;
  companions: ReviewCompanions;
  /** The traveller's first name and country code, only when they allowed them to be shown. */
  name: string | null;
  country: string | null;
  status: ReviewState;
  /** Why the operator declined it: kept on the desk, never shown on the site. */
  declineReason: string | null;
  reply: { text: string; date: string } | null;
  featured: boolean;
  createdAt: string;
  published: string | null;
};

/** A decision on a review, as the server takes it (server/reviews/moderation.ts). */
export type ReviewDecision =
  | { action: "publish" }
  | { action: "unpublish" }
  | { action: "decline"; reason: string }
  | { action: "reply"; text: string }
  | { action: "feature"; featured: boolean };

const base = "/reviews/desk";

/**
 * Calls the server as the desk calls Appwrite: a 401 ends the session on the desk, and a refusal
 * is the server's own reason.
 */
function deskCall<T>(path: string, init: RequestInit = {}): Promise<T> {
  return call(async () => {
    const answer = await fetch(`${base}${path}`, { credentials: "same-origin", ...init }).catch(
      () => null,
    );
    if (!answer) throw new AppwriteException("The server cannot be reached.", 0);
    const body = (await answer.json().catch(() => ({}))) as { message?: unknown };
    if (answer.ok) return body as T;
    const message =
      typeof body.message === "string" ? body.message : `The server answered ${answer.status}.`;
    throw new AppwriteException(message, answer.status);
  });
}

const postJson = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify(body),
});

/** Every review, newest first. */
export async function listReviews(): Promise<DeskReview[]> {
  const { reviews } = await deskCall<{ reviews: DeskReview[] }>("/reviews");
  return reviews;
}

/** Makes a decision on a review: the review as it is now. */
export async function decideReview(id: string, decision: ReviewDecision): Promise<DeskReview> {
  const { review } = await deskCall<{ review: DeskReview }>(
    `/reviews/${encodeURIComponent(id)}`,
    postJson(decision),
  );
  return review;
}

/**
 * E-mails the enquiry's traveller a new review link (an earlier one stops working): when it
 * expires.
 */
export async function sendReviewLink(enquiryId: string): Promise<{ expiresAt: string }> {
  return deskCall("/invitations", postJson({ enquiry: enquiryId }));
}
