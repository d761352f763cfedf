import { AppwriteException } from "appwrite";
import type { BookingMoney, PaymentView } from "../../data/domain/booking-payments";
import type { Locale } from "../../data/domain/locales";
import { call } from "./appwrite";

/**
 * A booking's money as the desk reads it from the server (server/payments/desk-routes.ts), which
 * answers the operators' team alone: each accepted or paid proposal's payments, what is paid, the
 * balance and its due date; the request for the balance; the bookings due soon.
 */

export type DeskBooking = {
  proposalId: string;
  enquiryId: string;
  locale: Locale;
  acceptedAt: string | null;
  money: BookingMoney;
  payments: PaymentView[];
};

const base = "/payments/desk";

/**
 * Calls the server as the desk calls Appwrite: a 401 ends the session on the desk, and a refusal
 * is the server's own reason.
 */
function deskCall<T>(path: string, init: RequestInit = {}): Promise<T> {
  return call(async () => {
    const answer = await fetch(`${base}${path}`, { credentials: "same-origin", ...init }).catch(
      () => null,
    );
    if (!answer) throw new AppwriteException("The server cannot be reached.", 0);
    const body = (await answer.json().catch(() => ({}))) as { error?: unknown };
    if (answer.ok) return body as T;
    const message =
      typeof body.error === "string" ? body.error : `The server answered ${answer.status}.`;
    throw new AppwriteException(message, answer.status);
  });
}

export async function enquiryBookings(enquiryId: string): Promise<DeskBooking[]> {
  const { bookings } = await deskCall<{ bookings: DeskBooking[] }>(
    `/enquiries/${encodeURIComponent(enquiryId)}`,
  );
  return bookings;
}

export type BalanceRequestSent = {
  sentTo: string;
  at: string;
  due: { kind: string; amountMinor: number };
};

/** E-mails the traveller the balance of the proposal's booking, with the link to pay it. */
export function requestBalance(proposalId: string): Promise<BalanceRequestSent> {
  return deskCall(`/proposals/${encodeURIComponent(proposalId)}/balance-request`, {
    method: "POST",
  });
}

/** The bookings whose whole amount is due within `days` days, or was due before. */
export async function balancesDue(days: number): Promise<DeskBooking[]> {
  const { bookings } = await deskCall<{ bookings: DeskBooking[] }>(`/balances-due?within=${days}`);
  return bookings;
}
