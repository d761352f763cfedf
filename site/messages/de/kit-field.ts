import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/field.tsx, in German. */
export const fieldCopy: Pick<KitMessages, "form" | "input"> = {
  form: {
    sending: "Wird gesendet …",
    error: "Leider ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.",
  },
  input: {
    searchTours: "Safaris durchsuchen …",
  },
};
