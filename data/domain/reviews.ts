import { dayDate } from "./desk-proposal";

/**
 * Verified reviews: a traveller whose booked trip has ended is sent a link of their own,
 * `/review/<token>` under their language's prefix, where they write one review. The server keeps
 * only a hash of the token; the link works once and for `reviewLinkDays` after it was sent.
 */

/** A review link's page, before the language's prefix. */
export const reviewPath = <Token extends string>(token: Token) => `/review/${token}` as const;
/** Where each language's review page is prerendered: a shell, served under a link's address. */
export const reviewShellPath = "/review";
/** Where a review sent without script leads: the page's thanks, under the language's prefix. */
export const reviewSentPath = "/review/sent";

/** A link's token: 32 random bytes in base64url (256 bits). */
export const reviewTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** How long a review link works after it was sent. */
export const reviewLinkDays = 90;

/** The lengths a review's title and text keep to (the review form shows them as counters). */
export const reviewLimits = { titleMax: 120, textMin: 50, textMax: 4000 } as const;

/** A review's id, also its file's name in content/reviews/. */
export const reviewIdPattern = /^[a-z0-9]{10}$/;

/** The trip a link is for, as its page fills in the form. */
export type ReviewTrip = {
  locale: string;
  tour: string;
  /** The lodges of the trip's nights, each once, in the order the trip reaches them. */
  lodges: Array<{ id: string; name: string }>;
  /** The month ("1" to "12") and year the trip started. */
  travelledMonth: string;
  travelledYear: string;
  /** The years the form offers, the trip's own among them. */
  years: number[];
};

/** Why a link opens no form: used once already, past its 90 days, or never made. */
export type ReviewLinkRefusal = "used" | "expired" | "unknown";

/** The lodges of a trip's days, each once, with an id that names its rating's field. */
export function tripLodges(days: ReadonlyArray<{ lodge: string }>): ReviewTrip["lodges"] {
  const names = [...new Set(days.map((day) => day.lodge.trim()).filter((name) => name !== ""))];
  return names.map((name, index) => ({ id: String(index + 1), name }));
}

/**
 * A trip's last day ("2027-07-16"): its first day ("2027-07-14", or a date-time that starts with
 * it) plus one day for each of its days after the first.
 */
export function tripLastDay(startDate: string, dayCount: number): string {
  const first = startDate.slice(0, 10);
  return dayDate(first, Math.max(dayCount, 1) - 1) ?? first;
}
