import { operatorSignature, travellerEmailCopy } from "../../data/content/desk-email";
import { localizedPath } from "../../data/domain/locales";
import { reviewPath } from "../../data/domain/reviews";
import { showBidiControls } from "../../data/domain/visible-text";
import {
  deliverMail,
  oneLine,
  travellerMailBodies,
  type MailSettings,
  type OutgoingMail,
} from "../../functions/shared/mail";
import { dayText } from "../payments/receipt";
import type { ReviewStore } from "./store";
import type { BookedTrip, BookedTrips } from "./trips";

/**
 * The invitation to review a trip, e-mailed once its last day has passed (a check at start and
 * on a timer), or when the operator sends it from the desk: in the proposal's language, with a
 * link of the traveller's own.
 */

export function invitationMail(
  trip: BookedTrip,
  link: { token: string; expiresAt: string },
  operator: string,
  siteOrigin: string,
): OutgoingMail {
  const { locale, traveller } = trip;
  const copy = travellerEmailCopy[locale];
  const url = `${siteOrigin}${localizedPath(locale, reviewPath(link.token))}`;
  const greeting = copy.greeting(
    traveller.name ? showBidiControls(oneLine(traveller.name)) || null : null,
  );
  const subject = copy.reviewSubject;
  const { text, html } = travellerMailBodies(locale, subject, [
    { lines: [greeting] },
    { lines: [copy.reviewIntro] },
    {
      lines: [copy.reviewLinkLead.replace("{date}", dayText(locale, link.expiresAt))],
      link: url,
    },
    { lines: [copy.closing, ...operatorSignature(null, siteOrigin)] },
  ]);
  return {
    to: traveller.email,
    replyTo: operator,
    subject,
    text,
    html,
    headers: { "X-Enquiry-Id": trip.enquiryId, "X-Proposal-Id": trip.proposalId },
    outboxName: `review-invitation-${trip.proposalId}`,
  };
}

export type InvitationsOptions = {
  store: ReviewStore;
  trips: BookedTrips;
  mail: MailSettings;
  siteOrigin: () => string;
  log: (message: string) => void;
  now?: () => Date;
};

export class Invitations {
  private readonly now: () => Date;

  constructor(private readonly options: InvitationsOptions) {
    this.now = options.now ?? (() => new Date());
  }

  private async send(trip: BookedTrip, sentBy: string) {
    const { store, mail, siteOrigin } = this.options;
    const link = store.issue(trip, sentBy);
    return deliverMail(invitationMail(trip, link, mail.to, siteOrigin()), mail);
  }

  /**
   * Invites each traveller whose booked trip ended before today and who was never invited:
   * each trip is claimed before its e-mail goes, so checks that overlap send it once; an e-mail
   * that fails gives its claim up for the next check. How many were sent.
   */
  async inviteEndedTrips(): Promise<number> {
    const { store, trips, log } = this.options;
    const today = this.now().toISOString().slice(0, 10);
    let sent = 0;
    for (const trip of trips.endedUninvited(today)) {
      if (!trip.traveller.email || !store.claimFirst(trip, "schedule")) continue;
      try {
        const delivery = await this.send(trip, "schedule");
        sent += 1;
        log(`Review invitation for proposal ${trip.proposalId} sent (${delivery.messageId}).`);
      } catch (cause) {
        store.release(trip.proposalId);
        log(`The review invitation for proposal ${trip.proposalId} failed: ${String(cause)}`);
      }
    }
    return sent;
  }

  /**
   * The operator's "send the review link" on an enquiry: a new link (an earlier one stops
   * working), refused with a reason when the enquiry has no booked trip or its review is in.
   */
  async sendForEnquiry(
    enquiryId: string,
    operator: string,
  ): Promise<{ sent: true; expiresAt: string } | { sent: false; status: 409; reason: string }> {
    const { store, trips } = this.options;
    const trip = trips.ofEnquiry(enquiryId);
    if (!trip)
      return {
        sent: false,
        status: 409,
        reason: "This enquiry is not booked: a review link goes only to travellers who booked.",
      };
    if (!trip.traveller.email)
      return { sent: false, status: 409, reason: "This enquiry has no e-mail address." };
    if (store.reviewed(trip.proposalId))
      return { sent: false, status: 409, reason: "This traveller has sent their review already." };
    await this.send(trip, operator);
    return { sent: true, expiresAt: store.invitation(trip.proposalId)?.expiresAt ?? "" };
  }
}

/** How often the server looks for trips that have ended; the first look is at start. */
export const invitationCheckMs = 60 * 60 * 1000;

/**
 * Runs the check now and every `everyMs`, one at a time; the returned function stops the timer
 * and waits for a check under way.
 */
export function scheduleInvitations(
  invitations: Invitations,
  log: (message: string) => void,
  everyMs = invitationCheckMs,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const check = () => {
    running = running
      .then(() => invitations.inviteEndedTrips())
      .catch((cause: unknown) => log(`Looking for ended trips failed: ${String(cause)}`));
  };
  check();
  const timer = setInterval(check, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
