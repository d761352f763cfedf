import { deskIds, proposalIdPattern, type ProposalDay } from "../../data/domain/desk";
import { enquiryIds } from "../../data/domain/enquiry";
import { isLocale, type Locale } from "../../data/domain/locales";
import { tripLastDay, tripLodges, type ReviewTrip } from "../../data/domain/reviews";
import type { Db } from "../db";
import { createPaymentTables } from "../payments/store";
import { createReviewTables } from "./store";

/**
 * A booked trip: a proposal with a confirmed deposit (or whole amount), as server/payments/
 * records it, its days as the operator set them and its traveller. Its last day is the start
 * plus one day for each day after the first.
 */
export type BookedTrip = {
  proposalId: string;
  enquiryId: string;
  locale: Locale;
  tour: string;
  startDate: string;
  lastDay: string;
  days: Array<Pick<ProposalDay, "lodge">>;
  traveller: { name: string | null; email: string };
};

const proposalsScope = `${enquiryIds.databaseId}/${deskIds.proposalsCollectionId}`;
const enquiriesScope = `${enquiryIds.databaseId}/${enquiryIds.messagesCollectionId}`;

const text = (value: unknown) => (typeof value === "string" ? value : "");

function daysOf(value: unknown): BookedTrip["days"] {
  try {
    const days: unknown = JSON.parse(text(value) || "[]");
    if (!Array.isArray(days)) return [];
    return days.map((day: unknown) => ({
      lodge: text((day as { lodge?: unknown } | null)?.lodge),
    }));
  } catch {
    return [];
  }
}

export class BookedTrips {
  constructor(private readonly db: Db) {
    createPaymentTables(db);
    createReviewTables(db);
  }

  private tripOf(proposalId: string, data: Record<string, unknown>): BookedTrip | null {
    const startDate = text(data.startDate).slice(0, 10);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(startDate)) return null;
    const enquiryId = text(data.enquiryId);
    const enquiry = this.document(enquiriesScope, enquiryId) ?? {};
    const locale = text(data.locale);
    const days = daysOf(data.days);
    return {
      proposalId,
      enquiryId,
      locale: isLocale(locale) ? locale : "en",
      tour: text(data.tourSlug),
      startDate,
      lastDay: tripLastDay(startDate, days.length),
      days,
      traveller: { name: text(enquiry.name).trim() || null, email: text(enquiry.email) },
    };
  }

  private document(scope: string, id: string): Record<string, unknown> | null {
    const row = this.db
      .prepare("SELECT data FROM appwrite_documents WHERE scope = ? AND id = ?")
      .get(scope, id) as { data: string } | undefined;
    return row ? (JSON.parse(row.data) as Record<string, unknown>) : null;
  }

  /** The booked trip of a proposal, or null when it is not booked. */
  trip(proposalId: string): BookedTrip | null {
    if (!proposalIdPattern.test(proposalId)) return null;
    const booked = this.db
      .prepare(
        `SELECT 1 FROM payments WHERE proposal_id = ? AND status = 'completed'
           AND kind IN ('deposit', 'full')`,
      )
      .get(proposalId);
    const data = booked === undefined ? null : this.document(proposalsScope, proposalId);
    return data ? this.tripOf(proposalId, data) : null;
  }

  /** The latest booked trip of an enquiry (its traveller may have booked once only). */
  ofEnquiry(enquiryId: string): BookedTrip | null {
    const rows = this.db
      .prepare(
        `SELECT DISTINCT p.proposal_id AS id FROM payments p
           JOIN appwrite_documents d ON d.scope = ? AND d.id = p.proposal_id
         WHERE p.enquiry_id = ? AND p.status = 'completed' AND p.kind IN ('deposit', 'full')
         ORDER BY d.created_at DESC`,
      )
      .all(proposalsScope, enquiryId) as Array<{ id: string }>;
    const [latest] = rows;
    return latest ? this.trip(latest.id) : null;
  }

  /**
   * Booked trips whose last day is before `today` and whose traveller was never invited: the
   * timer's whole query, one indexed pass over the paid proposals.
   */
  endedUninvited(today: string): BookedTrip[] {
    const rows = this.db
      .prepare(
        `SELECT d.id, d.data FROM appwrite_documents d
         WHERE d.scope = ?
           AND d.id IN (SELECT proposal_id FROM payments
                        WHERE status = 'completed' AND kind IN ('deposit', 'full'))
           AND NOT EXISTS (SELECT 1 FROM review_invitations i WHERE i.proposal_id = d.id)
           AND substr(json_extract(d.data, '$.startDate'), 1, 10) < ?`,
      )
      .all(proposalsScope, today) as Array<{ id: string; data: string }>;
    return rows
      .map((row) => this.tripOf(row.id, JSON.parse(row.data) as Record<string, unknown>))
      .filter((trip): trip is BookedTrip => trip !== null && trip.lastDay < today);
  }
}

/** What the review page fills in for the trip: its lodges, month and year, and the years offered. */
export function reviewTrip(trip: BookedTrip, thisYear: number): ReviewTrip {
  const [year = "", month = ""] = trip.startDate.split("-");
  const tripYear = Number(year);
  const years = [];
  for (let offered = Math.min(tripYear, thisYear - 2); offered <= thisYear; offered += 1)
    years.push(offered);
  return {
    locale: trip.locale,
    tour: trip.tour,
    lodges: tripLodges(trip.days),
    travelledMonth: String(Number(month)),
    travelledYear: year,
    years,
  };
}
