import type { DeskReview, ReviewDecision, ReviewState } from "../../services/reviews";

/** The order the page lists reviews in: those waiting for a decision first. */
export const reviewStates: readonly ReviewState[] = ["pending", "published", "declined"];

/** The reviews of each state, in `reviewStates`' order, each as newest first as given. */
export function reviewsByState(
  reviews: readonly DeskReview[],
): Array<{ state: ReviewState; reviews: DeskReview[] }> {
  return reviewStates.map((state) => ({
    state,
    reviews: reviews.filter((review) => review.status === state),
  }));
}

/** The decisions the operator may make on a review in its state. */
export function decisionsFor(review: Pick<DeskReview, "status" | "featured">) {
  const { status, featured } = review;
  return {
    publish: status !== "published",
    unpublish: status === "published",
    decline: status !== "declined",
    feature: status === "published" && !featured,
    unfeature: status === "published" && featured,
  };
}

/** What a decision did, as the page says once the server has answered. */
export function decisionOutcome(decision: ReviewDecision, review: DeskReview): string {
  switch (decision.action) {
    case "publish":
      return "Published: the review is on its tour's page and on Traveller Reviews within seconds.";
    case "unpublish":
      return "Taken off the site: the review waits for a decision again.";
    case "decline":
      return "Declined: the review is not on the site; the reason is kept on the desk.";
    case "reply":
      if (!review.reply) return "Reply removed.";
      return review.status === "published"
        ? "Reply saved: it shows under the review on the site within seconds."
        : "Reply saved: it shows under the review once the review is published.";
    case "feature":
      return decision.featured
        ? "Featured: the review shows on the home page within seconds."
        : "No longer featured on the home page.";
  }
}

/**
 * The reviews of `reviews` that arrived after the first list the page loaded (`known`, whose
 * ids it adds them to); none on the first load.
 */
export function newlyArrived(known: Set<string> | null, reviews: readonly DeskReview[]) {
  const ids = reviews.map((review) => review.id);
  if (known === null) return { known: new Set(ids), arrived: [] as string[] };
  const arrived = ids.filter((id) => !known.has(id));
  return { known: new Set([...known, ...arrived]), arrived };
}
