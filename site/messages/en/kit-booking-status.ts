import type { KitMessages } from "../../../ui/kit-provider";

/** The kit's copy for ui/booking-status.tsx, in English. */
export const bookingStatusCopy: Pick<KitMessages, "bookingStatus"> = {
  bookingStatus: {
    stage: {
      "deposit-due": "Deposit due",
      "full-due": "Payment due",
      "deposit-paid": "Deposit paid",
      "paid-in-full": "Paid in full",
    },
    depositDue:
      "To confirm your booking, please pay the deposit of {amount}. The balance of {balance} is due by {date}.",
    fullDue:
      "Your safari starts soon, so the whole amount of {amount} is due now to confirm your booking.",
    depositPaidOn:
      "Thank you: your deposit of {amount} reached us on {date}, and your booking is confirmed.",
    depositPaid: "Thank you: your deposit of {amount} reached us, and your booking is confirmed.",
    paidInFull: "Thank you: your safari is paid in full. There is nothing more to pay.",
    figures: {
      total: "Total price",
      deposit: "Deposit",
      paid: "Paid",
      balance: "Balance",
      dueBy: "Due by",
    },
    pay: {
      deposit: "Pay deposit of {amount}",
      balance: "Pay balance of {amount}",
      full: "Pay {amount}",
    },
    opening: "Opening the payment page…",
    payHint:
      "You pay by card or M-Pesa on the secure page of Pesapal, our payment provider. Your card details never reach us.",
    notice: {
      pending:
        "Your payment is being confirmed by Pesapal. This page updates by itself as soon as it is.",
      failed:
        "Your payment did not go through and nothing was charged. Please try again, or pay another way.",
      cancelled:
        "You cancelled the payment, so nothing was charged. You can pay whenever you are ready.",
    },
  },
};
