import yaml from "js-yaml";
import { findTourBySlug } from "../../data/content/tour-set";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import type { CommittedEditing } from "../content/routes";
import type { Operator } from "../content/operators";
import { writeWhole } from "../write-whole";
import type { ReviewStore, StoredReview } from "./store";

/**
 * The operator's decisions on a review, in the desk: publish it (its file in content/reviews/,
 * committed as the operator and published as an editor's save is), decline it with a reason
 * that is kept and never shown, reply in public, feature it on the home page, or take it off the
 * site again. The traveller's words are never changed: none of these touches them.
 */

export type ModerationAction =
  | { action: "publish" }
  | { action: "unpublish" }
  | { action: "decline"; reason: string }
  | { action: "reply"; text: string }
  | { action: "feature"; featured: boolean };

/** A decision that cannot be made: its status and the reason the desk shows. */
export class ModerationRefusal extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

/** The longest reply and decline reason the desk takes. */
export const moderationTextMax = 2000;

/**
 * The reviewed tour's id (its file's name in content/tours/), which the `reviews` collection
 * names it by: a review keeps the tour as the proposal named it, by its page's slug, and a tour's
 * slug is its id only for some tours.
 */
export function reviewedTourId(tour: string): string {
  return findTourBySlug(tour)?.id ?? tour;
}

/** The published review's file, as the `reviews` collection reads it (the contract). */
export function reviewFile(review: StoredReview, published: string): string {
  const entry = {
    id: review.id,
    tour: reviewedTourId(review.tour),
    language: review.language,
    rating: review.rating,
    lodges: review.lodges,
    title: review.title,
    text: review.text,
    travelled: review.travelled,
    with: review.companions,
    ...(review.name ? { name: review.name } : {}),
    ...(review.country ? { country: review.country } : {}),
    published,
    ...(review.reply ? { reply: review.reply } : {}),
    featured: review.featured,
  };
  return yaml.dump(entry, { lineWidth: -1, noRefs: true });
}

const today = (now: Date) => now.toISOString().slice(0, 10);

export class Moderation {
  constructor(
    private readonly store: ReviewStore,
    /** The checkout whose content/ the editor writes. */
    private readonly root: string,
    /** On a production server, how a change is committed as the operator and published. */
    private readonly committed: CommittedEditing | undefined,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private file(id: string) {
    return path.join(this.root, "content", "reviews", `${id}.yaml`);
  }

  /** Writes (or removes) the review's file as a save of the operator's: committed, then live. */
  private async save(operator: Operator, review: StoredReview, published: string | null) {
    const write = async () => {
      if (published === null) await rm(this.file(review.id), { force: true });
      else {
        await mkdir(path.dirname(this.file(review.id)), { recursive: true });
        await writeWhole(this.file(review.id), reviewFile(review, published));
      }
      return { names: [`reviews/${review.id}`], fields: ["review"], photos: false, holds: [] };
    };
    if (this.committed) return this.committed.edits.save(operator, write);
    await write();
    return { message: "Written; npm start publishes it.", commit: null, published: null };
  }

  async decide(id: string, decision: ModerationAction, operator: Operator) {
    const review = this.store.review(id);
    if (!review) throw new ModerationRefusal(404, "There is no review with this id.");
    const live = review.status === "published";
    switch (decision.action) {
      case "publish": {
        const published = review.published ?? today(this.now());
        const saved = await this.save(operator, review, published);
        return { review: this.store.moderate(id, { status: "published", published }), saved };
      }
      case "unpublish":
      case "decline": {
        const saved = live ? await this.save(operator, review, null) : null;
        return {
          review: this.store.moderate(id, {
            status: decision.action === "decline" ? "declined" : "pending",
            declineReason: decision.action === "decline" ? decision.reason : null,
            published: null,
            featured: false,
          }),
          saved,
        };
      }
      case "reply":
      case "feature": {
        if (decision.action === "feature" && decision.featured && !live)
          throw new ModerationRefusal(409, "Only a published review can be featured.");
        const change =
          decision.action === "reply"
            ? { reply: decision.text ? { text: decision.text, date: today(this.now()) } : null }
            : { featured: decision.featured };
        const next = { ...review, ...change };
        const saved = live ? await this.save(operator, next, review.published) : null;
        return { review: this.store.moderate(id, change), saved };
      }
    }
  }
}

/** A decision as the desk sends it, or a refusal with the reason. */
export function decisionOf(body: unknown): ModerationAction {
  const given = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  const text = (name: string) => {
    const value = given[name];
    if (typeof value !== "string" || value.length > moderationTextMax)
      throw new ModerationRefusal(
        400,
        `"${name}" must be text of at most ${moderationTextMax} characters.`,
      );
    return value.trim();
  };
  switch (given.action) {
    case "publish":
    case "unpublish":
      return { action: given.action };
    case "decline": {
      const reason = text("reason");
      if (!reason)
        throw new ModerationRefusal(400, "A declined review needs a reason (kept, never shown).");
      return { action: "decline", reason };
    }
    case "reply":
      return { action: "reply", text: text("text") };
    case "feature":
      if (typeof given.featured !== "boolean")
        throw new ModerationRefusal(400, '"featured" must be true or false.');
      return { action: "feature", featured: given.featured };
    default:
      throw new ModerationRefusal(
        400,
        '"action" must be publish, unpublish, decline, reply or feature.',
      );
  }
}
