import { operatorSignature, travellerEmailCopy } from "../../data/content/desk-email";
import { localizedPath, type Locale } from "../../data/domain/locales";
import { proposalPath } from "../../data/domain/proposal-page";
import { showBidiControls } from "../../data/domain/visible-text";
import { oneLine, travellerMailBodies, type OutgoingMail } from "../../functions/shared/mail";
import { dayText, fill, moneyText } from "./receipt";
import type { BookingState } from "./service";

/**
 * The operator's request for the balance, e-mailed to the traveller in the proposal's language:
 * what is left to pay and by when, what was received so far, and the link to the proposal's page,
 * where the traveller pays.
 */

/** How often an operator may ask a traveller for the balance of one booking. */
export const balanceRequestInterval = 60 * 60 * 1000;

/** Why a booking's balance cannot be asked for, or null when it can. */
export function balanceRefusal({ proposal, money }: BookingState): string | null {
  if (!proposal.acceptedAt)
    return "The traveller has not accepted this proposal: there is no balance to ask for yet.";
  if (!money.due) return "Nothing is due: this booking is paid in full.";
  if (money.due.kind === "deposit")
    return "The deposit is not paid yet: the proposal's page asks the traveller for it.";
  return null;
}

export function balanceRequestMail(
  { proposal, money }: BookingState,
  traveller: { name: string | null; email: string },
  operator: { name: string | null; replyTo: string },
  siteOrigin: string,
  messageKey: string,
): OutgoingMail {
  const locale: Locale = proposal.locale;
  const copy = travellerEmailCopy[locale];
  const link = `${siteOrigin}${localizedPath(locale, proposalPath(proposal.id))}`;
  const amount = (amountMinor: number) => moneyText(locale, amountMinor, money.currency);
  const greeting = copy.greeting(
    traveller.name ? showBidiControls(oneLine(traveller.name)) || null : null,
  );
  const paragraphs = [
    fill(copy.balanceIntro, {
      amount: amount(money.due?.amountMinor ?? 0),
      date: dayText(locale, money.balanceDueDate),
    }),
    fill(copy.balancePaid, { paid: amount(money.paidMinor), total: amount(money.totalMinor) }),
  ];
  const subject = copy.balanceSubject;
  const { text, html } = travellerMailBodies(locale, subject, [
    { lines: [greeting] },
    ...paragraphs.map((paragraph) => ({ lines: [paragraph] })),
    { lines: [copy.balanceLinkLead], link },
    { lines: [copy.balanceOutro] },
    { lines: [copy.closing, ...operatorSignature(operator.name, siteOrigin)] },
  ]);
  return {
    to: traveller.email,
    replyTo: operator.replyTo,
    subject,
    text,
    html,
    headers: { "X-Enquiry-Id": proposal.enquiryId, "X-Proposal-Id": proposal.id },
    outboxName: `balance-request-${proposal.id}-${messageKey}`,
  };
}
