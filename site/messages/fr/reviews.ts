import type { Catalogue } from "../catalogue";
import type { reviewsMessages as english } from "../en/reviews";

export const reviewsMessages: Catalogue<typeof english> = {
  meta: {
    description:
      "Ce que les voyageurs ont écrit après leur safari avec nous : chaque avis tel qu’il a été rédigé, dans sa langue, avec sa note.",
    tourTitle: "Avis sur {tour}",
    tourDescription:
      "Ce que les voyageurs ont écrit après le circuit {tour} : chaque avis tel qu’il a été rédigé, dans sa langue, avec sa note.",
  },
  intro:
    "Chaque avis publié ici vient d’un voyageur qui est parti avec nous. Nous le demandons une fois le voyage terminé, nous publions ses mots sans les retoucher et nous y répondons quand nous le pouvons.",
  filters: "Filtrer les avis",
  tour: "Circuit",
  allTours: "Tous les circuits",
  rating: "Note",
  allRatings: "Toutes les notes",
  stars: { one: "{count} étoile", other: "{count} étoiles" },
  noMatch: "Aucun avis avec cette note pour l’instant.",
  empty:
    "Aucun avis n’a encore été publié. Dès que nos premiers voyageurs de la saison seront rentrés, vous pourrez les lire ici.",
  aboutTour: "Circuit : {tour}",
  sectionTitle: "L’avis des voyageurs",
  allOfTour: "Tous les avis sur ce circuit",
  homeTitle: "La parole à nos voyageurs",
  homeAll: "Lire tous les avis",
};
