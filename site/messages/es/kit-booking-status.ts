import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/booking-status.tsx, in Spanish. */
export const bookingStatusCopy: Pick<KitMessages, "bookingStatus"> = {
  bookingStatus: {
    stage: {
      "deposit-due": "Depósito pendiente",
      "full-due": "Pago pendiente",
      "deposit-paid": "Depósito pagado",
      "paid-in-full": "Pagado por completo",
    },
    depositDue:
      "Para confirmar tu reserva, paga el depósito de {amount}. El resto, {balance}, debe pagarse antes del {date}.",
    fullDue:
      "Tu safari empieza pronto, así que para confirmar la reserva debes pagar ya el importe total de {amount}.",
    depositPaidOn:
      "¡Gracias! Recibimos tu depósito de {amount} el {date} y tu reserva está confirmada.",
    depositPaid: "¡Gracias! Recibimos tu depósito de {amount} y tu reserva está confirmada.",
    paidInFull: "¡Gracias! Tu safari está pagado por completo. No tienes nada más que pagar.",
    figures: {
      total: "Precio total",
      deposit: "Depósito",
      paid: "Pagado",
      balance: "Resto",
      dueBy: "A pagar antes del",
    },
    pay: {
      deposit: "Pagar el depósito de {amount}",
      balance: "Pagar el resto, {amount}",
      full: "Pagar {amount}",
    },
    opening: "Abriendo la página de pago…",
    payHint:
      "Pagas con tarjeta o M-Pesa en la página segura de Pesapal, nuestro proveedor de pagos. Los datos de tu tarjeta nunca llegan a nosotros.",
    notice: {
      pending:
        "Pesapal está confirmando tu pago. Esta página se actualizará sola en cuanto lo haga.",
      failed:
        "El pago no se ha completado y no se te ha cobrado nada. Vuelve a intentarlo o paga de otra forma.",
      cancelled:
        "Has cancelado el pago, así que no se te ha cobrado nada. Puedes pagar cuando quieras.",
    },
  },
};
