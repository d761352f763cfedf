import type { Catalogue } from "../catalogue";
import type { homeMessages as english } from "../en/home";

export const homeMessages: Catalogue<typeof english> = {
  hero: {
    eyebrow: "Safaris en Kenia y Tanzania",
    title: "Safaris privados, organizados desde Nairobi",
    text: "El Masái Mara, Amboseli, Samburu y el Serengueti en tu propio 4x4 con techo elevable, con guías que han crecido junto a esta fauna.",
    exploreTours: "Ver safaris",
    getQuote: "Pedir presupuesto",
    since: "Desde {year}",
    reply: "Respuesta {responseTime}",
  },
  packages: {
    eyebrow: "Los más populares",
    title: "Los safaris favoritos de nuestros viajeros",
    description:
      "Itinerarios cerrados con precios honestos por persona, listos para reservar o para adaptarlos a tus fechas.",
    seeAll: "Ver todos los safaris",
  },
  destinations: {
    eyebrow: "Adónde vamos",
    title: "Destinos",
    description:
      "Seis parques y reservas de Kenia, cada uno con su fauna y su temporada; nuestros viajes los combinan.",
  },
  gallery: {
    eyebrow: "Galería",
    title: "Momentos en plena sabana",
    description:
      "Fotografías de los parques y reservas que visitamos, del río Mara al borde del cráter del Ngorongoro.",
    viewAll: "Ver todas las fotos",
  },
  partners: {
    eyebrow: "Colaboradores",
    title: "Trabajamos con los organismos de conservación y turismo de Kenia",
  },
  services: {
    eyebrow: "Servicios",
    title: "Todo lo que necesita tu safari",
    description:
      "Desde el aeropuerto hasta la última salida de safari, un mismo equipo en Nairobi se ocupa de cada detalle.",
  },
  tips: {
    eyebrow: "Consejos de viaje",
    title: "Antes de salir",
    description:
      "Lo que nuestros guías cuentan a todos los viajeros: temporadas, equipaje, salud y dinero.",
  },
  faq: {
    eyebrow: "Preguntas frecuentes",
    title: "Las dudas más habituales",
    description: "¿Tienes alguna otra duda? Escríbenos a {email}; te respondemos {responseTime}.",
  },
};
