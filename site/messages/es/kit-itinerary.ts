import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/itinerary.tsx, in Spanish. */
export const itineraryCopy: Pick<KitMessages, "itinerary"> = {
  itinerary: {
    empty: "El programa día a día te lo enviamos junto con la propuesta.",
    day: "Día {number}",
    separator: ": ",
    accommodation: "Alojamiento:",
    mealPlan: "Régimen de comidas:",
    note: "Nota:",
  },
};
