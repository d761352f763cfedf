import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/itinerary.tsx, in Italian. */
export const itineraryCopy: Pick<KitMessages, "itinerary"> = {
  itinerary: {
    empty: "Il programma giorno per giorno vi verrà inviato insieme alla proposta.",
    day: "Giorno {number}",
    separator: ": ",
    accommodation: "Alloggio:",
    mealPlan: "Piano pasti:",
    note: "Nota:",
  },
};
