import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/tour-card.tsx, in German. */
export const tourCardCopy: Pick<KitMessages, "tourCard"> = {
  tourCard: {
    photos: {
      one: "{count} Foto",
      other: "{count} Fotos",
    },
    keyHighlights: "Höhepunkte",
    moreDays: {
      one: "{count} weiterer Tag",
      other: "{count} weitere Tage",
    },
    basis: {
      perPersonForTwo: "pro Person (bei 2 Reisenden)",
      forTwo: "für 2 Reisende",
      solo: "für Alleinreisende",
    },
    viewDetails: "Alle Details ansehen",
    bookNow: "Jetzt buchen",
    compare: "Vergleichen",
    show: "Reiseverlauf und Preise anzeigen",
    hide: "Reiseverlauf und Preise ausblenden",
    tabs: "{title}: Details",
    tab: {
      itinerary: "Reiseverlauf",
      pricing: "Preise",
      included: "Leistungen",
      gallery: "Galerie",
    },
    readyTitle: "Bereit zum Buchen?",
    readyText:
      "Nennen Sie uns Ihre Reisedaten und Gruppengröße – wir antworten innerhalb von 24 Stunden.",
    noPhotos: "Fotos dieser Safari folgen in Kürze.",
    fullItinerary: "Vollständiger Reiseverlauf, Preise und Fotos",
  },
};
