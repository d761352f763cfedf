import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/pricing-card.tsx, in Spanish. */
export const pricingCardCopy: Pick<KitMessages, "pricing" | "pricingCard"> = {
  pricing: {
    from: "Desde",
    varies: "Los precios varían según la temporada y el número de viajeros",
    onRequest: {
      title: "Consúltanos",
      note: "Para un precio a medida",
    },
    rows: {
      solo: "En solitario",
      forTwo: "Para 2 personas",
      perPersonForTwo: "Por persona (base 2 personas)",
    },
    bestValue: "Mejor relación calidad-precio",
    rowOnRequest: "A consultar",
    book: "Reservar este safari",
    quote: "Pedir presupuesto a medida",
  },
  pricingCard: {
    title: "Precios y reservas",
  },
};
