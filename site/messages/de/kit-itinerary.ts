import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/itinerary.tsx, in German. */
export const itineraryCopy: Pick<KitMessages, "itinerary"> = {
  itinerary: {
    empty: "Den Tagesablauf erhalten Sie mit Ihrem Reisevorschlag.",
    day: "Tag {number}",
    separator: ": ",
    accommodation: "Unterkunft:",
    mealPlan: "Verpflegung:",
    note: "Hinweis:",
  },
};
