import { createHash, randomBytes } from "node:crypto";
import { reviewLinkDays, type ReviewLinkRefusal } from "../../data/domain/reviews";
import type { Db } from "../db";

/**
 * The review links and the reviews, in SQLite beside the enquiries (so a backup carries them).
 * A link is one per booked trip (its proposal): its token is shown once, in the e-mail, and
 * only its SHA-256 is kept, so the database alone opens no review page. A review is pending until
 * the operator publishes or declines it; only a published one is ever written to content/.
 */

export type ReviewStatus = "pending" | "published" | "declined";

export type Invitation = {
  proposalId: string;
  enquiryId: string;
  locale: string;
  sentAt: string | null;
  expiresAt: string | null;
  usedAt: string | null;
  sentBy: string;
};

/** A review as the traveller sent it, and what the operator made of it. */
export type StoredReview = {
  id: string;
  proposalId: string;
  enquiryId: string;
  tour: string;
  language: string;
  rating: number;
  lodges: Array<{ name: string; rating: number }>;
  title: string;
  text: string;
  /** "2026-10" */
  travelled: string;
  companions: string;
  /** The traveller's first name and country, only when they allowed them to be shown. */
  name: string | null;
  country: string | null;
  status: ReviewStatus;
  declineReason: string | null;
  reply: { text: string; date: string } | null;
  featured: boolean;
  createdAt: string;
  published: string | null;
};

export type NewReview = Omit<
  StoredReview,
  "id" | "status" | "declineReason" | "reply" | "featured" | "createdAt" | "published"
>;

type ReviewRow = {
  id: string;
  proposal_id: string;
  enquiry_id: string;
  tour: string;
  language: string;
  rating: number;
  lodges: string;
  title: string;
  text: string;
  travelled: string;
  companions: string;
  name: string | null;
  country: string | null;
  status: ReviewStatus;
  decline_reason: string | null;
  reply_text: string | null;
  reply_date: string | null;
  featured: number;
  created_at: string;
  published: string | null;
};

type InvitationRow = {
  proposal_id: string;
  enquiry_id: string;
  locale: string;
  sent_at: string | null;
  expires_at: string | null;
  used_at: string | null;
  sent_by: string;
};

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** A link's token: 256 random bits, base64url (reviewTokenPattern). */
const newToken = () => randomBytes(32).toString("base64url");

const idAlphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
/** A review's id, ten letters or digits (about 51 bits): also its file's name. */
const newReviewId = () =>
  Array.from(randomBytes(10), (byte) => idAlphabet[byte % idAlphabet.length]).join("");

const dayMs = 24 * 60 * 60 * 1000;

function reviewOf(row: ReviewRow): StoredReview {
  return {
    id: row.id,
    proposalId: row.proposal_id,
    enquiryId: row.enquiry_id,
    tour: row.tour,
    language: row.language,
    rating: row.rating,
    lodges: JSON.parse(row.lodges) as StoredReview["lodges"],
    title: row.title,
    text: row.text,
    travelled: row.travelled,
    companions: row.companions,
    name: row.name,
    country: row.country,
    status: row.status,
    declineReason: row.decline_reason,
    reply: row.reply_text === null ? null : { text: row.reply_text, date: row.reply_date ?? "" },
    featured: row.featured === 1,
    createdAt: row.created_at,
    published: row.published,
  };
}

const invitationOf = (row: InvitationRow): Invitation => ({
  proposalId: row.proposal_id,
  enquiryId: row.enquiry_id,
  locale: row.locale,
  sentAt: row.sent_at,
  expiresAt: row.expires_at,
  usedAt: row.used_at,
  sentBy: row.sent_by,
});

export function createReviewTables(db: Db): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS review_invitations (
      proposal_id TEXT PRIMARY KEY,
      enquiry_id TEXT NOT NULL,
      locale TEXT NOT NULL,
      token_hash TEXT UNIQUE,
      sent_at TEXT,
      expires_at TEXT,
      used_at TEXT,
      sent_by TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS reviews (
      id TEXT PRIMARY KEY,
      proposal_id TEXT NOT NULL UNIQUE,
      enquiry_id TEXT NOT NULL,
      tour TEXT NOT NULL,
      language TEXT NOT NULL,
      rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
      lodges TEXT NOT NULL CHECK (json_valid(lodges)),
      title TEXT NOT NULL,
      text TEXT NOT NULL,
      travelled TEXT NOT NULL,
      companions TEXT NOT NULL,
      name TEXT,
      country TEXT,
      status TEXT NOT NULL DEFAULT 'pending'
        CHECK (status IN ('pending', 'published', 'declined')),
      decline_reason TEXT,
      reply_text TEXT,
      reply_date TEXT,
      featured INTEGER NOT NULL DEFAULT 0,
      created_at TEXT NOT NULL,
      published TEXT
    );
    CREATE INDEX IF NOT EXISTS reviews_by_date ON reviews (created_at);
  `);
}

export class ReviewStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {
    createReviewTables(db);
  }

  invitation(proposalId: string): Invitation | null {
    const row = this.db
      .prepare("SELECT * FROM review_invitations WHERE proposal_id = ?")
      .get(proposalId) as InvitationRow | undefined;
    return row ? invitationOf(row) : null;
  }

  /**
   * Claims the trip's first invitation for `sentBy`: false when the trip has one already (sent,
   * or being sent by another check), so two checks at once e-mail the traveller once.
   */
  claimFirst(trip: { proposalId: string; enquiryId: string; locale: string }, sentBy: string) {
    const claimed = this.db
      .prepare(
        `INSERT INTO review_invitations (proposal_id, enquiry_id, locale, sent_by)
         VALUES (?, ?, ?, ?) ON CONFLICT (proposal_id) DO NOTHING`,
      )
      .run(trip.proposalId, trip.enquiryId, trip.locale, sentBy);
    return claimed.changes === 1;
  }

  /** Gives up a claim whose e-mail could not go, so the next check tries again. */
  release(proposalId: string): void {
    this.db
      .prepare("DELETE FROM review_invitations WHERE proposal_id = ? AND sent_at IS NULL")
      .run(proposalId);
  }

  /**
   * A new link for the trip (replacing any earlier one, which then opens nothing), valid for
   * `reviewLinkDays` from now: the token, which is kept nowhere, and when it expires.
   */
  issue(
    trip: { proposalId: string; enquiryId: string; locale: string },
    sentBy: string,
  ): { token: string; expiresAt: string } {
    const token = newToken();
    const sent = this.now();
    const expiresAt = new Date(sent.getTime() + reviewLinkDays * dayMs).toISOString();
    this.db
      .prepare(
        `INSERT INTO review_invitations (proposal_id, enquiry_id, locale, token_hash, sent_at,
           expires_at, sent_by) VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (proposal_id) DO UPDATE SET token_hash = excluded.token_hash,
           sent_at = excluded.sent_at, expires_at = excluded.expires_at, locale = excluded.locale,
           sent_by = excluded.sent_by, used_at = NULL`,
      )
      .run(
        trip.proposalId,
        trip.enquiryId,
        trip.locale,
        hashOf(token),
        sent.toISOString(),
        expiresAt,
        sentBy,
      );
    return { token, expiresAt };
  }

  /** The trip a token opens, or why it opens none. */
  open(token: string): { invitation: Invitation } | { refused: ReviewLinkRefusal } {
    const row = this.db
      .prepare("SELECT * FROM review_invitations WHERE token_hash = ?")
      .get(hashOf(token)) as InvitationRow | undefined;
    if (!row || row.expires_at === null) return { refused: "unknown" };
    if (row.used_at !== null) return { refused: "used" };
    if (Date.parse(row.expires_at) <= this.now().getTime()) return { refused: "expired" };
    return { invitation: invitationOf(row) };
  }

  /**
   * Stores the review as pending and uses the token up, together: of two sends at once, only
   * the first finds the link unused; the second stores nothing.
   */
  submit(token: string, review: NewReview): StoredReview | { refused: ReviewLinkRefusal } {
    return this.db.transaction(() => {
      const opened = this.open(token);
      if ("refused" in opened) return opened;
      const used = this.db
        .prepare(
          "UPDATE review_invitations SET used_at = ? WHERE token_hash = ? AND used_at IS NULL",
        )
        .run(this.now().toISOString(), hashOf(token));
      if (used.changes !== 1) return { refused: "used" as const };
      const id = newReviewId();
      this.db
        .prepare(
          `INSERT INTO reviews (id, proposal_id, enquiry_id, tour, language, rating, lodges, title,
             text, travelled, companions, name, country, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          id,
          review.proposalId,
          review.enquiryId,
          review.tour,
          review.language,
          review.rating,
          JSON.stringify(review.lodges),
          review.title,
          review.text,
          review.travelled,
          review.companions,
          review.name,
          review.country,
          this.now().toISOString(),
        );
      return this.review(id) as StoredReview;
    })();
  }

  /** Whether the trip's traveller has sent a review already. */
  reviewed(proposalId: string): boolean {
    return (
      this.db.prepare("SELECT 1 FROM reviews WHERE proposal_id = ?").get(proposalId) !== undefined
    );
  }

  review(id: string): StoredReview | null {
    const row = this.db.prepare("SELECT * FROM reviews WHERE id = ?").get(id) as
      ReviewRow | undefined;
    return row ? reviewOf(row) : null;
  }

  /** Every review, newest first. */
  list(): StoredReview[] {
    return (
      this.db.prepare("SELECT * FROM reviews ORDER BY created_at DESC, id").all() as ReviewRow[]
    ).map(reviewOf);
  }

  /** Records what the operator decided; the text the traveller wrote is never among it. */
  moderate(
    id: string,
    change: {
      status?: ReviewStatus;
      declineReason?: string | null;
      reply?: { text: string; date: string } | null;
      featured?: boolean;
      published?: string | null;
    },
  ): StoredReview | null {
    const review = this.review(id);
    if (!review) return null;
    const next = { ...review, ...change };
    this.db
      .prepare(
        `UPDATE reviews SET status = ?, decline_reason = ?, reply_text = ?, reply_date = ?,
           featured = ?, published = ? WHERE id = ?`,
      )
      .run(
        next.status,
        next.declineReason,
        next.reply?.text ?? null,
        next.reply?.date ?? null,
        next.featured ? 1 : 0,
        next.published,
        id,
      );
    return this.review(id);
  }
}
