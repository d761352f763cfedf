import { dayDate } from "./desk-proposal";

/**
 * The money of a booking, as a bookkeeper keeps it: amounts in whole cents with their currency,
 * worked out from the stored proposal and the payments the provider confirmed, never from what a
 * browser sends. Accepting a proposal asks for a deposit (a share of the total, the operator's
 * setting), the rest is due a set number of days before the first day; from that day on, the
 * whole amount is due at once.
 */

/** The server's payment endpoints (server/payments/routes.ts), under `paymentsPrefix`. */
export const paymentsPrefix = "/payments";
export const paymentPaths = {
  orders: "/orders",
  proposal: "/proposals/:id",
  callback: "/callback",
  ipn: "/ipn",
} as const;

/** Where the proposal page reads where its booking stands. */
export const bookingStatePath = (proposalId: string) =>
  `${paymentsPrefix}${paymentPaths.proposal.replace(":id", proposalId)}`;

/** The operator's terms (content/site/booking.yaml). */
export type PaymentTerms = { depositPercent: number; balanceDueDays: number };

export const paymentKinds = ["deposit", "balance", "full"] as const;
export type PaymentKind = (typeof paymentKinds)[number];

/** A payment's state: pending until the provider, asked, says it completed, failed or reversed. */
export const paymentStatuses = ["pending", "completed", "failed", "reversed"] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** A payment as the traveller's page and the desk read it. */
export type PaymentView = {
  reference: string;
  kind: PaymentKind;
  amountMinor: number;
  currency: string;
  status: PaymentStatus;
  /** How it was paid ("Visa", "MPESA"), once confirmed. */
  method: string | null;
  provider: string;
  /** The provider's id of the order (Pesapal's OrderTrackingId). */
  providerReference: string | null;
  createdAt: string;
  /** When the provider's confirmation was recorded. */
  confirmedAt: string | null;
};

/** What a booking's money needs of its proposal: its total in whole units, and its first day. */
export type PricedProposal = { priceTotal: number; currency: string; startDate: string };

/** Where a booking stands, for the traveller's page and the desk. */
export type BookingMoney = {
  currency: string;
  totalMinor: number;
  paidMinor: number;
  depositMinor: number;
  /** The day ("2027-05-12") by which the whole amount is due. */
  balanceDueDate: string;
  /** What the traveller is asked to pay now, or null when all is paid. */
  due: { kind: PaymentKind; amountMinor: number } | null;
  stage: "unpaid" | "deposit_paid" | "paid_in_full";
};

/** A price in whole units as cents. */
export const toMinor = (wholeUnits: number) => Math.round(wholeUnits * 100);

/** The day the balance is due: `balanceDueDays` before the first day. */
export function balanceDueDate(startDate: string, terms: PaymentTerms): string {
  return dayDate(startDate.slice(0, 10), -terms.balanceDueDays) ?? startDate.slice(0, 10);
}

/** The deposit of a total, in cents, rounded to the cent. */
export const depositOf = (totalMinor: number, terms: PaymentTerms) =>
  Math.min(totalMinor, Math.round((totalMinor * terms.depositPercent) / 100));

/**
 * Where a booking stands on `today` ("2027-01-05"): what was paid (completed payments, less none:
 * a reversed payment no longer counts), and what is due. Before the balance's day a traveller who
 * has paid nothing owes the deposit; on or after it, or once the deposit is in, the rest.
 */
export function bookingMoney(
  proposal: PricedProposal,
  payments: ReadonlyArray<Pick<PaymentView, "amountMinor" | "status">>,
  terms: PaymentTerms,
  today: string,
): BookingMoney {
  const totalMinor = toMinor(proposal.priceTotal);
  const depositMinor = depositOf(totalMinor, terms);
  const paidMinor = payments
    .filter((payment) => payment.status === "completed")
    .reduce((sum, payment) => sum + payment.amountMinor, 0);
  const dueDate = balanceDueDate(proposal.startDate, terms);
  const remaining = Math.max(0, totalMinor - paidMinor);
  const stage =
    remaining === 0 ? "paid_in_full" : paidMinor >= depositMinor ? "deposit_paid" : "unpaid";
  const due: BookingMoney["due"] =
    remaining === 0
      ? null
      : stage === "deposit_paid"
        ? { kind: "balance", amountMinor: remaining }
        : today >= dueDate
          ? { kind: "full", amountMinor: remaining }
          : { kind: "deposit", amountMinor: depositMinor - paidMinor };
  return {
    currency: proposal.currency,
    totalMinor,
    paidMinor,
    depositMinor,
    balanceDueDate: dueDate,
    due,
    stage,
  };
}
