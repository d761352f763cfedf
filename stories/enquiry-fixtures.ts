import enquiryForm from "../data/generated/texts/enquiry-form.json" with { type: "json" };
import { bookingPanelFields, enquiryFields } from "../data/domain/enquiry";
import type { Locale } from "../data/domain/locales";
import { generatedIn } from "./languages";

/** The enquiry forms' texts (content/site/enquiry-form.yaml) in `locale`. */
const formTextsIn = (locale: Locale) => generatedIn(locale, "texts/enquiry-form", enquiryForm);

/** The enquiry's fields in `locale`: their labels, placeholders and options by their ids. */
function enquiryFieldsIn(locale: Locale): typeof enquiryFields {
  const texts = formTextsIn(locale);
  return {
    name: { ...enquiryFields.name, ...texts.fields.name },
    email: { ...enquiryFields.email, ...texts.fields.email },
    phone: { ...enquiryFields.phone, ...texts.fields.phone },
    groupSize: {
      ...enquiryFields.groupSize,
      ...texts.fields.groupSize,
      options: texts.groupSizeOptions,
    },
    safariInterest: {
      ...enquiryFields.safariInterest,
      ...texts.fields.safariInterest,
      options: texts.safariInterestOptions,
    },
    budget: { ...enquiryFields.budget, ...texts.fields.budget, options: texts.budgetOptions },
    preferredDates: { ...enquiryFields.preferredDates, ...texts.fields.preferredDates },
    message: { ...enquiryFields.message, ...texts.fields.message },
  };
}

/** The home page's Book Now panel's fields in `locale`. */
function bookingPanelFieldsIn(locale: Locale): typeof bookingPanelFields {
  const texts = formTextsIn(locale).bookingPanel;
  return {
    firstName: { ...bookingPanelFields.firstName, ...texts.firstName },
    email: { ...bookingPanelFields.email, ...texts.email },
    phone: { ...bookingPanelFields.phone, ...texts.phone },
    message: { ...bookingPanelFields.message, ...texts.message },
    sum: texts.sum,
  };
}

export { bookingPanelFieldsIn, enquiryFieldsIn, formTextsIn };
