import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/booking-status.tsx, in French. */
export const bookingStatusCopy: Pick<KitMessages, "bookingStatus"> = {
  bookingStatus: {
    stage: {
      "deposit-due": "Acompte à régler",
      "full-due": "Paiement à régler",
      "deposit-paid": "Acompte réglé",
      "paid-in-full": "Entièrement réglé",
    },
    depositDue:
      "Pour confirmer votre réservation, veuillez régler l’acompte de {amount}. Le solde de {balance} est à régler au plus tard le {date}.",
    fullDue:
      "Votre safari commence bientôt : la totalité du montant, soit {amount}, est donc à régler dès maintenant pour confirmer votre réservation.",
    depositPaidOn:
      "Merci ! Votre acompte de {amount} nous est parvenu le {date} et votre réservation est confirmée.",
    depositPaid:
      "Merci ! Votre acompte de {amount} nous est parvenu et votre réservation est confirmée.",
    paidInFull: "Merci ! Votre safari est entièrement réglé. Vous n’avez plus rien à payer.",
    figures: {
      total: "Prix total",
      deposit: "Acompte",
      paid: "Réglé",
      balance: "Solde",
      dueBy: "À régler avant le",
    },
    pay: {
      deposit: "Régler l’acompte de {amount}",
      balance: "Régler le solde de {amount}",
      full: "Régler {amount}",
    },
    opening: "Ouverture de la page de paiement…",
    payHint:
      "Vous payez par carte ou par M-Pesa sur la page sécurisée de Pesapal, notre prestataire de paiement. Les données de votre carte ne nous parviennent jamais.",
    notice: {
      pending:
        "Pesapal est en train de confirmer votre paiement. Cette page se mettra à jour d’elle-même dès que ce sera fait.",
      failed:
        "Votre paiement n’a pas abouti et rien n’a été débité. Veuillez réessayer ou payer par un autre moyen.",
      cancelled:
        "Vous avez annulé le paiement : rien n’a été débité. Vous pouvez payer quand vous le souhaitez.",
    },
  },
};
