import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/tour-card.tsx, in French. */
export const tourCardCopy: Pick<KitMessages, "tourCard"> = {
  tourCard: {
    photos: {
      one: "{count} photo",
      other: "{count} photos",
    },
    keyHighlights: "Points forts",
    moreDays: {
      one: "{count} autre jour",
      other: "{count} autres jours",
    },
    basis: {
      perPersonForTwo: "par personne (base 2 voyageurs)",
      forTwo: "pour 2 voyageurs",
      solo: "en solo",
    },
    viewDetails: "Voir tous les détails",
    bookNow: "Réserver",
    compare: "Comparer",
    show: "Voir l’itinéraire et les prix",
    hide: "Masquer l’itinéraire et les prix",
    tabs: "{title} : détails",
    tab: {
      itinerary: "Itinéraire",
      pricing: "Tarifs",
      included: "Prestations",
      gallery: "Galerie",
    },
    readyTitle: "Envie de réserver ?",
    readyText:
      "Indiquez-nous vos dates et le nombre de voyageurs ; nous vous répondons sous 24 heures.",
    noPhotos: "Les photos de ce safari arrivent bientôt.",
    fullItinerary: "Itinéraire complet, tarifs et photos",
  },
};
