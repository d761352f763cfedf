import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/field.tsx, in Italian. */
export const fieldCopy: Pick<KitMessages, "form" | "input"> = {
  form: {
    sending: "Invio in corso…",
    error: "Ci dispiace, si è verificato un problema. Riprovate.",
  },
  input: {
    searchTours: "Cerca tra i safari…",
  },
};
