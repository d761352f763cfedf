import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/quote-form.tsx, in English. */
export const quoteFormCopy: Pick<KitMessages, "quoteForm"> = {
  quoteForm: {
    nameRequired: "Please enter your full name.",
    emailRequired: "Please enter your email address.",
    emailInvalid: "Please enter a valid email address, such as name@example.com.",
    check: "Please check {which}: {fields}.",
    checkWhich: {
      one: "this field",
      other: "these fields",
    },
    fieldSeparator: ", ",
    send: "Send Inquiry",
    reply: "We reply within 24 hours.",
    retry: "Try again",
  },
};
