import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/quote-form.tsx, in Italian. */
export const quoteFormCopy: Pick<KitMessages, "quoteForm"> = {
  quoteForm: {
    nameRequired: "Inserite nome e cognome.",
    emailRequired: "Inserite il vostro indirizzo e-mail.",
    emailInvalid: "Inserite un indirizzo e-mail valido, ad esempio nome@example.com.",
    check: "Controllate {which}: {fields}.",
    checkWhich: {
      one: "questo campo",
      other: "questi campi",
    },
    fieldSeparator: ", ",
    send: "Invia richiesta",
    reply: "Rispondiamo entro 24 ore.",
    retry: "Riprova",
  },
};
