import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Query } from "node-appwrite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deskIds } from "../../data/domain/desk";
import { enquiryIds } from "../../data/domain/enquiry";
import { openFile, databaseFileName } from "../../server/db";
import { PesapalClient } from "../../server/payments/pesapal";
import {
  pesapalStandInCredentials,
  pesapalStandInPrefix,
} from "../../server/payments/pesapal-stand-in";
import { parseMail } from "./enquiries-mail";
import { startService, type RunningService } from "./enquiries-service";
import {
  bookingOf,
  sendIpn,
  settleOnStandIn,
  startPayment,
  storeProposal,
} from "../../scripts/lib/payment-calls";

/**
 * A booking's payments through the whole server and its Pesapal stand-in: the server gets a
 * token, registers its IPN URL, submits the order, takes the IPN and the traveller's return, and
 * believes neither until GetTransactionStatus confirms it.
 */

let service: RunningService;
let origin: string;
let pesapal: PesapalClient;

beforeAll(async () => {
  service = await startService({ RATE_LIMIT_PAYMENT_ORDERS_PER_MINUTE: "1000" });
  origin = new URL(service.endpoint).origin;
  pesapal = new PesapalClient(
    `${origin}${pesapalStandInPrefix}`,
    pesapalStandInCredentials(service.config.apiKey),
  );
});

afterAll(async () => {
  await service.close();
});

/** The receipts in the outbox for `reference`, once the first is written whole. */
async function receiptsOf(reference: string) {
  const outbox = path.join(service.dataDir, "outbox");
  const deadline = Date.now() + 60_000;
  const read = () =>
    (existsSync(outbox) ? readdirSync(outbox) : [])
      .filter((file) => file.includes(reference))
      .map((file) => readFileSync(path.join(outbox, file), "utf8"));
  while (!read().some((raw) => raw.trimEnd().endsWith("--")) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return read().map(parseMail);
}

const trackingIdOf = (redirectUrl: string) =>
  new URL(redirectUrl).searchParams.get("OrderTrackingId") ?? "";

describe("a deposit through Pesapal", () => {
  it("registers the IPN URL, submits the deposit the proposal sets, and records it once paid", async () => {
    const proposal = await storeProposal(service.admin, { priceTotal: 8_560 });
    const started = await startPayment(origin, proposal);
    expect(started).toMatchObject({ kind: "deposit", amountMinor: 256_800, currency: "USD" });

    const ipns = await pesapal.ipnList();
    expect(ipns.map((ipn) => ipn.url)).toContain(`${origin}/payments/ipn`);
    const pending = await bookingOf(origin, proposal);
    expect(pending.payments).toMatchObject([
      { reference: started.reference, status: "pending", amountMinor: 256_800 },
    ]);
    expect(await pesapal.transactionStatus(trackingIdOf(started.redirectUrl))).toMatchObject({
      status_code: 0,
      amount: 2568,
      currency: "USD",
      merchant_reference: started.reference,
    });

    const { landing } = await settleOnStandIn(started.redirectUrl, "pay", "mpesa");
    expect(landing).toBe(`/de/p/${proposal}?payment=${started.reference}`);
    const booking = await bookingOf(origin, proposal);
    expect(booking.money).toEqual({
      currency: "USD",
      totalMinor: 856_000,
      paidMinor: 256_800,
      depositMinor: 256_800,
      balanceDueDate: "2027-07-12",
      due: { kind: "balance", amountMinor: 599_200 },
      stage: "deposit_paid",
    });
    expect(booking.payments).toMatchObject([
      {
        reference: started.reference,
        status: "completed",
        method: "MPESA",
        providerReference: trackingIdOf(started.redirectUrl),
      },
    ]);
  });

  it("changes nothing for an IPN repeated, at once or later, and answers each as Pesapal expects", async () => {
    const proposal = await storeProposal(service.admin);
    const started = await startPayment(origin, proposal);
    await settleOnStandIn(started.redirectUrl, "pay");
    const paid = (await bookingOf(origin, proposal)).payments[0];
    const notice = { trackingId: trackingIdOf(started.redirectUrl), reference: started.reference };
    const answers = await Promise.all(Array.from({ length: 8 }, () => sendIpn(origin, notice)));
    for (const answer of answers) {
      expect(answer).toEqual({
        status: 200,
        body: {
          orderNotificationType: "IPNCHANGE",
          orderTrackingId: notice.trackingId,
          orderMerchantReference: notice.reference,
          status: 200,
        },
      });
    }
    const after = await bookingOf(origin, proposal);
    expect(after.payments).toEqual([paid]);
    expect(after.money.paidMinor).toBe(paid?.amountMinor);
  });

  it("keeps a failed payment failed when its IPN comes after the retry was paid", async () => {
    const proposal = await storeProposal(service.admin);
    const first = await startPayment(origin, proposal);
    const failed = await settleOnStandIn(first.redirectUrl, "fail");
    expect(failed.landing).toBe(`/de/p/${proposal}?payment=${first.reference}`);
    const afterFailure = await bookingOf(origin, proposal);
    expect(afterFailure.money).toMatchObject({ stage: "unpaid", paidMinor: 0 });
    expect(afterFailure.money.due).toEqual({ kind: "deposit", amountMinor: 256_800 });
    expect(afterFailure.payments).toMatchObject([{ status: "failed" }]);

    const retry = await startPayment(origin, proposal);
    expect(retry.reference).not.toBe(first.reference);
    expect(retry.amountMinor).toBe(first.amountMinor);
    await settleOnStandIn(retry.redirectUrl, "pay");
    // The first order's IPN again, late: it is asked about and found failed, as it was.
    const late = await sendIpn(origin, {
      trackingId: trackingIdOf(first.redirectUrl),
      reference: first.reference,
    });
    expect(late.status).toBe(200);
    const booking = await bookingOf(origin, proposal);
    expect(booking.payments.map((payment) => [payment.reference, payment.status])).toEqual([
      [first.reference, "failed"],
      [retry.reference, "completed"],
    ]);
    expect(booking.money).toMatchObject({ stage: "deposit_paid", paidMinor: 256_800 });
  });

  it("keeps a cancelled payment pending and brings the traveller back to pay again", async () => {
    const proposal = await storeProposal(service.admin);
    const started = await startPayment(origin, proposal);
    const { landing } = await settleOnStandIn(started.redirectUrl, "cancel");
    expect(landing).toBe(`/de/p/${proposal}?payment=${started.reference}&cancelled=1`);
    const booking = await bookingOf(origin, proposal);
    expect(booking.payments).toMatchObject([{ status: "pending" }]);
    expect(booking.money.due).toEqual({ kind: "deposit", amountMinor: 256_800 });
  });

  it("asks for the balance once the deposit is in, then nothing once paid in full", async () => {
    const proposal = await storeProposal(service.admin, { priceTotal: 1_001 });
    await settleOnStandIn((await startPayment(origin, proposal)).redirectUrl, "pay");
    const balance = await startPayment(origin, proposal);
    expect(balance).toMatchObject({ kind: "balance", amountMinor: 70_070 });
    await settleOnStandIn(balance.redirectUrl, "pay", "mpesa");
    const booking = await bookingOf(origin, proposal);
    expect(booking.money).toMatchObject({ stage: "paid_in_full", paidMinor: 100_100, due: null });
    const more = await fetch(`${origin}/payments/orders`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ proposal }),
    });
    expect(more.status).toBe(409);
    expect(await more.json()).toEqual({ ok: false, error: "This booking is paid in full." });
  });

  it("asks for the whole amount when the first day is within the balance's 60 days", async () => {
    const soon = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const proposal = await storeProposal(service.admin, {
      priceTotal: 3_000,
      startDate: `${soon}T00:00:00.000+00:00`,
    });
    expect(await startPayment(origin, proposal)).toMatchObject({
      kind: "full",
      amountMinor: 300_000,
    });
  });

  it("sends a form post on to the provider's page", async () => {
    const proposal = await storeProposal(service.admin);
    const response = await fetch(`${origin}/payments/orders`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ proposal }),
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toMatch(
      new RegExp(`^${origin}/pesapal/v3/pay\\?OrderTrackingId=`),
    );
  });

  it("does not believe a completed order of another amount than the one asked", async () => {
    const proposal = await storeProposal(service.admin);
    const started = await startPayment(origin, proposal);
    const db = openFile(path.join(service.dataDir, databaseFileName));
    try {
      db.prepare("UPDATE pesapal_stand_in_orders SET amount = 1 WHERE merchant_reference = ?").run(
        started.reference,
      );
    } finally {
      db.close();
    }
    await settleOnStandIn(started.redirectUrl, "pay");
    const booking = await bookingOf(origin, proposal);
    expect(booking.payments).toMatchObject([{ status: "pending" }]);
    expect(booking.money.paidMinor).toBe(0);
  });

  it("sends the traveller one receipt per payment, in the proposal's language", async () => {
    const proposal = await storeProposal(service.admin, { locale: "de" });
    const started = await startPayment(origin, proposal);
    await settleOnStandIn(started.redirectUrl, "pay");
    await sendIpn(origin, {
      trackingId: trackingIdOf(started.redirectUrl),
      reference: started.reference,
    });
    const receipts = await receiptsOf(started.reference);
    expect(receipts).toHaveLength(1);
    const [receipt] = receipts;
    expect(receipt?.headers.to).toBe("anna@example.com");
    expect(receipt?.headers.subject).toMatch(/^Zahlungseingang für Ihre Safari – /);
    expect(receipt?.text).toContain("Guten Tag Anna Berg,");
    expect(receipt?.text).toMatch(/haben wir 2\.568,00\s\$ erhalten\./);
    expect(receipt?.text).toContain("Das ist die Anzahlung für Ihre Safari");
    expect(receipt?.text).toMatch(
      /Der Restbetrag von 5\.992,00\s\$ ist bis zum 12\. Juli 2027 fällig\./,
    );
    expect(receipt?.text).toContain(`Zahlungsreferenz: ${started.reference}`);
    expect(receipt?.text).toContain(`${origin}/de/p/${proposal}`);
  });

  it("books the enquiry once its deposit is confirmed, once, with a history entry for every payment that moved", async () => {
    const proposal = await storeProposal(service.admin);
    const { enquiryId } = (await service.admin.databases.getDocument({
      databaseId: enquiryIds.databaseId,
      collectionId: deskIds.proposalsCollectionId,
      documentId: proposal,
    })) as unknown as { enquiryId: string };
    const enquiryStatus = async () =>
      (
        await service.admin.databases.getDocument({
          databaseId: enquiryIds.databaseId,
          collectionId: enquiryIds.messagesCollectionId,
          documentId: enquiryId,
        })
      ).status as string | null;
    const failed = await startPayment(origin, proposal);
    await settleOnStandIn(failed.redirectUrl, "fail");
    expect(await enquiryStatus()).not.toBe("booked");

    const deposit = await startPayment(origin, proposal);
    await settleOnStandIn(deposit.redirectUrl, "pay");
    await expect.poll(enquiryStatus, { timeout: 60_000 }).toBe("booked");
    const balance = await startPayment(origin, proposal);
    await settleOnStandIn(balance.redirectUrl, "pay");
    await expect
      .poll(async () => (await receiptsOf(balance.reference)).length, { timeout: 60_000 })
      .toBe(1);
    const history = () =>
      service.admin.databases.listDocuments({
        databaseId: enquiryIds.databaseId,
        collectionId: deskIds.historyCollectionId,
        queries: [Query.equal("enquiryId", enquiryId), Query.orderAsc("$sequence")],
      });
    await expect
      .poll(async () =>
        (await history()).documents.map((entry) => [
          entry.actor,
          entry.action,
          entry.from,
          entry.to,
        ]),
      )
      .toEqual([
        ["traveller", "payment", "deposit", "failed"],
        ["traveller", "payment", "deposit", "completed"],
        ["traveller", "status", "new", "booked"],
        ["traveller", "payment", "balance", "completed"],
      ]);
    expect((await history()).documents[2]?.$id).toBe(deposit.reference);
  });
});
