import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/field.tsx, in English. */
export const fieldCopy: Pick<KitMessages, "form" | "input"> = {
  form: {
    sending: "Sending...",
    error: "Sorry, something went wrong. Please try again.",
  },
  input: {
    searchTours: "Search tours...",
  },
};
