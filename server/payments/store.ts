import type { Db } from "../db";
import type { PaymentKind, PaymentStatus, PaymentView } from "../../data/domain/booking-payments";
import type { OrderStatus } from "./provider";

/**
 * The payments, one row each in SQLite beside the enquiries (so a backup carries them): the
 * merchant reference the server made for it, the proposal it pays for, the amount in cents with
 * its currency as the server worked it out, and its status, which moves only on the provider's own
 * word (GetTransactionStatus), once: pending → completed or failed, failed → completed (a
 * retried mobile payment), completed → reversed.
 */

export type NewPayment = {
  reference: string;
  proposalId: string;
  enquiryId: string;
  kind: PaymentKind;
  amountMinor: number;
  currency: string;
  provider: string;
};

export type StoredPayment = PaymentView & { proposalId: string; enquiryId: string };

type Row = {
  reference: string;
  proposal_id: string;
  enquiry_id: string;
  kind: PaymentKind;
  amount_minor: number;
  currency: string;
  provider: string;
  provider_reference: string | null;
  status: PaymentStatus;
  method: string | null;
  confirmation_code: string | null;
  created_at: string;
  confirmed_at: string | null;
};

/** Which status each may move to, on the provider's word. */
const transitions: Record<PaymentStatus, PaymentStatus[]> = {
  pending: ["completed", "failed"],
  failed: ["completed"],
  completed: ["reversed"],
  reversed: [],
};

export type Applied =
  | { applied: true; payment: StoredPayment; from: PaymentStatus }
  | { applied: false; payment: StoredPayment; reason: string };

function view(row: Row): StoredPayment {
  return {
    reference: row.reference,
    proposalId: row.proposal_id,
    enquiryId: row.enquiry_id,
    kind: row.kind,
    amountMinor: row.amount_minor,
    currency: row.currency,
    status: row.status,
    method: row.method,
    provider: row.provider,
    providerReference: row.provider_reference,
    createdAt: row.created_at,
    confirmedAt: row.confirmed_at,
  };
}

export function createPaymentTables(db: Db): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS payments (
      reference TEXT PRIMARY KEY,
      proposal_id TEXT NOT NULL,
      enquiry_id TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('deposit', 'balance', 'full')),
      amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
      currency TEXT NOT NULL CHECK (length(currency) = 3),
      provider TEXT NOT NULL,
      provider_reference TEXT UNIQUE,
      status TEXT NOT NULL DEFAULT 'pending'
        CHECK (status IN ('pending', 'completed', 'failed', 'reversed')),
      method TEXT,
      confirmation_code TEXT,
      created_at TEXT NOT NULL,
      confirmed_at TEXT
    );
    CREATE INDEX IF NOT EXISTS payments_by_proposal ON payments (proposal_id, created_at);
  `);
}

export class PaymentStore {
  private readonly statements;

  constructor(
    db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {
    createPaymentTables(db);
    this.statements = {
      insert: db.prepare(
        `INSERT INTO payments (reference, proposal_id, enquiry_id, kind, amount_minor, currency,
          provider, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      remove: db.prepare("DELETE FROM payments WHERE reference = ? AND provider_reference IS NULL"),
      submitted: db.prepare(
        "UPDATE payments SET provider_reference = ? WHERE reference = ? AND provider_reference IS NULL",
      ),
      byReference: db.prepare("SELECT * FROM payments WHERE reference = ?"),
      forProposal: db.prepare(
        "SELECT * FROM payments WHERE proposal_id = ? ORDER BY created_at, reference",
      ),
      move: db.prepare(
        `UPDATE payments SET status = ?, method = coalesce(?, method),
          confirmation_code = coalesce(?, confirmation_code), confirmed_at = ?
         WHERE reference = ? AND status = ?`,
      ),
    };
  }

  /** A new pending payment, before its order goes to the provider. */
  create(payment: NewPayment): StoredPayment {
    this.statements.insert.run(
      payment.reference,
      payment.proposalId,
      payment.enquiryId,
      payment.kind,
      payment.amountMinor,
      payment.currency,
      payment.provider,
      this.now().toISOString(),
    );
    return this.get(payment.reference) as StoredPayment;
  }

  /** Drops a payment whose order never reached the provider: nothing partial stays. */
  discard(reference: string): void {
    this.statements.remove.run(reference);
  }

  /** Records the provider's id of the payment's order. */
  submitted(reference: string, providerReference: string): void {
    this.statements.submitted.run(providerReference, reference);
  }

  get(reference: string): StoredPayment | null {
    const row = this.statements.byReference.get(reference) as Row | undefined;
    return row ? view(row) : null;
  }

  forProposal(proposalId: string): StoredPayment[] {
    return (this.statements.forProposal.all(proposalId) as Row[]).map(view);
  }

  /**
   * Applies what the provider says of the payment's order, once: only a move its status allows,
   * of the amount and currency the payment was made for, changes the row, and of two at the same
   * moment only the first finds the status it moves from.
   */
  apply(payment: StoredPayment, status: OrderStatus): Applied {
    const unchanged = (reason: string): Applied => ({ applied: false, payment, reason });
    if (status.reference !== payment.reference)
      return unchanged("the provider names another merchant reference");
    if (status.state === "pending") return unchanged("the provider has not settled the order");
    if (status.state === payment.status) return unchanged(`the payment is ${status.state} already`);
    if (!transitions[payment.status].includes(status.state))
      return unchanged(`a ${payment.status} payment does not become ${status.state}`);
    if (
      status.state === "completed" &&
      (status.amountMinor !== payment.amountMinor || status.currency !== payment.currency)
    ) {
      return unchanged(
        `the provider reports ${status.amountMinor} ${status.currency}, not the ${payment.amountMinor} ${payment.currency} asked`,
      );
    }
    const moved = this.statements.move.run(
      status.state,
      status.method,
      status.confirmationCode,
      this.now().toISOString(),
      payment.reference,
      payment.status,
    );
    const current = this.get(payment.reference) as StoredPayment;
    if (moved.changes === 0) return { applied: false, payment: current, reason: "applied already" };
    return { applied: true, payment: current, from: payment.status };
  }
}
