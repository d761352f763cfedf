import * as React from "react";
import { Link } from "wouter";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { Field, FieldError, FormAlert, Label, Textarea } from "../../../ui/field";
import { Spinner } from "../../../ui/spinner";
import { Icon } from "../../../ui/icon";
import { maxRating } from "../../../ui/format-rating";
import {
  companionLabels,
  countryLabel,
  dateTimeLabel,
  dayLabel,
  languageLabel,
  monthLabel,
  ratingLabel,
  reviewStateBadges,
  reviewStateLabels,
} from "../../labels";
import { deskPaths } from "../../paths";
import type { DeskReview, ReviewDecision } from "../../services/reviews";
import { travellerText } from "../../traveller-text";
import { Detail } from "../enquiry/detail";
import { decisionsFor } from "./moderation";

/** The longest reply and reason the server takes (server/reviews/moderation.ts). */
const textMax = 2000;

/** What the operator typed on a review, kept until the server has taken it. */
export type ReviewDraft = {
  /** The reply as edited; undefined while it is the saved one. */
  reply?: string;
  reason: string;
  declining: boolean;
};

export type ReviewOutcome = { kind: "success" | "error"; text: string };

export type ReviewModeration = {
  draft: ReviewDraft;
  outcome: ReviewOutcome | null;
  busy: ReviewDecision["action"] | null;
  /** Whether the review has just moved here and its heading takes the focus. */
  focus: boolean;
  onDraft: (change: Partial<ReviewDraft>) => void;
  onDecide: (decision: ReviewDecision) => void;
  onFocused: () => void;
};

/**
 * A whole rating as filled and empty stars beside its words ("4 of 5"), which are what is read
 * out. The kit's RatingStars draws an average's part-filled star by clipping a row of stars,
 * which a whole rating has no need of.
 */
function Rating({ rating }: { rating: number }) {
  return (
    <p className="flex items-center gap-2 text-sm font-medium">
      <span className="flex text-primary [&_svg]:size-4" aria-hidden>
        {Array.from({ length: maxRating }, (_, index) => (
          <Icon
            key={index}
            name="star"
            className={index < rating ? "fill-current" : "text-muted-foreground"}
          />
        ))}
      </span>
      {ratingLabel(rating)}
    </p>
  );
}

/** Who wrote it, as far as they allowed it to be shown. */
function authorText(review: DeskReview): React.ReactNode {
  if (!review.name && !review.country) return "Name and country not shown";
  const country = review.country ? countryLabel(review.country) : null;
  return (
    <>
      {review.name ? travellerText(review.name) : "Name not shown"}
      {country ? `, ${country}` : ", country not shown"}
    </>
  );
}

/** What the traveller sent beside the text: the tour, who, when, the lodges' ratings. */
function ReviewFacts({ review }: { review: DeskReview }) {
  return (
    <dl className="flex flex-col gap-2 text-sm">
      <Detail term="Tour">
        <span className="wrap-anywhere">{review.tourTitle}</span>
      </Detail>
      <Detail term="Written in">{languageLabel(review.language)}</Detail>
      <Detail term="By">{authorText(review)}</Detail>
      <Detail term="Travelled">
        {monthLabel(review.travelled)}, {companionLabels[review.companions].toLowerCase()}
      </Detail>
      <Detail term="Lodges">
        {review.lodges.length > 0 ? (
          <ul className="flex flex-col gap-1">
            {review.lodges.map((lodge) => (
              <li key={lodge.name}>
                {travellerText(lodge.name)}: {ratingLabel(lodge.rating)}
              </li>
            ))}
          </ul>
        ) : (
          "None rated"
        )}
      </Detail>
      <Detail term="Received">
        <time dateTime={review.createdAt}>{dateTimeLabel(review.createdAt)}</time>
      </Detail>
      {review.published ? (
        <Detail term="Published">
          <time dateTime={review.published}>{dayLabel(review.published)}</time>
        </Detail>
      ) : null}
      <Detail term="Enquiry">
        <Link
          href={deskPaths.enquiry(review.enquiryId)}
          className="text-primary underline underline-offset-4"
        >
          Open the enquiry
        </Link>
      </Detail>
    </dl>
  );
}

/** Decline with a reason: required, kept on the desk, never shown on the site. */
function DeclineForm({ review, moderation }: { review: DeskReview; moderation: ReviewModeration }) {
  const { draft, busy, onDraft, onDecide } = moderation;
  const [problem, setProblem] = React.useState<string | null>(null);
  const id = `decline-${review.id}`;
  const reasonField = React.useRef<HTMLTextAreaElement>(null);
  // The form opens in place of its button: the reason asked for takes the focus.
  React.useEffect(() => reasonField.current?.focus(), []);
  function submit(event: React.FormEvent) {
    event.preventDefault();
    const reason = draft.reason.trim();
    if (!reason) {
      setProblem("Write why it is declined: the reason is kept on the desk, never shown.");
      return;
    }
    if (reason.length > textMax) {
      setProblem(`A reason can hold ${textMax.toLocaleString("en-GB")} characters.`);
      return;
    }
    setProblem(null);
    onDecide({ action: "decline", reason });
  }
  const describedBy = [`${id}-hint`, problem ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <Field>
        <Label htmlFor={id} required>
          Reason for declining
        </Label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          Kept on the desk, never shown to the traveller or on the site.
        </p>
        <Textarea
          ref={reasonField}
          id={id}
          rows={3}
          required
          value={draft.reason}
          onChange={(event) => onDraft({ reason: event.target.value })}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy}
        />
        <FieldError id={`${id}-error`}>{problem}</FieldError>
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="primary" size="sm" disabled={busy !== null}>
          {busy === "decline" ? <Spinner /> : null}
          Decline review
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => onDraft({ declining: false })}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** The public reply: written, changed, or removed by saving it empty. */
function ReplyForm({ review, moderation }: { review: DeskReview; moderation: ReviewModeration }) {
  const { draft, busy, onDraft, onDecide } = moderation;
  const [problem, setProblem] = React.useState<string | null>(null);
  const id = `reply-${review.id}`;
  const text = draft.reply ?? review.reply?.text ?? "";
  const unchanged = text.trim() === (review.reply?.text ?? "");
  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (text.length > textMax) {
      setProblem(`A reply can hold ${textMax.toLocaleString("en-GB")} characters.`);
      return;
    }
    setProblem(null);
    onDecide({ action: "reply", text: text.trim() });
  }
  const describedBy = [`${id}-hint`, problem ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <Field>
        <Label htmlFor={id}>Public reply</Label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          Shown under the review on the site, from Savannah Horizon Safaris. Save it empty to remove
          it.
        </p>
        <Textarea
          id={id}
          rows={3}
          value={text}
          onChange={(event) => onDraft({ reply: event.target.value })}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy}
        />
        <FieldError id={`${id}-error`}>{problem}</FieldError>
      </Field>
      <Button
        type="submit"
        variant="outline"
        size="sm"
        className="self-start"
        disabled={busy !== null || unchanged}
      >
        {busy === "reply" ? <Spinner /> : null}
        {review.reply ? "Save reply" : "Post reply"}
      </Button>
    </form>
  );
}

/** The decisions the review's state allows, as buttons; declining opens its form. */
function DecisionButtons({
  review,
  moderation,
}: {
  review: DeskReview;
  moderation: ReviewModeration;
}) {
  const { busy, draft, onDecide, onDraft } = moderation;
  const can = decisionsFor(review);
  const spinner = (action: ReviewDecision["action"]) => (busy === action ? <Spinner /> : null);
  return (
    <div className="flex flex-wrap gap-2">
      {can.publish ? (
        <Button
          variant="primary"
          size="sm"
          disabled={busy !== null}
          onClick={() => onDecide({ action: "publish" })}
        >
          {spinner("publish")}
          Publish
        </Button>
      ) : null}
      {can.feature || can.unfeature ? (
        <Button
          variant="outline"
          size="sm"
          disabled={busy !== null}
          onClick={() => onDecide({ action: "feature", featured: can.feature })}
        >
          {spinner("feature")}
          {can.feature ? "Feature on the home page" : "Stop featuring"}
        </Button>
      ) : null}
      {can.unpublish ? (
        <Button
          variant="outline"
          size="sm"
          disabled={busy !== null}
          onClick={() => onDecide({ action: "unpublish" })}
        >
          {spinner("unpublish")}
          Take off the site
        </Button>
      ) : null}
      {can.decline && !draft.declining ? (
        <Button
          variant="outline"
          size="sm"
          disabled={busy !== null}
          onClick={() => onDraft({ declining: true })}
        >
          Decline…
        </Button>
      ) : null}
    </div>
  );
}

/**
 * A review as the traveller wrote it (its text shown as text, in its language, never editable)
 * with what the desk knows of it, and the operator's decisions on it, each saying its outcome.
 */
function ReviewItem({
  review,
  arrived,
  moderation,
}: {
  review: DeskReview;
  arrived: boolean;
  moderation: ReviewModeration;
}) {
  const heading = React.useRef<HTMLHeadingElement>(null);
  const { focus, onFocused, outcome, draft } = moderation;
  React.useEffect(() => {
    if (!focus) return;
    heading.current?.focus();
    onFocused();
  }, [focus, onFocused]);
  const titleId = `review-${review.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="desk-review"
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={reviewStateBadges[review.status]}>{reviewStateLabels[review.status]}</Badge>
        {arrived ? <Badge variant="primary">Just in</Badge> : null}
        {review.featured ? <Badge variant="secondary">On the home page</Badge> : null}
      </div>
      <div className="flex flex-col gap-2">
        <h3
          id={titleId}
          ref={heading}
          tabIndex={-1}
          lang={review.language}
          className="font-display text-xl font-semibold wrap-anywhere outline-none"
        >
          {travellerText(review.title)}
        </h3>
        <Rating rating={review.rating} />
        <p lang={review.language} className="wrap-anywhere whitespace-pre-wrap">
          {travellerText(review.text)}
        </p>
      </div>
      <ReviewFacts review={review} />
      {review.status === "declined" && review.declineReason ? (
        <div className="rounded-md border border-border bg-muted px-3 py-2 text-sm">
          <p className="font-medium">Reason declined (kept on the desk, never shown)</p>
          <p className="wrap-anywhere whitespace-pre-wrap">{review.declineReason}</p>
        </div>
      ) : null}
      <div className="flex flex-col gap-4 border-t border-border pt-4">
        <DecisionButtons review={review} moderation={moderation} />
        {draft.declining && review.status !== "declined" ? (
          <DeclineForm review={review} moderation={moderation} />
        ) : null}
        <ReplyForm review={review} moderation={moderation} />
        {/* Read out by the page's own live region, which stays as the review moves between lists. */}
        {outcome ? (
          <FormAlert variant={outcome.kind} data-testid="review-outcome">
            {outcome.text}
          </FormAlert>
        ) : null}
      </div>
    </article>
  );
}

export { ReviewItem };
