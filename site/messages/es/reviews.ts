import type { Catalogue } from "../catalogue";
import type { reviewsMessages as english } from "../en/reviews";

export const reviewsMessages: Catalogue<typeof english> = {
  meta: {
    description:
      "Lo que escribieron los viajeros después de su safari con nosotros: cada opinión tal como la redactaron, en su idioma y con su valoración.",
    tourTitle: "Opiniones: {tour}",
    tourDescription:
      "Lo que escribieron los viajeros después del safari {tour}: cada opinión tal como la redactaron, en su idioma y con su valoración.",
  },
  intro:
    "Todas las opiniones de esta página son de viajeros que hicieron el viaje con nosotros. Se las pedimos al terminar, publicamos sus palabras sin retocarlas y respondemos siempre que podemos.",
  filters: "Filtrar las opiniones",
  tour: "Safari",
  allTours: "Todos los safaris",
  rating: "Valoración",
  allRatings: "Todas las valoraciones",
  stars: { one: "{count} estrella", other: "{count} estrellas" },
  noMatch: "Todavía no hay opiniones con esta valoración.",
  empty:
    "Aún no hemos publicado ninguna opinión. En cuanto vuelvan los primeros viajeros de la temporada, podrá leerlas aquí.",
  aboutTour: "Safari: {tour}",
  sectionTitle: "Lo que dicen los viajeros",
  allOfTour: "Todas las opiniones de este safari",
  homeTitle: "Nuestros viajeros cuentan",
  homeAll: "Leer todas las opiniones",
};
