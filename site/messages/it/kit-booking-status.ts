import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/booking-status.tsx, in Italian. */
export const bookingStatusCopy: Pick<KitMessages, "bookingStatus"> = {
  bookingStatus: {
    stage: {
      "deposit-due": "Acconto da versare",
      "full-due": "Pagamento da effettuare",
      "deposit-paid": "Acconto versato",
      "paid-in-full": "Saldato per intero",
    },
    depositDue:
      "Per confermare la prenotazione, versate l'acconto di {amount}. Il saldo di {balance} è da pagare entro il {date}.",
    fullDue:
      "Il vostro safari inizia a breve: per confermare la prenotazione è quindi dovuto subito l'intero importo di {amount}.",
    depositPaidOn:
      "Grazie! Il vostro acconto di {amount} ci è arrivato il {date} e la prenotazione è confermata.",
    depositPaid:
      "Grazie! Il vostro acconto di {amount} ci è arrivato e la prenotazione è confermata.",
    paidInFull: "Grazie! Il vostro safari è interamente pagato. Non dovete versare altro.",
    figures: {
      total: "Prezzo totale",
      deposit: "Acconto",
      paid: "Pagato",
      balance: "Saldo",
      dueBy: "Da pagare entro il",
    },
    pay: {
      deposit: "Versa l'acconto di {amount}",
      balance: "Paga il saldo di {amount}",
      full: "Paga {amount}",
    },
    opening: "Apertura della pagina di pagamento…",
    payHint:
      "Pagate con carta o M-Pesa sulla pagina sicura di Pesapal, il nostro fornitore di pagamenti. I dati della vostra carta non arrivano mai a noi.",
    notice: {
      pending:
        "Pesapal sta confermando il vostro pagamento. Questa pagina si aggiorna da sola non appena la conferma arriva.",
      failed:
        "Il pagamento non è andato a buon fine e non è stato addebitato nulla. Riprovate oppure pagate in un altro modo.",
      cancelled:
        "Avete annullato il pagamento, quindi non è stato addebitato nulla. Potete pagare quando volete.",
    },
  },
};
