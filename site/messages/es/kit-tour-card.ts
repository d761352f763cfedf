import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/tour-card.tsx, in Spanish. */
export const tourCardCopy: Pick<KitMessages, "tourCard"> = {
  tourCard: {
    photos: {
      one: "{count} foto",
      other: "{count} fotos",
    },
    keyHighlights: "Lo más destacado",
    moreDays: {
      one: "{count} día más",
      other: "{count} días más",
    },
    basis: {
      perPersonForTwo: "por persona (base 2 personas)",
      forTwo: "para 2 personas",
      solo: "en solitario",
    },
    viewDetails: "Ver todos los detalles",
    bookNow: "Reservar ahora",
    compare: "Comparar",
    show: "Ver itinerario y precios",
    hide: "Ocultar itinerario y precios",
    tabs: "{title}: detalles",
    tab: {
      itinerary: "Itinerario",
      pricing: "Precios",
      included: "Qué incluye",
      gallery: "Galería",
    },
    readyTitle: "¿Te animas a reservar?",
    readyText: "Dinos tus fechas y cuántos sois; te respondemos en menos de 24 horas.",
    noPhotos: "Pronto publicaremos fotos de este safari.",
    fullItinerary: "Itinerario completo, precios y fotos",
  },
};
