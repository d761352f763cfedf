import type { Catalogue } from "../catalogue";
import type { toursMessages as english } from "../en/tours";

export const toursMessages: Catalogue<typeof english> = {
  eyebrow: "Nos circuits",
  title: "Safaris au Kenya et en Tanzanie",
  description:
    "Tous nos itinéraires, avec les lodges, le programme jour par jour et des prix par personne transparents. Tous nos safaris sont privés, de 2 à 6 personnes par véhicule.",
  searchLabel: "Trouver un safari",
  textLabel: "Rechercher un safari",
  durationLabel: "Durée",
  allDurations: "Toutes les durées",
  search: "Rechercher",
  popular: "Les plus recherchés :",
  quickFilters: {
    masaiMara: "Masai Mara",
    amboseli: "Amboseli",
    lakeNakuru: "Lac Nakuru",
    luxury: "Luxe",
  },
  showingAll: { one: "{count} safari affiché", other: "Les {count} safaris sont affichés" },
  showingSome: {
    one: "Safari affiché : {shown} sur {count}",
    other: "Safaris affichés : {shown} sur {count}",
  },
  meta: {
    title: "Safaris au Kenya et en Tanzanie : nos circuits",
    description:
      "{count} safaris privés au Kenya et en Tanzanie, de {shortest} à {longest} jours : itinéraires, lodges et prix par personne pour le Masai Mara, Amboseli, Samburu, Ol Pejeta, le lac Nakuru et le Serengeti.",
  },
};
