import { useEffect, useState } from "react";
import { bookingStatusCopy } from "#messages/kit-booking-status";
import { proposalMessages } from "#messages/proposal";
import { dateLocales } from "../../data/domain/locales";
import { BookingStatus, type PaymentNotice } from "../../ui/booking-status";
import { Button } from "../../ui/button";
import { FormAlert } from "../../ui/field";
import { Icon } from "../../ui/icon";
import { Spinner } from "../../ui/spinner";
import { withKitCopy } from "../components/with-kit-copy";
import { locale } from "../i18n/current-locale";
import { getBookingState, paymentOrdersAction, type BookingState } from "../services/payments";

const copy = proposalMessages;

/** How often, and how many times, the page asks again while a payment awaits its confirmation. */
const pendingPoll = { everyMs: 3000, times: 40 };

/** What became of the payment the traveller comes back from (`?payment=<reference>`). */
function noticeOf(state: BookingState, returned: URLSearchParams): PaymentNotice | null {
  const reference = returned.get("payment");
  const payment = state.payments.find((candidate) => candidate.reference === reference);
  if (!payment || payment.status === "completed" || payment.status === "reversed") return null;
  if (payment.status === "failed") return "failed";
  return returned.get("cancelled") === "1" ? "cancelled" : "pending";
}

/** When the deposit (or the whole amount) was confirmed. */
function depositPaidOn(state: BookingState): string | null {
  const first = state.payments.find(
    (payment) => payment.status === "completed" && payment.kind !== "balance",
  );
  return first?.confirmedAt ?? null;
}

type BookingLoad =
  | { kind: "loading" }
  | { kind: "failed" }
  | { kind: "ready"; state: BookingState; notice: PaymentNotice | null };

/**
 * Where the booking of an accepted proposal stands, and the button to pay what is due. Back from
 * the payment page with a payment still awaiting the provider's confirmation, it asks again
 * until the payment is confirmed or failed.
 */
function Booking({ proposalId }: { proposalId: string }) {
  const [load, setLoad] = useState<BookingLoad>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const returned = new URLSearchParams(window.location.search);
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = (asked: number) => {
      getBookingState(proposalId).then(
        (state) => {
          if (!current) return;
          const notice = noticeOf(state, returned);
          const waiting = notice === "pending" && asked < pendingPoll.times;
          // A payment still unconfirmed after the last ask was left: the button comes back.
          setLoad({
            kind: "ready",
            state,
            notice: notice === "pending" && !waiting ? null : notice,
          });
          if (waiting) timer = setTimeout(() => read(asked + 1), pendingPoll.everyMs);
        },
        (error: unknown) => {
          console.warn(`The booking of proposal ${proposalId} could not be loaded:`, error);
          if (current) setLoad({ kind: "failed" });
        },
      );
    };
    read(0);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [proposalId, attempt]);

  if (load.kind === "loading") {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner />
        {copy.booking.loading}
      </p>
    );
  }
  if (load.kind === "failed") {
    return (
      <div role="alert">
        <FormAlert
          action={
            <Button variant="outline" size="sm" onClick={() => setAttempt((count) => count + 1)}>
              <Icon name="rotate-ccw" aria-hidden />
              {copy.loadFailed.retry}
            </Button>
          }
        >
          {copy.booking.loadFailed}
        </FormAlert>
      </div>
    );
  }
  return (
    <BookingStatus
      money={load.state.money}
      depositPaidOn={depositPaidOn(load.state)}
      notice={load.notice}
      payAction={paymentOrdersAction}
      payFields={{ proposal: proposalId }}
      dateLocale={dateLocales[locale]}
    />
  );
}

/** The booking of an accepted proposal, with the kit's copy it shows: its own chunk. */
export const ProposalBooking = withKitCopy(bookingStatusCopy, Booking);
