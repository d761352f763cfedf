import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/field.tsx, in Spanish. */
export const fieldCopy: Pick<KitMessages, "form" | "input"> = {
  form: {
    sending: "Enviando…",
    error: "Lo sentimos, algo ha fallado. Vuelve a intentarlo.",
  },
  input: {
    searchTours: "Buscar safaris…",
  },
};
