/**
 * What a mailbox's address can be, as an HTML `pattern` (matched whole, valid in both of the
 * patterns' regular expression modes): letters, digits, dots, "_", "+", "-" and "'" before the
 * "@", then a domain name. RFC 5322 also allows "?", "&", "=", "%" and more, which no mailbox
 * provider hands out and which a `mailto:` link reads as its query.
 */
export const emailPattern =
  "[A-Za-z0-9_+'\\-]+(?:\\.[A-Za-z0-9_+'\\-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9\\-]{0,61}[A-Za-z0-9])?\\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9\\-]{1,59})";

/**
 * One field of an enquiry: how the contact form asks for it, how it is stored and how the
 * operator sees it. A field with `options` is stored as one of their values; a text field as at
 * most `maxLength` characters. Its words (its label, the placeholder it has when `placeholder`
 * says so, its options' labels) are the forms' copy, content/site/enquiry-form.yaml.
 */
export type EnquiryFieldSpec = {
  /** The contact form's control. */
  control: "text" | "email" | "tel" | "select" | "textarea";
  /** The values a choice field stores, in the form's order. */
  options?: readonly [string, ...string[]];
  /** The empty field shows a placeholder. */
  placeholder?: true;
  maxLength?: number;
  /** The rule a typed value must match whole, as an HTML `pattern`. */
  pattern?: string;
  autoComplete?: string;
  /** The contact form sends nothing until it is filled in. */
  required?: true;
  /** Across both of the contact form's columns. */
  wide?: true;
  /** The collection refuses an enquiry without it: the address, which every form asks for. */
  stored?: "required";
  /** Its name in the operator's e-mail, on the desk and in the content editor. */
  operatorLabel: string;
};

/**
 * The enquiry's fields, declared once, in the contact form's order. The contact form, the
 * sending, the stored collection, the server, the operator's e-mail, `npm run enquiries`, the
 * desk and the content schema of the forms' copy read them (data/domain/enquiry.ts joins each to its
 * words). Nothing here reads a generated file, so the content schema can import it.
 */
export const enquiryFieldSpecs = {
  name: {
    control: "text",
    maxLength: 200,
    autoComplete: "name",
    required: true,
    operatorLabel: "Name",
  },
  email: {
    control: "email",
    maxLength: 254,
    pattern: emailPattern,
    autoComplete: "email",
    required: true,
    stored: "required",
    operatorLabel: "Email",
  },
  phone: { control: "tel", maxLength: 40, autoComplete: "tel", operatorLabel: "Phone" },
  groupSize: {
    control: "select",
    placeholder: true,
    options: ["1", "2", "3-4", "5-6", "7+"],
    operatorLabel: "Group Size",
  },
  safariInterest: {
    control: "select",
    placeholder: true,
    options: ["luxury", "midrange", "budget", "family", "photography", "custom"],
    operatorLabel: "Safari Interest",
  },
  budget: {
    control: "select",
    placeholder: true,
    options: ["under-2000", "2000-3000", "3000-5000", "5000-8000", "over-8000"],
    operatorLabel: "Budget (per person)",
  },
  preferredDates: {
    control: "text",
    placeholder: true,
    maxLength: 200,
    autoComplete: "off",
    wide: true,
    operatorLabel: "Preferred Travel Dates",
  },
  message: {
    control: "textarea",
    placeholder: true,
    maxLength: 5000,
    wide: true,
    operatorLabel: "Message",
  },
} as const satisfies Record<string, EnquiryFieldSpec>;

export type EnquiryField = keyof typeof enquiryFieldSpecs;
export const enquiryFieldKeys = Object.keys(enquiryFieldSpecs) as EnquiryField[];

/** The fields that are a choice among options. */
export type ChoiceField = {
  [K in EnquiryField]: (typeof enquiryFieldSpecs)[K] extends { options: readonly string[] }
    ? K
    : never;
}[EnquiryField];

/** Where the forms' copy lists a choice field's options: `groupSize` → `groupSizeOptions`. */
export function optionsKey<K extends ChoiceField>(key: K): `${K}Options` {
  return `${key}Options`;
}
