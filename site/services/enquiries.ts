/**
 * Sending an enquiry, from the contact page's form and from the hero's booking panel.
 *
 *   const draft = useEnquiryDraft("contact", emptyQuoteValues(enquiryFields));   // ui/enquiry-drafts.ts
 *   await submitContactEnquiry(draft.values, { documentId: draft.documentId });
 *   draft.clear();
 *
 * Each call stores the enquiry in the `messages` collection under `documentId`, records the
 * analytics event, then runs the e-mail function and waits for it. It resolves once the enquiry
 * is stored, even if the e-mail fails (that is only logged as a warning), and rejects when the
 * enquiry could not be stored, so the form keeps what the traveller typed.
 *
 * `documentId` makes retries safe: pass the same id again after a failure and the enquiry is
 * stored once. If an earlier attempt was stored but its answer was lost, the service answers
 * 409 document_already_exists; that counts as sent, and the e-mail is still triggered.
 */
import { locale } from "../i18n/current-locale";
import { AppwriteException, ExecutionMethod, type Models } from "appwrite";
import {
  enquiryFieldKeys,
  type Enquiry,
  type EnquiryField,
  type FormType,
} from "../../data/domain/enquiry";
import {
  enquiryData,
  enquiryEmailBody,
  heroBookingFields,
  type EnquiryData,
  type HeroBookingForm as BookingFields,
} from "../../data/domain/enquiry-sending";
import { track } from "./analytics";
import { appwrite } from "./appwrite";

/** The contact form's fields (data/domain/enquiry.ts), "" when left empty. Empty fields are not stored. */
export type ContactForm = Record<EnquiryField, string>;

/** The home page's Book Now panel. The '4 + 4 =' answer is neither checked nor stored. */
export type HeroBookingForm = BookingFields & { answer?: string };

export const emptyHeroBookingForm: HeroBookingForm = {
  firstName: "",
  email: "",
  phone: "",
  message: "",
  answer: "",
};

type DocumentMeta = Pick<
  Models.Document,
  "$id" | "$databaseId" | "$collectionId" | "$createdAt" | "$updatedAt" | "$permissions"
>;

/**
 * The stored enquiry as the service returns it (fields not filled in are null), or, after a 409,
 * the same shape rebuilt from what was sent.
 */
export type SavedEnquiry = Enquiry & DocumentMeta;

export type SubmitOptions = { documentId: string };

function isAlreadyStored(error: unknown): boolean {
  return (
    error instanceof AppwriteException &&
    error.code === 409 &&
    error.type === "document_already_exists"
  );
}

function savedEnquiry(meta: DocumentMeta, values: EnquiryData): SavedEnquiry {
  const fields = Object.fromEntries(
    enquiryFieldKeys.map((key) => [key, values[key] ?? null]),
  ) as Record<EnquiryField, string | null>;
  return {
    ...fields,
    formType: values.formType,
    submittedAt: values.submittedAt,
    locale: values.locale,
    $id: meta.$id,
    $databaseId: meta.$databaseId,
    $collectionId: meta.$collectionId,
    $createdAt: meta.$createdAt,
    $updatedAt: meta.$updatedAt,
    $permissions: meta.$permissions,
  };
}

async function storeEnquiry(documentId: string, data: EnquiryData): Promise<SavedEnquiry> {
  const { databases, ids } = appwrite();
  try {
    const document = await databases.createDocument<Models.Document & EnquiryData>({
      databaseId: ids.databaseId,
      collectionId: ids.messagesCollectionId,
      documentId,
      data,
    });
    return savedEnquiry(document, document);
  } catch (error) {
    if (!isAlreadyStored(error)) throw error;
    return savedEnquiry(
      {
        $id: documentId,
        $databaseId: ids.databaseId,
        $collectionId: ids.messagesCollectionId,
        $createdAt: data.submittedAt,
        $updatedAt: data.submittedAt,
        $permissions: [],
      },
      data,
    );
  }
}

/** Asks the e-mail function for the enquiry's e-mail and waits for it. */
async function emailEnquiry(data: EnquiryData, documentId: string) {
  const { functions, ids } = appwrite();
  try {
    const execution = await functions.createExecution({
      functionId: ids.emailFunctionId,
      body: enquiryEmailBody(data, documentId),
      async: false,
      xpath: "/",
      method: ExecutionMethod.POST,
      headers: { "content-type": "application/json" },
    });
    if (execution.status === "failed" || execution.responseStatusCode >= 400) {
      console.warn(
        `The enquiry ${documentId} is saved, but its e-mail failed (${execution.status}, ${execution.responseStatusCode}): ${execution.responseBody}`,
      );
    }
  } catch (error) {
    console.warn(
      `The enquiry ${documentId} is saved, but its e-mail could not be triggered:`,
      error,
    );
  }
}

async function submit(
  formType: FormType,
  fields: Partial<Record<EnquiryField, string>>,
  { documentId }: SubmitOptions,
): Promise<SavedEnquiry> {
  const data = enquiryData(formType, fields, locale);
  const saved = await storeEnquiry(documentId, data);
  if (formType === "contact") track("get_quote_submitted", { source: "contact_page" });
  else track("book_now_submitted");
  await emailEnquiry(data, documentId);
  return saved;
}

/** The Contact page's quote form. */
export function submitContactEnquiry(
  form: ContactForm,
  options: SubmitOptions,
): Promise<SavedEnquiry> {
  return submit(
    "contact",
    {
      name: form.name,
      email: form.email,
      phone: form.phone,
      safariInterest: form.safariInterest,
      groupSize: form.groupSize,
      budget: form.budget,
      preferredDates: form.preferredDates,
      message: form.message,
    },
    options,
  );
}

/** The home page's Book Now panel; the first name is stored as `name`. */
export function submitHeroBooking(
  form: HeroBookingForm,
  options: SubmitOptions,
): Promise<SavedEnquiry> {
  return submit("hero_booking", heroBookingFields(form), options);
}
