import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/booking-status.tsx, in German. */
export const bookingStatusCopy: Pick<KitMessages, "bookingStatus"> = {
  bookingStatus: {
    stage: {
      "deposit-due": "Anzahlung fällig",
      "full-due": "Zahlung fällig",
      "deposit-paid": "Anzahlung bezahlt",
      "paid-in-full": "Vollständig bezahlt",
    },
    depositDue:
      "Bitte leisten Sie die Anzahlung von {amount}, um Ihre Buchung zu bestätigen. Der Restbetrag von {balance} ist bis zum {date} fällig.",
    fullDue:
      "Ihre Safari beginnt bald. Daher ist der volle Betrag von {amount} jetzt fällig, um Ihre Buchung zu bestätigen.",
    depositPaidOn:
      "Vielen Dank! Ihre Anzahlung von {amount} ist am {date} bei uns eingegangen, Ihre Buchung ist bestätigt.",
    depositPaid:
      "Vielen Dank! Ihre Anzahlung von {amount} ist bei uns eingegangen, Ihre Buchung ist bestätigt.",
    paidInFull: "Vielen Dank! Ihre Safari ist vollständig bezahlt. Sie müssen nichts mehr zahlen.",
    figures: {
      total: "Gesamtpreis",
      deposit: "Anzahlung",
      paid: "Bezahlt",
      balance: "Restbetrag",
      dueBy: "Fällig bis",
    },
    pay: {
      deposit: "Anzahlung von {amount} leisten",
      balance: "Restbetrag von {amount} zahlen",
      full: "{amount} zahlen",
    },
    opening: "Die Zahlungsseite wird geöffnet …",
    payHint:
      "Sie zahlen per Karte oder M-Pesa auf der sicheren Seite von Pesapal, unserem Zahlungsdienstleister. Ihre Kartendaten erreichen uns nie.",
    notice: {
      pending:
        "Ihre Zahlung wird gerade von Pesapal bestätigt. Diese Seite aktualisiert sich von selbst, sobald das geschehen ist.",
      failed:
        "Ihre Zahlung ist nicht durchgegangen, es wurde nichts abgebucht. Bitte versuchen Sie es erneut oder zahlen Sie auf anderem Weg.",
      cancelled:
        "Sie haben die Zahlung abgebrochen, es wurde nichts abgebucht. Sie können zahlen, sobald es Ihnen passt.",
    },
  },
};
