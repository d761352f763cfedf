import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/quote-form.tsx, in Spanish. */
export const quoteFormCopy: Pick<KitMessages, "quoteForm"> = {
  quoteForm: {
    nameRequired: "Escribe tu nombre y apellidos.",
    emailRequired: "Escribe tu correo electrónico.",
    emailInvalid: "Escribe un correo electrónico válido, como nombre@example.com.",
    check: "Revisa {which}: {fields}.",
    checkWhich: {
      one: "este campo",
      other: "estos campos",
    },
    fieldSeparator: ", ",
    send: "Enviar consulta",
    reply: "Te respondemos en menos de 24 horas.",
    retry: "Reintentar",
  },
};
