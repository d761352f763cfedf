/**
 * How an enquiry is sent, whichever way it goes: the script's (site/services/enquiries.ts, the
 * Appwrite SDK) or a form posted before the script ran (server/enquiry-post/, the same service
 * in-process). Both store the same document and ask the e-mail function for the same e-mail.
 */
import {
  enquiryFieldKeys,
  enquiryFields,
  enquirySubject,
  type EnquiryField,
  type FormType,
} from "./enquiry";
import type { Locale } from "./locales";

/** The enquiry document as sent: only the fields that were filled in. */
export type EnquiryData = { formType: FormType; submittedAt: string; locale: Locale } & Partial<
  Record<EnquiryField, string>
>;

/**
 * The document an enquiry is stored as: its form, when, the page's language (so the operator
 * replies in it) and the fields filled in, the address trimmed.
 */
export function enquiryData(
  formType: FormType,
  fields: Partial<Record<EnquiryField, string>>,
  locale: Locale,
  submittedAt = new Date(),
): EnquiryData {
  const data: EnquiryData = { formType, submittedAt: submittedAt.toISOString(), locale };
  for (const key of enquiryFieldKeys) {
    const value = fields[key];
    if (value === undefined || value === null || value.trim() === "") continue;
    data[key] = key === "email" ? value.trim() : value;
  }
  return data;
}

/** The home page's Book Now panel, as it names its fields; its '4 + 4 =' sum is not sent. */
export type HeroBookingForm = { firstName: string; email: string; phone: string; message: string };

/** The Book Now panel's fields as the enquiry stores them: the first name as `name`. */
export function heroBookingFields(form: HeroBookingForm): Partial<Record<EnquiryField, string>> {
  return { name: form.firstName, email: form.email, phone: form.phone, message: form.message };
}

/**
 * The fields each form checks before sending (ui/quote-validation.ts): every field of the contact
 * form as it declares it; the Book Now panel asks for an address only.
 */
export const checkedFields = {
  contact: enquiryFields,
  hero_booking: { email: enquiryFields.email },
} as const satisfies Record<FormType, Partial<typeof enquiryFields>>;

/**
 * The e-mail function's request body. It carries the enquiry's analytics fields too, but the
 * function reads only `documentId` and e-mails the stored enquiry, once.
 */
export function enquiryEmailBody(data: EnquiryData, documentId: string): string {
  return JSON.stringify({
    subject: enquirySubject(data.formType, new Date()),
    formType: data.formType,
    data,
    documentId,
  });
}
