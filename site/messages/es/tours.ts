import type { Catalogue } from "../catalogue";
import type { toursMessages as english } from "../en/tours";

export const toursMessages: Catalogue<typeof english> = {
  eyebrow: "Safaris",
  title: "Safaris en Kenia y Tanzania",
  description:
    "Todos nuestros itinerarios, con sus lodges, el programa día a día y precios honestos por persona. Todos los safaris son privados, de 2 a 6 personas por vehículo.",
  searchLabel: "Encuentra tu safari",
  textLabel: "Buscar safaris",
  durationLabel: "Duración",
  allDurations: "Cualquier duración",
  search: "Buscar",
  popular: "Lo más buscado:",
  quickFilters: {
    masaiMara: "Masái Mara",
    amboseli: "Amboseli",
    lakeNakuru: "Lago Nakuru",
    luxury: "Lujo",
  },
  showingAll: { one: "Mostrando {count} safari", other: "Mostrando los {count} safaris" },
  showingSome: {
    one: "Mostrando {shown} de {count} safari",
    other: "Mostrando {shown} de {count} safaris",
  },
  meta: {
    title: "Safaris en Kenia y Tanzania",
    description:
      "{count} safaris privados en Kenia y Tanzania, de {shortest} a {longest} días: itinerarios, lodges y precios por persona para el Masái Mara, Amboseli, Samburu, Ol Pejeta, el lago Nakuru y el Serengueti.",
  },
};
