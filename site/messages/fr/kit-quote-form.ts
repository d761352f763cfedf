import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/quote-form.tsx, in French. */
export const quoteFormCopy: Pick<KitMessages, "quoteForm"> = {
  quoteForm: {
    nameRequired: "Veuillez indiquer vos nom et prénom.",
    emailRequired: "Veuillez indiquer votre adresse e-mail.",
    emailInvalid: "Veuillez saisir une adresse e-mail valide, par exemple nom@example.com.",
    check: "Veuillez vérifier {which} : {fields}.",
    checkWhich: {
      one: "ce champ",
      other: "ces champs",
    },
    fieldSeparator: ", ",
    send: "Envoyer la demande",
    reply: "Nous vous répondons sous 24 heures.",
    retry: "Réessayer",
  },
};
