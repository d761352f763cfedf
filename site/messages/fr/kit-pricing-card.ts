import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/pricing-card.tsx, in French. */
export const pricingCardCopy: Pick<KitMessages, "pricing" | "pricingCard"> = {
  pricing: {
    from: "À partir de",
    varies: "Prix variables selon la saison et le nombre de voyageurs",
    onRequest: {
      title: "Contactez-nous",
      note: "Pour un tarif personnalisé",
    },
    rows: {
      solo: "Voyageur seul",
      forTwo: "Pour 2 voyageurs",
      perPersonForTwo: "Par personne (base 2 voyageurs)",
    },
    bestValue: "Meilleur rapport qualité-prix",
    rowOnRequest: "Sur demande",
    book: "Réserver ce safari",
    quote: "Demander un devis personnalisé",
  },
  pricingCard: {
    title: "Tarifs et réservation",
  },
};
