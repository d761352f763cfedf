/**
 * The enquiry contract: what an enquiry holds, how the forms label and limit
 * it, where it is stored and which function e-mails it. The forms, the submit helpers, the
 * embedded Appwrite service, the e-mail function and `npm run enquiries` all read it from here,
 * and a test holds appwrite.config.json to it.
 */

import { enquiryIds } from "./enquiry-ids";
import { locales, localeNames, type Locale } from "./locales";

export { enquiryIds };

/** What the function's API key may do: read enquiries, write and delete sent-markers. */
export const emailFunctionScopes = ["documents.read", "documents.write"] as const;

/** Where enquiry e-mails go when the server's environment does not say (`.env.example`). */
export const mailDefaults = {
  to: "bookings@example.com",
  from: "Website enquiries <website@example.com>",
} as const;

export const formTypes = ["contact", "hero_booking"] as const;
export type FormType = (typeof formTypes)[number];

export type Option = { readonly value: string; readonly label: string };

export const groupSizeOptions = [
  { value: "1", label: "1 Solo Traveler" },
  { value: "2", label: "2 Travelers" },
  { value: "3-4", label: "3-4 Travelers" },
  { value: "5-6", label: "5-6 Travelers" },
  { value: "7+", label: "7+ Travelers" },
] as const satisfies readonly Option[];

export const safariInterestOptions = [
  { value: "luxury", label: "Luxury Safari" },
  { value: "midrange", label: "Mid-range Safari" },
  { value: "budget", label: "Budget Safari" },
  { value: "family", label: "Family Safari" },
  { value: "photography", label: "Photography Safari" },
  { value: "custom", label: "Custom Itinerary" },
] as const satisfies readonly Option[];

/** Per person, in USD. */
export const budgetOptions = [
  { value: "under-2000", label: "Under $2,000" },
  { value: "2000-3000", label: "$2,000 - $3,000" },
  { value: "3000-5000", label: "$3,000 - $5,000" },
  { value: "5000-8000", label: "$5,000 - $8,000" },
  { value: "over-8000", label: "Over $8,000" },
] as const satisfies readonly Option[];

/** Longest value each free-text field may hold, in characters. */
export const enquiryLimits = {
  name: 200,
  email: 254,
  phone: 40,
  message: 5000,
  preferredDates: 200,
} as const;

/**
 * What a mailbox's address can be, as an HTML `pattern` (matched whole, valid in both of the
 * patterns' regular expression modes): letters, digits, dots, "_", "+", "-" and "'" before the
 * "@", then a domain name. RFC 5322 also allows "?", "&", "=", "%" and more, which no mailbox
 * provider hands out and which a `mailto:` link reads as its query.
 */
export const emailPattern =
  "[A-Za-z0-9_+'\\-]+(?:\\.[A-Za-z0-9_+'\\-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9\\-]{0,61}[A-Za-z0-9])?\\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9\\-]{1,59})";

const emailRule = new RegExp(`^(?:${emailPattern})$`, "u");

/** Whether `value` is an address a mailbox can have (emailPattern), its local part 64 at most. */
export function isValidEmail(value: string): boolean {
  return emailRule.test(value) && value.lastIndexOf("@") <= 64;
}

/** An attribute of an Appwrite collection, in the subset this project uses. */
export type Attribute =
  | { key: string; kind: "string"; size: number; required: boolean }
  | { key: string; kind: "email"; size: number; required: boolean }
  | { key: string; kind: "enum"; elements: readonly string[]; required: boolean }
  | { key: string; kind: "datetime"; required: boolean }
  | { key: string; kind: "integer"; min: number; max: number; required: boolean };

const values = (options: readonly Option[]) => options.map((option) => option.value);

/** The `messages` collection: one document per enquiry, as both forms store it. */
export const enquiryAttributes = [
  { key: "formType", kind: "enum", elements: formTypes, required: true },
  { key: "name", kind: "string", size: enquiryLimits.name, required: false },
  { key: "email", kind: "email", size: enquiryLimits.email, required: true },
  { key: "phone", kind: "string", size: enquiryLimits.phone, required: false },
  { key: "message", kind: "string", size: enquiryLimits.message, required: false },
  { key: "submittedAt", kind: "datetime", required: true },
  {
    key: "safariInterest",
    kind: "enum",
    elements: values(safariInterestOptions),
    required: false,
  },
  { key: "groupSize", kind: "enum", elements: values(groupSizeOptions), required: false },
  { key: "budget", kind: "enum", elements: values(budgetOptions), required: false },
  {
    key: "preferredDates",
    kind: "string",
    size: enquiryLimits.preferredDates,
    required: false,
  },
  // The language of the page the traveller wrote from, to reply in; older enquiries have none.
  { key: "locale", kind: "enum", elements: locales, required: false },
] as const satisfies readonly Attribute[];

/**
 * The `enquiry-emails` collection. The function creates the marker before it sends (the id is
 * unique, so of two runs for one enquiry only one goes on), and notes the message once sent.
 */
export const enquiryEmailAttributes = [
  { key: "claimedAt", kind: "datetime", required: true },
  { key: "sentAt", kind: "datetime", required: false },
  { key: "messageId", kind: "string", size: 998, required: false },
] as const satisfies readonly Attribute[];

/** Guests may send an enquiry and nothing else; sent-markers are the function's alone. */
export const collectionPermissions = {
  [enquiryIds.messagesCollectionId]: ['create("any")'],
  [enquiryIds.emailsCollectionId]: [],
} as const;

/** The free-text and chosen fields of an enquiry, as the forms fill them in. */
export const enquiryFields = [
  "name",
  "email",
  "phone",
  "safariInterest",
  "groupSize",
  "budget",
  "preferredDates",
  "message",
] as const;
export type EnquiryField = (typeof enquiryFields)[number];

/** A stored enquiry's attributes; a field left empty is null. */
export type Enquiry = {
  formType: FormType;
  submittedAt: string;
  locale: Locale | null;
} & Record<EnquiryField, string | null>;

/** A form field's copy: its label, what an empty field shows, its choices and its limit. */
export type FieldCopy = {
  label: string;
  placeholder?: string;
  options?: readonly Option[];
  maxLength?: number;
  /** The rule a typed value must match whole, as an HTML `pattern`. */
  pattern?: string;
};

/** The Contact page's quote form: every field of the contact form object. */
export const quoteFormFields = {
  name: { label: "Full Name", maxLength: enquiryLimits.name },
  email: { label: "Email Address", maxLength: enquiryLimits.email, pattern: emailPattern },
  phone: { label: "Phone", maxLength: enquiryLimits.phone },
  groupSize: { label: "Group Size", placeholder: "Select group size", options: groupSizeOptions },
  safariInterest: {
    label: "Safari Interest",
    placeholder: "Select a safari style",
    options: safariInterestOptions,
  },
  budget: {
    label: "Budget Range (per person, USD)",
    placeholder: "Select a budget",
    options: budgetOptions,
  },
  preferredDates: {
    label: "Preferred Travel Dates",
    placeholder: "e.g. two weeks in August 2026",
    maxLength: enquiryLimits.preferredDates,
  },
  message: {
    label: "Additional Information",
    placeholder: "Parks you dream of, special occasions, dietary needs...",
    maxLength: enquiryLimits.message,
  },
} as const satisfies Record<EnquiryField, FieldCopy>;

/** The home page's Book Now panel; the first name is stored as `name`, the sum not at all. */
export const bookingPanelFields = {
  firstName: { label: "First Name", maxLength: enquiryLimits.name },
  email: { label: "Your Email", maxLength: enquiryLimits.email, pattern: emailPattern },
  phone: { label: "Phone Number", maxLength: enquiryLimits.phone },
  message: {
    label: "Message",
    placeholder: "Tell us about your dream safari...",
    maxLength: enquiryLimits.message,
  },
  sum: { label: "4 + 4 =" },
} as const satisfies Record<string, FieldCopy>;

/** The operator's e-mail lists these attributes, in this order, with these labels. */
export const emailFieldLabels = {
  name: "Name",
  email: "Email",
  phone: "Phone",
  safariInterest: "Safari Interest",
  groupSize: "Group Size",
  budget: "Budget (per person)",
  preferredDates: "Preferred Travel Dates",
  message: "Message",
  locale: "Reply in",
  formType: "Form",
  submittedAt: "Submitted At",
} as const satisfies Record<keyof Enquiry, string>;

export const formTypeLabels = {
  contact: "Contact Page quote form",
  hero_booking: "Home Page Book Now panel",
} as const satisfies Record<FormType, string>;

const formPages = {
  contact: "Contact Page",
  hero_booking: "Home Page",
} as const satisfies Record<FormType, string>;

/** 'Contact Form Submission (Contact Page) - 20/11/2025': the date as day/month/year, local. */
export function enquirySubject(formType: FormType, date: Date): string {
  return `Contact Form Submission (${formPages[formType]}) - ${date.getDate()}/${date.getMonth() + 1}/${date.getFullYear()}`;
}

/** The language to reply in, as the operator's e-mail names it: "German (Deutsch)". */
export function replyLanguage(locale: Locale): string {
  const english = new Intl.DisplayNames(["en"], { type: "language" }).of(locale) ?? locale;
  return locale === "en" ? english : `${english} (${localeNames[locale]})`;
}

/** The label the forms show for a chosen value, for the operator's e-mail. */
export function optionLabel(field: EnquiryField, value: string): string {
  const options: Partial<Record<EnquiryField, readonly Option[]>> = {
    safariInterest: safariInterestOptions,
    groupSize: groupSizeOptions,
    budget: budgetOptions,
  };
  return options[field]?.find((option) => option.value === value)?.label ?? value;
}
