import { ID, type Databases } from "node-appwrite";
import { deskIds, newProposalId, type ProposalDay } from "../../data/domain/desk";
import { enquiryIds } from "../../data/domain/enquiry";

/**
 * A booking's payments as its callers make them, for the tests and `npm run bench:payments`: a
 * proposal stored as the desk stores it and accepted, a payment started as the proposal page
 * starts it, an order paid on the Pesapal stand-in's page, and an IPN as Pesapal sends it.
 */

/** A proposal the desk stored and the traveller accepted (unless told), in `locale`. */
export async function storeProposal(
  admin: { databases: Databases },
  {
    locale = "de",
    priceTotal = 8_560,
    startDate = "2027-09-10T00:00:00.000+00:00",
    accepted = true,
    days = [] as ProposalDay[],
  } = {},
): Promise<string> {
  const enquiry = await admin.databases.createDocument({
    databaseId: enquiryIds.databaseId,
    collectionId: enquiryIds.messagesCollectionId,
    documentId: ID.unique(),
    data: {
      formType: "contact",
      name: "Anna Berg",
      email: "anna@example.com",
      groupSize: "2",
      message: "We would love to see the migration.",
      submittedAt: new Date().toISOString(),
      locale,
    },
  });
  const id = newProposalId();
  await admin.databases.createDocument({
    databaseId: enquiryIds.databaseId,
    collectionId: deskIds.proposalsCollectionId,
    documentId: id,
    data: {
      enquiryId: enquiry.$id,
      locale,
      tourSlug: "4-day-luxury-safari-lake-naivasha-masai-mara",
      tourTitle: "4-Day Luxury Safari",
      startDate,
      travellers: 2,
      days: JSON.stringify(days),
      pricePerPerson: Math.ceil(priceTotal / 2),
      priceTotal,
      currency: "USD",
      createdBy: "operator@example.com",
      ...(accepted ? { acceptedAt: new Date().toISOString() } : {}),
    },
  });
  return id;
}

export type StartedPayment = {
  reference: string;
  kind: string;
  amountMinor: number;
  currency: string;
  redirectUrl: string;
};

/** Starts the payment of what a proposal has due, as the proposal page's script does. */
export async function startPayment(origin: string, proposal: string, headers = {}) {
  const response = await fetch(`${origin}/payments/orders`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify({ proposal }),
  });
  if (response.status !== 201)
    throw new Error(`Starting a payment answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as StartedPayment;
}

/**
 * Pays, has fail or cancels an order on the stand-in's page as a tester does; the stand-in tells
 * the server's IPN URL first, then sends the tester back. Where the server's return leads.
 */
export async function settleOnStandIn(
  redirectUrl: string,
  outcome: "pay" | "fail" | "cancel",
  method: "card" | "mpesa" = "card",
): Promise<{ callback: URL; landing: string }> {
  const page = new URL(redirectUrl);
  const trackingId = page.searchParams.get("OrderTrackingId") ?? "";
  const settled = await fetch(`${page.origin}${page.pathname}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ OrderTrackingId: trackingId, outcome, method }),
    redirect: "manual",
  });
  if (settled.status !== 303) throw new Error(`The stand-in's page answered ${settled.status}`);
  const callback = new URL(settled.headers.get("location") ?? "");
  const back = await fetch(callback, { redirect: "manual" });
  if (back.status !== 303) throw new Error(`The return answered ${back.status}`);
  return { callback, landing: back.headers.get("location") ?? "" };
}

export type BookingAnswer = {
  money: {
    currency: string;
    totalMinor: number;
    paidMinor: number;
    depositMinor: number;
    balanceDueDate: string;
    due: { kind: string; amountMinor: number } | null;
    stage: string;
  };
  payments: Array<{
    reference: string;
    kind: string;
    status: string;
    amountMinor: number;
    method: string | null;
    providerReference: string | null;
    confirmedAt: string | null;
  }>;
};

/** Where a proposal's booking stands, as its page reads it. */
export async function bookingOf(origin: string, proposal: string): Promise<BookingAnswer> {
  const response = await fetch(`${origin}/payments/proposals/${proposal}`);
  if (!response.ok) throw new Error(`The booking answered ${response.status}`);
  return (await response.json()) as BookingAnswer;
}

/** Sends an IPN as Pesapal does (POST, JSON); its status and acknowledgement. */
export async function sendIpn(
  origin: string,
  notice: { trackingId: string; reference: string },
  headers = {},
) {
  const response = await fetch(`${origin}/payments/ipn`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify({
      OrderNotificationType: "IPNCHANGE",
      OrderTrackingId: notice.trackingId,
      OrderMerchantReference: notice.reference,
    }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
