import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/pricing-card.tsx, in English. */
export const pricingCardCopy: Pick<KitMessages, "pricing" | "pricingCard"> = {
  pricing: {
    from: "From",
    varies: "Prices vary by season and group size",
    onRequest: {
      title: "Contact Us",
      note: "For personalized pricing",
    },
    rows: {
      solo: "Solo Traveler",
      forTwo: "For 2 Travelers",
      perPersonForTwo: "Per Person (2 travelers)",
    },
    bestValue: "Best value option",
    rowOnRequest: "On request",
    book: "Book This Safari",
    quote: "Get Custom Quote",
  },
  pricingCard: {
    title: "Pricing & Booking",
  },
};
