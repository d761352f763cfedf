/**
 * What the payments need of a payment provider, whichever it is (Pesapal now; Flutterwave or
 * Stripe later): an order the traveller pays on the provider's own page, the provider's word on
 * that order when asked, and how it tells the merchant that an order changed. Amounts are whole
 * minor units (cents) with their currency, as the payments store keeps them.
 */

/** An order as the merchant submits it: its own reference, the amount, and where to come back. */
export type OrderRequest = {
  /** The merchant's reference, unique per payment. */
  reference: string;
  amountMinor: number;
  currency: string;
  description: string;
  /** Where the provider sends the traveller back once they paid, failed or left. */
  callbackUrl: string;
  /** Where a traveller who cancels is sent, when the provider tells cancelling apart. */
  cancellationUrl: string;
  payer: { email: string; firstName: string; lastName: string };
};

export type SubmittedOrder = {
  /** The provider's id of the order, which its notifications and status carry. */
  trackingId: string;
  /** The provider's payment page for the traveller. */
  redirectUrl: string;
};

/** What the provider says became of an order, asked directly (never taken from a notification). */
export type OrderState = "pending" | "completed" | "failed" | "reversed";

export type OrderStatus = {
  state: OrderState;
  reference: string;
  amountMinor: number;
  currency: string;
  /** How the traveller paid ("Visa", "MPESA"), when the provider says. */
  method: string | null;
  /** The processor's confirmation code, when there is one. */
  confirmationCode: string | null;
  /** When the provider recorded the payment (ISO 8601), when it says. */
  paidAt: string | null;
};

/** An order the provider says has changed, as its notification or its return to the site names it. */
export type OrderNotice = {
  trackingId: string;
  reference: string;
};

export type PaymentProvider = {
  /** Its name, as the payments store records it ("pesapal"). */
  name: string;
  submitOrder: (order: OrderRequest) => Promise<SubmittedOrder>;
  orderStatus: (trackingId: string) => Promise<OrderStatus>;
};

/** A provider's call that failed: unreachable, refused, or an answer of another shape. */
export class ProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ProviderError";
  }
}
