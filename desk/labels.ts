import type { PaymentKind, PaymentStatus } from "../data/domain/booking-payments";
import type { EnquiryStatus } from "../data/domain/desk";
import { optionLabel, type EnquiryField, type FormType } from "../data/domain/enquiry";
import { localeNames, type Locale } from "../data/domain/locales";
import type { ReviewCompanions, ReviewState } from "./services/reviews";

/** How the desk names what an enquiry holds. */
export const statusLabels: Record<EnquiryStatus, string> = {
  new: "New",
  replied: "Replied",
  proposal_sent: "Proposal sent",
  accepted: "Accepted",
  booked: "Booked",
  closed: "Closed",
};

export const statusBadges = {
  new: "primary",
  replied: "neutral",
  proposal_sent: "outline",
  accepted: "secondary",
  booked: "secondary",
  closed: "outline",
} as const satisfies Record<EnquiryStatus, string>;

export const formLabels: Record<FormType, string> = {
  contact: "Contact form",
  hero_booking: "Quick booking",
};

export function languageLabel(locale: Locale | null | undefined): string {
  return locale ? localeNames[locale] : "Unknown";
}

const choiceLabel = (field: EnquiryField) => (value?: string | null) =>
  value ? optionLabel(field, value) : "—";

export const travellersLabel = choiceLabel("groupSize");
export const budgetLabel = choiceLabel("budget");

/** How long ago, as the inbox writes it: "12 min", "3 h", "2 d". */
export function ageLabel(since: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} d`;
}

/** A span of time as the inbox writes it: "45 min", "3 h 20 min", "2 d 4 h". */
export function durationLabel(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

const dateTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

export function dateTimeLabel(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** An amount in cents with its currency: "US$2,568.00". */
export function moneyLabel(amountMinor: number, currency: string): string {
  return new Intl.NumberFormat("en-GB", { style: "currency", currency }).format(amountMinor / 100);
}

export const paymentKindLabels: Record<PaymentKind, string> = {
  deposit: "Deposit",
  balance: "Balance",
  full: "Whole amount",
};

export const paymentStatusLabels: Record<PaymentStatus, string> = {
  pending: "Pending",
  completed: "Paid",
  failed: "Failed",
  reversed: "Reversed",
};

export const paymentStatusBadges = {
  pending: "outline",
  completed: "secondary",
  failed: "neutral",
  reversed: "neutral",
} as const satisfies Record<PaymentStatus, string>;

/** How a payment was made, as Pesapal reports it ("MPESA", "Visa"), in the desk's words. */
export function paymentMethodLabel(method: string | null): string {
  if (!method) return "Not known yet";
  return /^m-?pesa$/i.test(method) ? "M-Pesa" : method;
}

const dayOnly = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" });

/** A day such as a balance's due date ("2027-07-12") as "12 Jul 2027". */
export function dayLabel(day: string): string {
  return dayOnly.format(new Date(`${day.slice(0, 10)}T00:00:00Z`));
}

export const reviewStateLabels: Record<ReviewState, string> = {
  pending: "Waiting",
  published: "Published",
  declined: "Declined",
};

export const reviewStateBadges = {
  pending: "primary",
  published: "secondary",
  declined: "outline",
} as const satisfies Record<ReviewState, string>;

/** Who the traveller went with, as the review form asked. */
export const companionLabels: Record<ReviewCompanions, string> = {
  couple: "As a couple",
  family: "With family",
  friends: "With friends",
  solo: "Solo",
};

const monthAndYear = new Intl.DateTimeFormat("en-GB", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** A month such as a review's travel month ("2026-10") as "October 2026". */
export function monthLabel(month: string): string {
  return /^\d{4}-\d{2}$/.test(month)
    ? monthAndYear.format(new Date(`${month}-01T00:00:00Z`))
    : month;
}

const regions = new Intl.DisplayNames("en-GB", { type: "region" });

/** A country by its code ("DE") as "Germany"; a code Intl does not know as it is. */
export function countryLabel(code: string): string {
  try {
    return regions.of(code) ?? code;
  } catch {
    return code;
  }
}

/** A rating in words: "4 of 5". */
export const ratingLabel = (rating: number) => `${rating} of 5`;
