/**
 * Where a traveller's booking stands, from the server's payments (docs/payments.md): the page
 * reads it, and starts a payment with a form posting to `paymentOrdersAction`.
 */
import {
  bookingStatePath,
  paymentPaths,
  paymentsPrefix,
  type BookingMoney,
  type PaymentView,
} from "../../data/domain/booking-payments";

export type BookingState = { money: BookingMoney; payments: PaymentView[] };

/** The form's action that starts the payment of what a proposal has due. */
export const paymentOrdersAction = `${paymentsPrefix}${paymentPaths.orders}`;

function isBookingState(value: unknown): value is BookingState {
  if (typeof value !== "object" || value === null) return false;
  const { money, payments } = value as Partial<BookingState>;
  return (
    typeof money === "object" &&
    money !== null &&
    typeof money.totalMinor === "number" &&
    typeof money.balanceDueDate === "string" &&
    Array.isArray(payments)
  );
}

/** Where the proposal's booking stands; rejects when the server cannot say just now. */
export async function getBookingState(proposalId: string): Promise<BookingState> {
  const response = await fetch(bookingStatePath(proposalId), {
    headers: { accept: "application/json" },
    cache: "no-store",
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok || !isBookingState(body)) {
    throw new Error(`The booking of proposal ${proposalId} answered ${response.status}.`);
  }
  return { money: body.money, payments: body.payments };
}
