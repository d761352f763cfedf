import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/pricing-card.tsx, in German. */
export const pricingCardCopy: Pick<KitMessages, "pricing" | "pricingCard"> = {
  pricing: {
    from: "Ab",
    varies: "Preise je nach Saison und Gruppengröße",
    onRequest: {
      title: "Kontaktieren Sie uns",
      note: "Für einen individuellen Preis",
    },
    rows: {
      solo: "Für Alleinreisende",
      forTwo: "Für 2 Reisende",
      perPersonForTwo: "Pro Person (bei 2 Reisenden)",
    },
    bestValue: "Bestes Preis-Leistungs-Verhältnis",
    rowOnRequest: "Auf Anfrage",
    book: "Diese Safari buchen",
    quote: "Individuelles Angebot anfordern",
  },
  pricingCard: {
    title: "Preise und Buchung",
  },
};
