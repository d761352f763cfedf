/**
 * The enquiry contract: what an enquiry holds, how the forms label and limit
 * it, where it is stored and which function e-mails it. The forms, the submit helpers, the
 * embedded Appwrite service, the e-mail function and `npm run enquiries` all read it from here,
 * and a test holds appwrite.config.json to it.
 */

import {
  emailPattern,
  enquiryFieldKeys,
  enquiryFieldSpecs,
  optionsKey,
  type ChoiceField,
  type EnquiryField,
  type EnquiryFieldSpec,
} from "./enquiry-fields";
import { enquiryIds } from "./enquiry-ids";
import enquiryForm from "../generated/texts/enquiry-form.json" with { type: "json" };
import { englishNames, locales, localeNames, type Locale } from "./locales";

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

/**
 * The choice fields' options, each the value the collection stores and the forms' label for it
 * (budgets per person, in USD).
 */
export const { budgetOptions, groupSizeOptions, safariInterestOptions } = enquiryForm;

const { fields, bookingPanel } = enquiryForm;

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

/** One field of an enquiry (data/domain/enquiry-fields.ts) with its words in the page's language. */
export type EnquiryFieldDefinition = Omit<EnquiryFieldSpec, "options" | "placeholder"> & {
  label: string;
  placeholder?: string;
  options?: readonly Option[];
};

type WithWords<Spec> = Omit<Spec, "options" | "placeholder"> & {
  label: string;
  placeholder?: string;
} & (Spec extends { options: readonly string[] } ? { options: readonly Option[] } : unknown);

function withWords(key: EnquiryField): EnquiryFieldDefinition {
  const { options, ...spec }: EnquiryFieldSpec = enquiryFieldSpecs[key];
  // The forms' copy gives a placeholder to every field whose spec says it has one.
  const worded = { ...spec, ...fields[key] } as EnquiryFieldDefinition;
  return options ? { ...worded, options: enquiryForm[optionsKey(key as ChoiceField)] } : worded;
}

/**
 * The enquiry's fields (data/domain/enquiry-fields.ts) with their words, in the contact form's order:
 * the contact form, the sending, the stored collection, the server, the operator's e-mail,
 * `npm run enquiries` and the desk read them here.
 */
export const enquiryFields = Object.fromEntries(
  enquiryFieldKeys.map((key) => [key, withWords(key)]),
) as { [K in EnquiryField]: WithWords<(typeof enquiryFieldSpecs)[K]> };

export { emailPattern, enquiryFieldKeys, type EnquiryField };

const definition = (key: EnquiryField): EnquiryFieldDefinition => enquiryFields[key];

function storedAs(key: EnquiryField): Attribute {
  const { control, options, maxLength, stored } = definition(key);
  const required = stored === "required";
  if (options) return { key, kind: "enum", elements: values(options), required };
  return { key, kind: control === "email" ? "email" : "string", size: maxLength ?? 0, required };
}

/** The `messages` collection: one document per enquiry, as both forms store it. */
export const enquiryAttributes: readonly Attribute[] = [
  { key: "formType", kind: "enum", elements: formTypes, required: true },
  ...enquiryFieldKeys.map(storedAs),
  { key: "submittedAt", kind: "datetime", required: true },
  // The language of the page the traveller wrote from, to reply in; older enquiries have none.
  { key: "locale", kind: "enum", elements: locales, required: false },
];

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

/** The home page's Book Now panel; the first name is stored as `name`, the sum not at all. */
export const bookingPanelFields = {
  firstName: { ...bookingPanel.firstName, maxLength: enquiryFields.name.maxLength },
  email: {
    ...bookingPanel.email,
    maxLength: enquiryFields.email.maxLength,
    pattern: emailPattern,
  },
  phone: { ...bookingPanel.phone, maxLength: enquiryFields.phone.maxLength },
  message: {
    ...bookingPanel.message,
    maxLength: enquiryFields.message.maxLength,
  },
  sum: bookingPanel.sum,
} as const satisfies Record<string, FieldCopy>;

/** The operator's e-mail lists these attributes, in this order, with these labels. */
export const emailFieldLabels = {
  ...(Object.fromEntries(
    enquiryFieldKeys.map((key) => [key, enquiryFields[key].operatorLabel]),
  ) as Record<EnquiryField, string>),
  locale: "Reply in",
  formType: "Form",
  submittedAt: "Submitted At",
} satisfies Record<keyof Enquiry, string>;

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
  return locale === "en"
    ? englishNames[locale]
    : `${englishNames[locale]} (${localeNames[locale]})`;
}

/** The label the forms show for a chosen value, for the operator's e-mail and the desk. */
export function optionLabel(field: EnquiryField, value: string): string {
  return definition(field).options?.find((option) => option.value === value)?.label ?? value;
}
