import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/pricing-card.tsx, in Italian. */
export const pricingCardCopy: Pick<KitMessages, "pricing" | "pricingCard"> = {
  pricing: {
    from: "Da",
    varies: "I prezzi variano in base alla stagione e al numero di partecipanti",
    onRequest: {
      title: "Contattateci",
      note: "Per un prezzo personalizzato",
    },
    rows: {
      solo: "Viaggiatore singolo",
      forTwo: "Per 2 viaggiatori",
      perPersonForTwo: "A persona (base 2 viaggiatori)",
    },
    bestValue: "Miglior rapporto qualità-prezzo",
    rowOnRequest: "Su richiesta",
    book: "Prenota questo safari",
    quote: "Richiedi un preventivo su misura",
  },
  pricingCard: {
    title: "Prezzi e prenotazione",
  },
};
