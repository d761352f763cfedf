import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/field.tsx, in French. */
export const fieldCopy: Pick<KitMessages, "form" | "input"> = {
  form: {
    sending: "Envoi en cours…",
    error: "Une erreur s’est produite. Veuillez réessayer.",
  },
  input: {
    searchTours: "Rechercher un safari…",
  },
};
