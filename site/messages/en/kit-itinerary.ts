import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/itinerary.tsx, in English. */
export const itineraryCopy: Pick<KitMessages, "itinerary"> = {
  itinerary: {
    empty: "The day-by-day plan is shared with your proposal.",
    day: "Day {number}",
    separator: ": ",
    accommodation: "Accommodation:",
    mealPlan: "Meal Plan:",
    note: "Note:",
  },
};
