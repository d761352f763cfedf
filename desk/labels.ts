import type { EnquiryStatus } from "../data/domain/desk";
import { optionLabel, type EnquiryField, type FormType } from "../data/domain/enquiry";
import { localeNames, type Locale } from "../data/domain/locales";

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

const dateTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

export function dateTimeLabel(iso: string): string {
  return dateTime.format(new Date(iso));
}
