import * as React from "react";
import type { PaymentView } from "../../../data/domain/booking-payments";
import { tripLastDay } from "../../../data/domain/reviews";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../ui/card";
import { FormAlert } from "../../../ui/field";
import { Spinner } from "../../../ui/spinner";
import {
  dateTimeLabel,
  dayLabel,
  languageLabel,
  moneyLabel,
  paymentKindLabels,
  paymentMethodLabel,
  paymentStatusBadges,
  paymentStatusLabels,
} from "../../labels";
import { failureMessage } from "../../services/appwrite";
import { enquiryBookings, requestBalance, type DeskBooking } from "../../services/payments";
import { listProposals, proposalDayCount, type StoredProposal } from "../../services/proposals";
import { sendReviewLink } from "../../services/reviews";
import { Detail } from "./detail";

type Loaded =
  | { state: "loading" }
  | { state: "failed"; message: string }
  | { state: "ready"; proposals: StoredProposal[]; bookings: DeskBooking[] };

/**
 * The enquiry's proposals and the payments of each, loaded again by `reload` (the page calls it
 * when Realtime says a payment moved or a proposal changed).
 */
function useProposalsAndPayments(enquiryId: string, offline: boolean) {
  const [loaded, setLoaded] = React.useState<Loaded>({ state: "loading" });
  const [attempt, setAttempt] = React.useState(0);
  React.useEffect(() => {
    if (offline) return;
    let live = true;
    Promise.all([listProposals(enquiryId), enquiryBookings(enquiryId)]).then(
      ([proposals, bookings]) => {
        if (live) setLoaded({ state: "ready", proposals, bookings });
      },
      (error: unknown) => {
        if (live) setLoaded({ state: "failed", message: failureMessage(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [enquiryId, offline, attempt]);
  return { loaded, reload: React.useCallback(() => setAttempt((count) => count + 1), []) };
}

function OpenedText({ proposal }: { proposal: StoredProposal }) {
  const { firstOpenedAt, lastOpenedAt } = proposal;
  if (!firstOpenedAt) return "Not opened yet";
  return (
    <>
      first <time dateTime={firstOpenedAt}>{dateTimeLabel(firstOpenedAt)}</time>
      {lastOpenedAt && lastOpenedAt !== firstOpenedAt ? (
        <>
          , last <time dateTime={lastOpenedAt}>{dateTimeLabel(lastOpenedAt)}</time>
        </>
      ) : null}
    </>
  );
}

function PaymentItem({ payment }: { payment: PaymentView }) {
  const at = payment.confirmedAt ?? payment.createdAt;
  return (
    <li
      className="flex flex-col gap-1 rounded-md border border-border px-3 py-2"
      data-testid="payment"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">
          {moneyLabel(payment.amountMinor, payment.currency)} · {paymentKindLabels[payment.kind]}
        </span>
        <Badge variant={paymentStatusBadges[payment.status]}>
          {paymentStatusLabels[payment.status]}
        </Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        {paymentMethodLabel(payment.method)} · <time dateTime={at}>{dateTimeLabel(at)}</time>
      </p>
      <p className="text-sm wrap-anywhere text-muted-foreground">
        Pesapal reference: {payment.providerReference ?? "none yet"}
      </p>
    </li>
  );
}

/** The request for the balance: sent, or refused with the server's reason. */
function useBalanceRequest() {
  const [busy, setBusy] = React.useState(false);
  const [outcome, setOutcome] = React.useState<{ kind: "success" | "error"; text: string } | null>(
    null,
  );
  async function send(booking: DeskBooking) {
    setBusy(true);
    setOutcome(null);
    try {
      const sent = await requestBalance(booking.proposalId);
      setOutcome({
        kind: "success",
        text: `Balance request e-mailed to ${sent.sentTo}, in ${languageLabel(booking.locale)}.`,
      });
    } catch (error) {
      setOutcome({ kind: "error", text: `Not sent: ${failureMessage(error)}` });
    } finally {
      setBusy(false);
    }
  }
  return { busy, outcome, send };
}

function BookingMoney({ booking }: { booking: DeskBooking }) {
  const { money, payments } = booking;
  const request = useBalanceRequest();
  const balanceMinor = money.totalMinor - money.paidMinor;
  const asksBalance = money.due !== null && money.due.kind !== "deposit";
  return (
    <>
      <dl className="flex flex-col gap-3" data-testid="booking-money">
        <Detail term="Total">{moneyLabel(money.totalMinor, money.currency)}</Detail>
        <Detail term="Paid">{moneyLabel(money.paidMinor, money.currency)}</Detail>
        <Detail term="Balance">
          {balanceMinor > 0
            ? `${moneyLabel(balanceMinor, money.currency)}, due by ${dayLabel(money.balanceDueDate)}`
            : "Paid in full"}
        </Detail>
      </dl>
      {payments.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label="Payments">
          {[...payments].reverse().map((payment) => (
            <PaymentItem key={payment.reference} payment={payment} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No payment started yet.</p>
      )}
      {asksBalance ? (
        <Button
          variant="outline"
          className="self-start"
          disabled={request.busy}
          onClick={() => void request.send(booking)}
        >
          {request.busy ? <Spinner /> : null}
          Request balance
        </Button>
      ) : null}
      <div role="status" aria-live="polite">
        {request.outcome ? (
          <FormAlert variant={request.outcome.kind} data-testid="balance-request-message">
            {request.outcome.text}
          </FormAlert>
        ) : null}
      </div>
    </>
  );
}

/** Whether a booked proposal's trip is over: its last day is before today. */
function tripIsOver(proposal: StoredProposal, booking: DeskBooking, today: string): boolean {
  if (booking.money.stage === "unpaid" || !proposal.startDate) return false;
  return tripLastDay(proposal.startDate, proposalDayCount(proposal)) < today;
}

/**
 * The review link of a trip that is over, e-mailed to the traveller (again): a new link, which
 * the server refuses with its reason once the review is in.
 */
function ReviewLink({ booking }: { booking: DeskBooking }) {
  const [busy, setBusy] = React.useState(false);
  const [outcome, setOutcome] = React.useState<{ kind: "success" | "error"; text: string } | null>(
    null,
  );
  async function send() {
    setBusy(true);
    setOutcome(null);
    try {
      const { expiresAt } = await sendReviewLink(booking.enquiryId);
      setOutcome({
        kind: "success",
        text: `Review link e-mailed to the traveller in ${languageLabel(booking.locale)}, valid until ${dayLabel(expiresAt)}.`,
      });
    } catch (error) {
      setOutcome({ kind: "error", text: `Not sent: ${failureMessage(error)}` });
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-muted-foreground">
        The trip is over: the traveller is e-mailed a link to review it. Send a new one if it was
        lost; the one sent before then stops working.
      </p>
      <Button variant="outline" className="self-start" disabled={busy} onClick={() => void send()}>
        {busy ? <Spinner /> : null}
        Send review link
      </Button>
      <div role="status" aria-live="polite">
        {outcome ? (
          <FormAlert variant={outcome.kind} data-testid="review-link-message">
            {outcome.text}
          </FormAlert>
        ) : null}
      </div>
    </div>
  );
}

function ProposalSection({
  proposal,
  booking,
}: {
  proposal: StoredProposal;
  booking: DeskBooking | undefined;
}) {
  const headingId = `proposal-${proposal.$id}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3" data-testid="proposal">
      <h3 id={headingId} className="font-medium">
        Proposal, version {proposal.version ?? 1}
      </h3>
      <dl className="flex flex-col gap-3">
        <Detail term="Sent">{proposal.sentAt ? dateTimeLabel(proposal.sentAt) : null}</Detail>
        <Detail term="Opened">
          <span data-testid="proposal-opened">
            <OpenedText proposal={proposal} />
          </span>
        </Detail>
        <Detail term="Accepted">
          {proposal.acceptedAt ? dateTimeLabel(proposal.acceptedAt) : null}
        </Detail>
      </dl>
      {booking ? <BookingMoney booking={booking} /> : null}
      {booking && tripIsOver(proposal, booking, new Date().toISOString().slice(0, 10)) ? (
        <ReviewLink booking={booking} />
      ) : null}
    </section>
  );
}

/**
 * The enquiry's proposals: when each was sent, first and last opened by the traveller, and
 * accepted; the payments of an accepted one (amount, what it paid for, method, Pesapal's
 * reference, time, status), what is paid and the balance with its due date, and the request for
 * the balance.
 */
function BookingCard({
  loaded,
  onRetry,
  offline,
}: {
  loaded: Loaded;
  onRetry: () => void;
  offline: boolean;
}) {
  return (
    <Card className="lg:col-start-2">
      <CardHeader>
        <CardTitle as="h2">Proposal and payments</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {offline ? (
          <p className="text-sm text-muted-foreground">
            The proposal and its payments show when the connection is back.
          </p>
        ) : loaded.state === "loading" ? (
          <Spinner label="Loading the proposal and its payments" />
        ) : loaded.state === "failed" ? (
          <div className="flex flex-col items-start gap-2">
            <FormAlert>{loaded.message}</FormAlert>
            <Button variant="outline" size="sm" onClick={onRetry}>
              Try again
            </Button>
          </div>
        ) : loaded.proposals.length === 0 ? (
          <p className="text-sm text-muted-foreground">No proposal sent yet.</p>
        ) : (
          loaded.proposals.map((proposal) => (
            <ProposalSection
              key={proposal.$id}
              proposal={proposal}
              booking={loaded.bookings.find((booking) => booking.proposalId === proposal.$id)}
            />
          ))
        )}
      </CardContent>
    </Card>
  );
}

export { BookingCard, useProposalsAndPayments };
