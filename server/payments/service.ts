import { randomBytes } from "node:crypto";
import {
  bookingMoney,
  type BookingMoney,
  type PaymentTerms,
  type PaymentView,
} from "../../data/domain/booking-payments";
import { deskIds, proposalIdPattern, type HistoryAction } from "../../data/domain/desk";
import { enquiryIds } from "../../data/domain/enquiry";
import { isLocale, type Locale } from "../../data/domain/locales";
import type { Filter } from "../appwrite/queries";
import { RowStore, type StoredRow } from "../appwrite/store";
import type { Db } from "../db";
import { ProviderError, type PaymentProvider } from "./provider";
import { PaymentStore, type Applied, type StoredPayment } from "./store";

/**
 * The payments' rules between the HTTP routes and the store: a payment is started for what the
 * stored proposal says is due, and a provider's notice is believed only once the provider, asked,
 * confirms it.
 */

/** What a payment needs of a stored proposal. */
export type PayableProposal = {
  id: string;
  enquiryId: string;
  locale: Locale;
  tourTitle: string;
  priceTotal: number;
  currency: string;
  startDate: string;
  acceptedAt: string | null;
};

export type BookingState = {
  proposal: PayableProposal;
  money: BookingMoney;
  payments: PaymentView[];
};

/** A payment that cannot be started: the HTTP status and the reason a caller reads. */
export class PaymentRefused extends Error {
  constructor(
    readonly status: 404 | 409 | 502,
    message: string,
  ) {
    super(message);
    this.name = "PaymentRefused";
  }
}

/** A merchant reference: "pay-" and 96 random bits, one per payment. */
export const newPaymentReference = () => `pay-${randomBytes(12).toString("hex")}`;
export const paymentReferencePattern = /^pay-[0-9a-f]{24}$/;

const text = (value: unknown) => (typeof value === "string" ? value : "");

const proposalsScope = `${enquiryIds.databaseId}/${deskIds.proposalsCollectionId}`;
const enquiriesScope = `${enquiryIds.databaseId}/${enquiryIds.messagesCollectionId}`;
const historyScope = `${enquiryIds.databaseId}/${deskIds.historyCollectionId}`;

function payable({ id, data }: StoredRow): PayableProposal {
  const locale = text(data.locale);
  return {
    id,
    enquiryId: text(data.enquiryId),
    locale: isLocale(locale) ? locale : "en",
    tourTitle: text(data.tourTitle) || text(data.tourSlug),
    priceTotal: typeof data.priceTotal === "number" ? data.priceTotal : 0,
    currency: text(data.currency) || "USD",
    startDate: text(data.startDate),
    acceptedAt: typeof data.acceptedAt === "string" ? data.acceptedAt : null,
  };
}

export type PaymentsOptions = {
  db: Db;
  terms: () => PaymentTerms;
  /** The provider, made when first needed (the stand-in's address is known once listening). */
  provider: () => PaymentProvider;
  now?: () => Date;
  /** Told of every payment whose status moved (a receipt, the enquiry's status). */
  onApplied?: (applied: Extract<Applied, { applied: true }>, proposal: PayableProposal) => void;
};

export class Payments {
  readonly store: PaymentStore;
  private readonly documents: RowStore;
  private readonly now: () => Date;

  constructor(private readonly options: PaymentsOptions) {
    this.now = options.now ?? (() => new Date());
    this.store = new PaymentStore(options.db, this.now);
    this.documents = new RowStore(options.db, "appwrite_documents");
  }

  proposal(id: string): PayableProposal | null {
    if (!proposalIdPattern.test(id)) return null;
    const row = this.documents.get(proposalsScope, id);
    return row ? payable(row) : null;
  }

  /** The stored documents of a collection that match `filters`, in the order given. */
  private rows(
    scope: string,
    filters: Filter[],
    order: { field: string; descending: boolean },
    limit: number,
  ): StoredRow[] {
    const query = { limit, offset: 0, cursor: null, orders: [order], filters, select: null };
    return this.documents.list(scope, query, { countTotal: false }).rows;
  }

  /** The stored proposals that match `filters`, oldest first. */
  private proposals(filters: Filter[]): PayableProposal[] {
    return this.rows(proposalsScope, filters, { field: "$createdAt", descending: false }, 5000).map(
      payable,
    );
  }

  /** Where the booking of each proposal of an enquiry stands that was accepted or paid. */
  bookingsOf(enquiryId: string): BookingState[] {
    return this.proposals([{ method: "equal", field: "enquiryId", values: [enquiryId] }])
      .map((proposal) => this.state(proposal.id))
      .filter((state): state is BookingState =>
        Boolean(state && (state.proposal.acceptedAt || state.payments.length > 0)),
      );
  }

  /**
   * The accepted bookings not paid in full whose whole amount is due by `by` ("2027-05-12"),
   * those past it included.
   */
  dueBy(by: string): BookingState[] {
    return this.proposals([{ method: "isNotNull", field: "acceptedAt" }])
      .map((proposal) => this.state(proposal.id))
      .filter((state): state is BookingState =>
        Boolean(state?.money.due && state.money.balanceDueDate <= by),
      );
  }

  /** Today's date on the server's clock, "2027-01-05". */
  today(): string {
    return this.now().toISOString().slice(0, 10);
  }

  /** Who pays: the enquiry's traveller, by name and e-mail address. */
  traveller(enquiryId: string): { name: string | null; email: string } {
    const data = this.documents.get(enquiriesScope, enquiryId)?.data ?? {};
    return { name: text(data.name).trim() || null, email: text(data.email) };
  }

  hasEnquiry(enquiryId: string): boolean {
    return this.documents.get(enquiriesScope, enquiryId) !== null;
  }

  /** When the enquiry's history last recorded `action`, or null. */
  lastRecorded(enquiryId: string, action: HistoryAction): string | null {
    const [latest] = this.rows(
      historyScope,
      [
        { method: "equal", field: "enquiryId", values: [enquiryId] },
        { method: "equal", field: "action", values: [action] },
      ],
      { field: "at", descending: true },
      1,
    );
    const at = latest?.data.at;
    return typeof at === "string" ? at : null;
  }

  private payer(enquiryId: string) {
    const { name, email } = this.traveller(enquiryId);
    const [firstName = "", ...rest] = (name ?? "").split(/\s+/);
    return { email, firstName, lastName: rest.join(" ") };
  }

  /** Where the booking of a proposal stands, or null for an id no proposal has. */
  state(proposalId: string): BookingState | null {
    const proposal = this.proposal(proposalId);
    if (!proposal) return null;
    const payments = this.store.forProposal(proposalId);
    return {
      proposal,
      money: bookingMoney(proposal, payments, this.options.terms(), this.today()),
      payments: payments.map(
        ({ proposalId: _proposal, enquiryId: _enquiry, ...payment }) => payment,
      ),
    };
  }

  /**
   * Starts the payment of what is due on an accepted proposal: stored as pending under a new
   * reference, then submitted to the provider. An order the provider refuses leaves nothing.
   */
  async start(
    proposalId: string,
    returnTo: { callbackUrl: string; cancellationUrl: string },
  ): Promise<{ payment: StoredPayment; redirectUrl: string }> {
    const state = this.state(proposalId);
    if (!state) throw new PaymentRefused(404, "No proposal has this id.");
    const { proposal, money } = state;
    if (!proposal.acceptedAt)
      throw new PaymentRefused(409, "The proposal must be accepted before it is paid.");
    if (!money.due) throw new PaymentRefused(409, "This booking is paid in full.");
    const provider = this.options.provider();
    const payment = this.store.create({
      reference: newPaymentReference(),
      proposalId,
      enquiryId: proposal.enquiryId,
      kind: money.due.kind,
      amountMinor: money.due.amountMinor,
      currency: money.currency,
      provider: provider.name,
    });
    try {
      const order = await provider.submitOrder({
        reference: payment.reference,
        amountMinor: payment.amountMinor,
        currency: payment.currency,
        description: `${payment.kind === "deposit" ? "Deposit" : payment.kind === "balance" ? "Balance" : "Payment"}: ${proposal.tourTitle}`,
        ...returnTo,
        payer: this.payer(proposal.enquiryId),
      });
      this.store.submitted(payment.reference, order.trackingId);
      return {
        payment: this.store.get(payment.reference) as StoredPayment,
        redirectUrl: order.redirectUrl,
      };
    } catch (cause) {
      this.store.discard(payment.reference);
      if (cause instanceof ProviderError)
        throw new PaymentRefused(
          502,
          "The payment service could not be reached; please try again.",
        );
      throw cause;
    }
  }

  /**
   * A provider's notice (an IPN, or the traveller's return) of a payment's order: believed only
   * for a payment this server made, under the provider's id it was given, and then only as the
   * provider confirms it when asked. Null when the notice names no such payment.
   */
  async confirm(notice: { reference: string; trackingId: string }): Promise<Applied | null> {
    const payment = this.store.get(notice.reference);
    if (!payment || !payment.providerReference || payment.providerReference !== notice.trackingId)
      return null;
    const status = await this.options.provider().orderStatus(notice.trackingId);
    const applied = this.store.apply(payment, status);
    if (applied.applied) {
      const proposal = this.proposal(payment.proposalId);
      if (proposal) this.options.onApplied?.(applied, proposal);
    }
    return applied;
  }
}
