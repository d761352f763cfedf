import type { BookingMoney, PaymentKind } from "../../data/domain/booking-payments";
import { travellerEmailCopy, operatorSignature } from "../../data/content/desk-email";
import { dateLocales, intlLocales, localizedPath, type Locale } from "../../data/domain/locales";
import { proposalPath } from "../../data/domain/proposal-page";
import { showBidiControls } from "../../data/domain/visible-text";
import {
  deliverMail,
  oneLine,
  travellerMailBodies,
  type MailSettings,
  type OutgoingMail,
} from "../../functions/shared/mail";
import type { PayableProposal, Payments } from "./service";
import type { Applied, StoredPayment } from "./store";

/**
 * The traveller's receipt for a payment the provider confirmed, in the proposal's language: what
 * was paid and when, what it was for, its reference, what is left to pay and by when, and the
 * link to the proposal's page.
 */

const kindLine: Record<PaymentKind, "receiptDeposit" | "receiptBalance" | "receiptFull"> = {
  deposit: "receiptDeposit",
  balance: "receiptBalance",
  full: "receiptFull",
};

export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

export function moneyText(locale: Locale, amountMinor: number, currency: string): string {
  return new Intl.NumberFormat(intlLocales[locale], { style: "currency", currency }).format(
    amountMinor / 100,
  );
}

export function dayText(locale: Locale, day: string): string {
  return new Intl.DateTimeFormat(dateLocales[locale], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day.slice(0, 10)}T00:00:00Z`));
}

export function receiptMail(
  payment: StoredPayment,
  money: BookingMoney,
  traveller: { name: string | null; email: string; locale: Locale },
  operator: string,
  siteOrigin: string,
): OutgoingMail {
  const { locale } = traveller;
  const copy = travellerEmailCopy[locale];
  const link = `${siteOrigin}${localizedPath(locale, proposalPath(payment.proposalId))}`;
  const greeting = copy.greeting(
    traveller.name ? showBidiControls(oneLine(traveller.name)) || null : null,
  );
  const paragraphs = [
    fill(copy.receiptIntro, {
      amount: moneyText(locale, payment.amountMinor, payment.currency),
      date: dayText(locale, payment.confirmedAt ?? payment.createdAt),
    }),
    copy[kindLine[payment.kind]],
    money.due
      ? fill(copy.receiptStillDue, {
          amount: moneyText(locale, money.due.amountMinor, money.currency),
          date: dayText(locale, money.balanceDueDate),
        })
      : copy.receiptPaidInFull,
    fill(copy.receiptReference, { reference: payment.reference }),
  ];
  const subject = copy.receiptSubject;
  const signature = operatorSignature(null, siteOrigin);
  const { text, html } = travellerMailBodies(locale, subject, [
    { lines: [greeting] },
    ...paragraphs.map((paragraph) => ({ lines: [paragraph] })),
    { lines: [copy.receiptLinkLead], link },
    { lines: [copy.closing, ...signature] },
  ]);
  return {
    to: traveller.email,
    replyTo: operator,
    subject,
    text,
    html,
    headers: { "X-Enquiry-Id": payment.enquiryId, "X-Payment-Reference": payment.reference },
    outboxName: `receipt-${payment.reference}`,
  };
}

/**
 * Sends the receipt of each payment that has just completed, once (the store moves a payment to
 * completed once); a receipt that cannot go is logged, and the payment stands.
 */
export function receiptSender(options: {
  payments: () => Payments;
  mail: MailSettings;
  siteOrigin: () => string;
  log: (message: string) => void;
}) {
  return (applied: Extract<Applied, { applied: true }>, proposal: PayableProposal) => {
    const { payment } = applied;
    if (payment.status !== "completed") return;
    const payments = options.payments();
    const state = payments.state(proposal.id);
    const traveller = payments.traveller(proposal.enquiryId);
    if (!state || !traveller.email) return;
    const mail = receiptMail(
      payment,
      state.money,
      { ...traveller, locale: proposal.locale },
      options.mail.to,
      options.siteOrigin(),
    );
    deliverMail(mail, options.mail).then(
      (sent) => options.log(`Receipt for payment ${payment.reference} sent (${sent.messageId}).`),
      (cause: unknown) =>
        options.log(`The receipt for payment ${payment.reference} failed: ${String(cause)}`),
    );
  };
}
