import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/itinerary.tsx, in French. */
export const itineraryCopy: Pick<KitMessages, "itinerary"> = {
  itinerary: {
    empty: "Le programme jour par jour vous est communiqué avec votre proposition.",
    day: "Jour {number}",
    separator: " : ",
    accommodation: "Hébergement :",
    mealPlan: "Formule de repas :",
    note: "À noter :",
  },
};
