import {
  bookingPanelFields,
  budgetOptions,
  enquiryFields,
  groupSizeOptions,
  safariInterestOptions,
} from "../data/enquiry";
import type { Locale } from "../data/locales";
import { constantIn } from "./languages";

/** The enquiry's fields in `locale`: their labels, placeholders and options by their ids. */
function enquiryFieldsIn(locale: Locale): typeof enquiryFields {
  const module = "data/enquiry.ts";
  const fields = constantIn(locale, module, "enquiryFields", enquiryFields);
  return {
    ...fields,
    groupSize: {
      ...fields.groupSize,
      options: constantIn(locale, module, "groupSizeOptions", groupSizeOptions),
    },
    safariInterest: {
      ...fields.safariInterest,
      options: constantIn(locale, module, "safariInterestOptions", safariInterestOptions),
    },
    budget: {
      ...fields.budget,
      options: constantIn(locale, module, "budgetOptions", budgetOptions),
    },
  };
}

/** The home page's Book Now panel's fields in `locale`. */
function bookingPanelFieldsIn(locale: Locale): typeof bookingPanelFields {
  return constantIn(locale, "data/enquiry.ts", "bookingPanelFields", bookingPanelFields);
}

export { bookingPanelFieldsIn, enquiryFieldsIn };
