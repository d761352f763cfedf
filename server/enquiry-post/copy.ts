import type { Locale } from "../../data/domain/locales";
import type * as EnquiryCatalogue from "../../site/messages/en/enquiry";
import type * as QuoteFormCatalogue from "../../site/messages/en/kit-quote-form";

/**
 * The words the script shows with an enquiry form, in a page's language: the quote form's
 * messages for a field in error, and the thanks after a send. Read by their ids from the site's
 * own catalogues, so the answer to a form posted without script says what the script would.
 */
export type EnquiryCopy = {
  sent: (typeof EnquiryCatalogue)["enquiryMessages"];
  quoteForm: (typeof QuoteFormCatalogue)["quoteFormCopy"]["quoteForm"];
};

async function load(locale: Locale): Promise<EnquiryCopy> {
  const [enquiry, quoteForm] = await Promise.all([
    import(`../../site/messages/${locale}/enquiry.ts`) as Promise<typeof EnquiryCatalogue>,
    import(`../../site/messages/${locale}/kit-quote-form.ts`) as Promise<typeof QuoteFormCatalogue>,
  ]);
  return { sent: enquiry.enquiryMessages, quoteForm: quoteForm.quoteFormCopy.quoteForm };
}

const loaded = new Map<Locale, Promise<EnquiryCopy>>();

/** The enquiry forms' copy in `locale`, loaded once. */
export function enquiryCopy(locale: Locale): Promise<EnquiryCopy> {
  let copy = loaded.get(locale);
  if (!copy) {
    copy = load(locale);
    loaded.set(locale, copy);
  }
  return copy;
}
