import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/quote-form.tsx, in German. */
export const quoteFormCopy: Pick<KitMessages, "quoteForm"> = {
  quoteForm: {
    nameRequired: "Bitte geben Sie Ihren vollständigen Namen ein.",
    emailRequired: "Bitte geben Sie Ihre E-Mail-Adresse ein.",
    emailInvalid: "Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@example.com.",
    check: "Bitte prüfen Sie {which}: {fields}.",
    checkWhich: {
      one: "dieses Feld",
      other: "diese Felder",
    },
    fieldSeparator: ", ",
    send: "Anfrage senden",
    reply: "Wir antworten innerhalb von 24 Stunden.",
    retry: "Erneut versuchen",
  },
};
