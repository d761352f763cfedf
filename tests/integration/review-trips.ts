import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { localizedPath } from "../../data/domain/locales";
import { reviewLimits, reviewShellPath } from "../../data/domain/reviews";
import { KitProvider } from "../../ui/kit-provider";
import { ReviewForm } from "../../ui/review-form";
import { fieldCopy } from "../../site/messages/de/kit-field";
import { reviewFormCopy } from "../../site/messages/de/kit-review-form";
import { starRatingCopy } from "../../site/messages/de/kit-star-rating";
import type { ProposalDay } from "../../data/domain/desk";
import { deskIds } from "../../data/domain/desk";
import { enquiryIds } from "../../data/domain/enquiry";
import { settleOnStandIn, startPayment, storeProposal } from "../../scripts/lib/payment-calls";
import { parseMail, type ParsedMail } from "./enquiries-mail";
import type { RunningService } from "./enquiries-service";

/**
 * Booked trips as travellers make them, for the reviews' tests: a proposal stored as the desk
 * stores it, accepted, and paid on the Pesapal stand-in's page; and the review invitations the
 * server writes to its outbox.
 */

const day = (number: number, lodge: string): ProposalDay => ({
  day: number,
  title: `Day ${number}`,
  description: "Game drives.",
  lodge,
  note: "",
});

/** Four days: two nights at one camp, one at another, none on the last day. */
export const tripDays: ProposalDay[] = [
  day(1, "Ashnil Mara Camp"),
  day(2, "Ashnil Mara Camp"),
  day(3, "Lake Naivasha Sopa Resort"),
  day(4, ""),
];

/** A trip of `tripDays` from `startDate`, accepted and paid: its proposal's and enquiry's ids. */
export async function bookedTrip(
  service: RunningService,
  { startDate, locale = "de", paid = true }: { startDate: string; locale?: string; paid?: boolean },
): Promise<{ proposal: string; enquiry: string }> {
  const proposal = await storeProposal(service.admin, {
    locale,
    startDate: `${startDate}T00:00:00.000+00:00`,
    days: tripDays,
  });
  if (paid) {
    const origin = new URL(service.endpoint).origin;
    await settleOnStandIn((await startPayment(origin, proposal)).redirectUrl, "pay");
  }
  const stored = await service.admin.databases.getDocument({
    databaseId: enquiryIds.databaseId,
    collectionId: deskIds.proposalsCollectionId,
    documentId: proposal,
  });
  return { proposal, enquiry: String(stored.enquiryId) };
}

/** A date `days` from today (before it when negative), as "YYYY-MM-DD". */
export const daysFromToday = (days: number) =>
  new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

const invitationFile = (proposal: string) => `review-invitation-${proposal}.eml`;

/** The invitations for `proposal` in the outbox (one file, rewritten by each new link). */
export function invitationsIn(dataDir: string, proposal: string): ParsedMail[] {
  const outbox = path.join(dataDir, "outbox");
  return (existsSync(outbox) ? readdirSync(outbox) : [])
    .filter((file) => file === invitationFile(proposal))
    .map((file) => parseMail(readFileSync(path.join(outbox, file), "utf8")));
}

/** The invitation for `proposal`, once written whole (the check runs as the server starts). */
export async function invitationFor(dataDir: string, proposal: string): Promise<ParsedMail> {
  const file = path.join(dataDir, "outbox", invitationFile(proposal));
  const deadline = Date.now() + 30_000;
  const whole = () => existsSync(file) && readFileSync(file, "utf8").trimEnd().endsWith("--");
  while (!whole() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  const [mail] = invitationsIn(dataDir, proposal);
  if (!mail) throw new Error(`No review invitation for ${proposal} was written`);
  return mail;
}

/** The review link's token in an invitation. */
export function tokenOf(mail: ParsedMail): string {
  const token = /\/review\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error("The invitation has no review link");
  return token;
}

/**
 * The German review page as the prerender writes it: the head's inline script, the page's
 * module, and the kit's review form, without a trip, rendered by React from the kit itself.
 */
export function writeGermanReviewShell(distDir: string): void {
  const form = createElement(ReviewForm, {
    action: "?",
    lodges: [],
    years: [2025, 2026],
    limits: reviewLimits,
  });
  const messages = { ...reviewFormCopy, ...starRatingCopy, ...fieldCopy };
  const markup = renderToString(
    createElement(KitProvider, { messages, locale: "de", children: form }),
  );
  const page = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Bewertung</title><script>document.documentElement.dataset.early="1"</script><script type="module" src="/assets/hydrate.js"></script></head><body><main><h1>Wie war Ihre Safari?</h1>${markup}</main></body></html>`;
  const dir = path.join(distDir, localizedPath("de", reviewShellPath));
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "index.html"), page);
}
