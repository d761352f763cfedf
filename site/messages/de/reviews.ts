import type { Catalogue } from "../catalogue";
import type { reviewsMessages as english } from "../en/reviews";

export const reviewsMessages: Catalogue<typeof english> = {
  meta: {
    description:
      "Was Reisende nach ihrer Safari mit uns geschrieben haben: jede Bewertung so, wie sie verfasst wurde, in ihrer eigenen Sprache und mit ihren Sternen.",
    tourTitle: "Bewertungen: {tour}",
    tourDescription:
      "Was Reisende nach der Safari „{tour}“ geschrieben haben: jede Bewertung so, wie sie verfasst wurde, in ihrer eigenen Sprache und mit ihren Sternen.",
  },
  intro:
    "Jede Bewertung hier stammt von Reisenden, die wirklich mit uns unterwegs waren. Wir fragen nach der Reise, veröffentlichen ihre Worte unverändert und antworten, wo wir können.",
  filters: "Bewertungen filtern",
  tour: "Safari",
  allTours: "Alle Safaris",
  rating: "Sterne",
  allRatings: "Alle Bewertungen",
  stars: { one: "{count} Stern", other: "{count} Sterne" },
  noMatch: "Noch keine Bewertung mit diesen Sternen.",
  empty:
    "Noch sind keine Bewertungen veröffentlicht. Sobald die ersten Reisenden der Saison zurück sind, lesen Sie hier, was sie erlebt haben.",
  aboutTour: "Safari: {tour}",
  sectionTitle: "Das sagen unsere Reisenden",
  allOfTour: "Alle Bewertungen dieser Safari",
  homeTitle: "Von unseren Reisenden",
  homeAll: "Alle Bewertungen lesen",
};
