import * as React from "react";
import { LoadError } from "../../ui/load-error";
import { Spinner } from "../../ui/spinner";
import { reviewStateLabels } from "../labels";
import { useRetryWhenOnline } from "../offline-note";
import { failureMessage } from "../services/appwrite";
import {
  decideReview,
  listReviews,
  type DeskReview,
  type ReviewDecision,
  type ReviewState,
} from "../services/reviews";
import { useSession } from "../session";
import { useTitle } from "../use-title";
import { decisionOutcome, newlyArrived, reviewsByState } from "./reviews/moderation";
import {
  ReviewItem,
  type ReviewDraft,
  type ReviewModeration,
  type ReviewOutcome,
} from "./reviews/review-item";

/**
 * How often the list is asked for again while the page is shown: reviews live in the server's
 * own store, which Appwrite Realtime does not tell of.
 */
const pollMs = 15_000;

type Listing =
  | { state: "loading" }
  | { state: "failed"; message: string }
  | { state: "ready"; reviews: DeskReview[]; failure: string | null };

/**
 * Every review, loaded at first, while the page is shown every `pollMs` and whenever the tab is
 * shown again or the connection comes back; the reviews that arrived since the first load; and
 * `replace`, which shows a review as a decision left it.
 */
function useReviewList() {
  const session = useSession();
  const signedIn = session.state === "signed-in";
  const [listing, setListing] = React.useState<Listing>({ state: "loading" });
  const [attempt, setAttempt] = React.useState(0);
  const [arrived, setArrived] = React.useState<ReadonlySet<string>>(new Set());
  const known = React.useRef<Set<string> | null>(null);
  // A list asked for before a decision was answered would show the review as it was: dropped.
  const decisions = React.useRef(0);

  React.useEffect(() => {
    if (!signedIn) return;
    let live = true;
    const asked = decisions.current;
    listReviews().then(
      (reviews) => {
        if (!live || asked !== decisions.current) return;
        const found = newlyArrived(known.current, reviews);
        known.current = found.known;
        if (found.arrived.length > 0)
          setArrived((current) => new Set([...current, ...found.arrived]));
        setListing({ state: "ready", reviews, failure: null });
      },
      (error: unknown) => {
        if (!live) return;
        const message = failureMessage(error);
        setListing((current) =>
          current.state === "ready"
            ? { ...current, failure: message }
            : { state: "failed", message },
        );
      },
    );
    return () => {
      live = false;
    };
  }, [attempt, signedIn]);

  React.useEffect(() => {
    if (!signedIn) return;
    const again = () => {
      if (document.visibilityState === "visible") setAttempt((count) => count + 1);
    };
    const timer = window.setInterval(again, pollMs);
    document.addEventListener("visibilitychange", again);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", again);
    };
  }, [signedIn]);

  useRetryWhenOnline(setAttempt);

  const replace = React.useCallback((review: DeskReview) => {
    decisions.current += 1;
    setListing((current) =>
      current.state === "ready"
        ? {
            ...current,
            reviews: current.reviews.map((shown) => (shown.id === review.id ? review : shown)),
          }
        : current,
    );
  }, []);

  return { listing, arrived, replace, reload: () => setAttempt((count) => count + 1) };
}

const noDraft: ReviewDraft = { reason: "", declining: false };

/**
 * What the operator typed on each review, each one's decision under way and its outcome, kept by
 * the review's id so that they stay as a review moves from one list to another; `announced` is
 * the latest outcome, for the page's live region.
 */
function useModeration(replace: (review: DeskReview) => void) {
  const [drafts, setDrafts] = React.useState<ReadonlyMap<string, ReviewDraft>>(new Map());
  const [outcomes, setOutcomes] = React.useState<ReadonlyMap<string, ReviewOutcome>>(new Map());
  const [busy, setBusy] = React.useState<ReadonlyMap<string, ReviewDecision["action"]>>(new Map());
  const [focusId, setFocusId] = React.useState<string | null>(null);
  const [announced, setAnnounced] = React.useState("");
  const onFocused = React.useCallback(() => setFocusId(null), []);

  const draftOf = (id: string) => drafts.get(id) ?? noDraft;
  const setDraft = (id: string, change: Partial<ReviewDraft>) =>
    setDrafts((current) =>
      new Map(current).set(id, { ...(current.get(id) ?? noDraft), ...change }),
    );
  const setOutcome = (id: string, outcome: ReviewOutcome) => {
    setOutcomes((current) => new Map(current).set(id, outcome));
    setAnnounced(outcome.text);
  };

  async function decide(review: DeskReview, decision: ReviewDecision) {
    setBusy((current) => new Map(current).set(review.id, decision.action));
    setOutcomes((current) => {
      const next = new Map(current);
      next.delete(review.id);
      return next;
    });
    try {
      const decided = await decideReview(review.id, decision);
      replace(decided);
      if (decision.action === "reply") setDraft(review.id, { reply: undefined });
      if (decision.action === "decline") setDraft(review.id, { reason: "", declining: false });
      if (decided.status !== review.status) setFocusId(review.id);
      setOutcome(review.id, { kind: "success", text: decisionOutcome(decision, decided) });
    } catch (error) {
      setOutcome(review.id, { kind: "error", text: `Not saved: ${failureMessage(error)}` });
    } finally {
      setBusy((current) => {
        const next = new Map(current);
        next.delete(review.id);
        return next;
      });
    }
  }

  const moderationOf = (review: DeskReview): ReviewModeration => ({
    draft: draftOf(review.id),
    outcome: outcomes.get(review.id) ?? null,
    busy: busy.get(review.id) ?? null,
    focus: focusId === review.id,
    onDraft: (change) => setDraft(review.id, change),
    onDecide: (decision) => void decide(review, decision),
    onFocused,
  });
  return { moderationOf, announced };
}

const emptyText: Record<ReviewState, string> = {
  pending: "No review is waiting for a decision.",
  published: "No review is published yet.",
  declined: "No review was declined.",
};

/** The heading's counts: "2 waiting · 5 published · 1 declined". */
function countsText(groups: ReturnType<typeof reviewsByState>): string {
  return groups
    .map(({ state, reviews }) => `${reviews.length} ${reviewStateLabels[state].toLowerCase()}`)
    .join(" · ");
}

/**
 * The travellers' reviews, those waiting for a decision first, then the published and the
 * declined: each as the traveller wrote it, published or declined (with a reason kept, never
 * shown), answered in public and featured on the home page from here. New reviews show as they
 * arrive.
 */
function ReviewsPage() {
  const { listing, arrived, replace, reload } = useReviewList();
  const { moderationOf, announced } = useModeration(replace);
  const groups = listing.state === "ready" ? reviewsByState(listing.reviews) : null;
  const waiting = groups?.[0]?.reviews.length ?? 0;
  useTitle(waiting > 0 ? `(${waiting}) Reviews · Desk` : "Reviews · Desk");

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h1 className="font-display text-3xl font-semibold">Reviews</h1>
          {groups ? (
            <p className="text-sm text-muted-foreground" data-testid="review-counts">
              {countsText(groups)}
            </p>
          ) : null}
        </div>
        <p className="text-sm text-muted-foreground">
          Reviews from travellers who booked and went, sent with their own link. A review is on the
          site only once published; its text is the traveller&apos;s and is never changed.
        </p>
      </div>
      <div role="status" aria-live="polite" className="sr-only">
        {announced}
      </div>
      {listing.state === "loading" ? <Spinner label="Loading the reviews" /> : null}
      {listing.state === "failed" ? <LoadError message={listing.message} onRetry={reload} /> : null}
      {listing.state === "ready" && listing.failure ? (
        <LoadError message={listing.failure} onRetry={reload} />
      ) : null}
      {groups?.map(({ state, reviews }) => (
        <section key={state} aria-labelledby={`reviews-${state}`} className="flex flex-col gap-3">
          <h2 id={`reviews-${state}`} className="font-display text-2xl font-semibold">
            {reviewStateLabels[state]} ({reviews.length})
          </h2>
          {reviews.length === 0 ? (
            <p className="text-sm text-muted-foreground">{emptyText[state]}</p>
          ) : (
            <ul className="flex flex-col gap-4">
              {reviews.map((review) => (
                <li key={review.id}>
                  <ReviewItem
                    review={review}
                    arrived={arrived.has(review.id)}
                    moderation={moderationOf(review)}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

export { ReviewsPage };
