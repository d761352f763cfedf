import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/tour-card.tsx, in Italian. */
export const tourCardCopy: Pick<KitMessages, "tourCard"> = {
  tourCard: {
    photos: {
      one: "{count} foto",
      other: "{count} foto",
    },
    keyHighlights: "Punti salienti",
    moreDays: {
      one: "{count} altro giorno",
      other: "{count} altri giorni",
    },
    basis: {
      perPersonForTwo: "a persona (base 2 viaggiatori)",
      forTwo: "per 2 viaggiatori",
      solo: "per viaggiatore singolo",
    },
    viewDetails: "Vedi tutti i dettagli",
    bookNow: "Prenota ora",
    compare: "Confronta",
    show: "Mostra programma e prezzi",
    hide: "Nascondi programma e prezzi",
    tabs: "{title}: dettagli",
    tab: {
      itinerary: "Itinerario",
      pricing: "Prezzi",
      included: "Cosa è incluso",
      gallery: "Galleria",
    },
    readyTitle: "Pronti a prenotare?",
    readyText: "Indicateci le date e il numero di partecipanti: rispondiamo entro 24 ore.",
    noPhotos: "Le foto di questo safari arriveranno presto.",
    fullItinerary: "Programma completo, prezzi e foto",
  },
};
