import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PesapalClient, type PesapalOrderRequest } from "../../server/payments/pesapal";
import {
  pesapalStandInCredentials,
  pesapalStandInPrefix,
} from "../../server/payments/pesapal-stand-in";
import { pesapalContract, shapeProblems, type Shape } from "../contracts/pesapal-api-3";
import { startService, type RunningService } from "./enquiries-service";

/**
 * The Pesapal stand-in held to Pesapal's reference (tests/contracts/pesapal-api-3.ts): every
 * request the client sends and every answer the stand-in gives has the reference's fields and
 * types, and nothing else; a notification reaches the merchant's IPN URL as Pesapal sends it.
 */

let service: RunningService;
let origin: string;
let base: string;
let client: PesapalClient;
/** What the client sent, by path, to check against the reference's request shapes. */
const sent: Array<{ path: string; body: unknown }> = [];
let merchant: Server;
let merchantOrigin: string;
const notifications: Array<{ method: string; url: string; body: unknown }> = [];

async function readBody(request: IncomingMessage): Promise<string> {
  let text = "";
  for await (const chunk of request) text += String(chunk);
  return text;
}

beforeAll(async () => {
  service = await startService();
  origin = new URL(service.endpoint).origin;
  base = `${origin}${pesapalStandInPrefix}`;
  const realFetch = globalThis.fetch;
  const recordingFetch: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    if (url.href.startsWith(`${base}/api/`)) {
      sent.push({
        path: url.pathname.slice(pesapalStandInPrefix.length),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
    }
    return realFetch(input, init);
  };
  client = new PesapalClient(base, pesapalStandInCredentials(service.config.apiKey));
  globalThis.fetch = recordingFetch;
  // A merchant's IPN URL, answering as the reference asks.
  merchant = createServer(async (request, response) => {
    const text = await readBody(request);
    const body = text ? (JSON.parse(text) as Record<string, string>) : undefined;
    notifications.push({ method: request.method ?? "", url: request.url ?? "", body });
    const query = new URL(request.url ?? "/", "http://merchant").searchParams;
    const field = (name: string) => body?.[name] ?? query.get(name) ?? "";
    response.setHeader("Content-Type", "application/json");
    response.end(
      JSON.stringify({
        orderNotificationType: field("OrderNotificationType"),
        orderTrackingId: field("OrderTrackingId"),
        orderMerchantReference: field("OrderMerchantReference"),
        status: 200,
      }),
    );
  });
  await new Promise<void>((resolve) => merchant.listen(0, "127.0.0.1", resolve));
  merchantOrigin = `http://127.0.0.1:${(merchant.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => merchant.close(resolve));
  await service.close();
});

const sentTo = (path: string) => sent.filter((request) => request.path === path);

function order(reference: string, notificationId: string): PesapalOrderRequest {
  return {
    id: reference,
    currency: "USD",
    amount: 2400.5,
    description: "Deposit: 4-day Masai Mara safari",
    callback_url: `${origin}/payments/callback`,
    cancellation_url: `${origin}/payments/callback?cancelled=1`,
    redirect_mode: "TOP_WINDOW",
    notification_id: notificationId,
    billing_address: { email_address: "anna@example.com", first_name: "Anna", last_name: "Berg" },
  };
}

/** Pays, fails or cancels on the stand-in's page as a tester's form post does; its redirect. */
async function settle(redirectUrl: string, outcome: "pay" | "fail" | "cancel", method = "card") {
  const trackingId = new URL(redirectUrl).searchParams.get("OrderTrackingId") ?? "";
  const page = await fetch(redirectUrl);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<form method="post"');
  const response = await fetch(`${base}/pay`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ OrderTrackingId: trackingId, outcome, method }),
    redirect: "manual",
  });
  expect(response.status).toBe(303);
  return new URL(response.headers.get("location") ?? "");
}

describe("the Pesapal stand-in, against Pesapal's reference", () => {
  it("issues a token for the consumer key and secret, with the reference's fields", async () => {
    const answer = await client.requestToken();
    expect(shapeProblems(pesapalContract.requestToken.answer, answer)).toEqual([]);
    expect(
      shapeProblems(
        pesapalContract.requestToken.request,
        sentTo("/api/Auth/RequestToken")[0]?.body,
      ),
    ).toEqual([]);
    expect(Date.parse(answer.expiryDate)).toBeGreaterThan(Date.now());
  });

  it("refuses other credentials, and every other call without a token, with its error object", async () => {
    const wrong = await fetch(`${base}/api/Auth/RequestToken`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ consumer_key: "embedded-pesapal", consumer_secret: "guess" }),
    });
    expect(wrong.status).toBe(401);
    const refusal = (await wrong.json()) as { error: unknown; status: string };
    expect(shapeProblems(pesapalContract.error, refusal.error)).toEqual([]);
    for (const path of [
      "/api/URLSetup/GetIpnList",
      "/api/Transactions/GetTransactionStatus?orderTrackingId=x",
    ]) {
      const response = await fetch(`${base}${path}`, {
        headers: { Authorization: "Bearer forged" },
      });
      expect(response.status, path).toBe(401);
    }
  });

  it("registers an IPN URL once and lists it", async () => {
    const url = `${merchantOrigin}/ipn`;
    const first = await client.registerIpn(url, "POST");
    const again = await client.registerIpn(url, "POST");
    expect(shapeProblems(pesapalContract.registerIpn.answer, first)).toEqual([]);
    expect(again.ipn_id).toBe(first.ipn_id);
    for (const request of sentTo("/api/URLSetup/RegisterIPN"))
      expect(shapeProblems(pesapalContract.registerIpn.request, request.body)).toEqual([]);
    const list = await client.ipnList();
    expect(list.map((ipn) => ipn.ipn_id)).toContain(first.ipn_id);
    for (const item of list) expect(shapeProblems(pesapalContract.ipnList.item, item)).toEqual([]);
  });

  it("takes an order, pays it on its page, tells the IPN URL and reports it COMPLETED", async () => {
    const { ipn_id } = await client.registerIpn(`${merchantOrigin}/ipn`, "POST");
    const submitted = await client.submitOrder(order("contract-paid-1", ipn_id));
    expect(shapeProblems(pesapalContract.submitOrder.answer, submitted)).toEqual([]);
    for (const request of sentTo("/api/Transactions/SubmitOrderRequest"))
      expect(shapeProblems(pesapalContract.submitOrder.request as Shape, request.body)).toEqual([]);
    expect(submitted.merchant_reference).toBe("contract-paid-1");
    expect(new URL(submitted.redirect_url).origin).toBe(origin);

    const unpaid = await client.transactionStatus(submitted.order_tracking_id);
    expect(shapeProblems(pesapalContract.transactionStatus.answer, unpaid)).toEqual([]);
    expect(unpaid).toMatchObject({ status_code: 0, payment_status_description: "INVALID" });

    const back = await settle(submitted.redirect_url, "pay", "mpesa");
    expect(`${back.origin}${back.pathname}`).toBe(`${origin}/payments/callback`);
    expect(Object.fromEntries(back.searchParams)).toEqual({
      OrderTrackingId: submitted.order_tracking_id,
      OrderMerchantReference: "contract-paid-1",
      OrderNotificationType: pesapalContract.callback.notificationType,
    });
    const notification = notifications.find(
      (notice) =>
        (notice.body as Record<string, string>)?.OrderMerchantReference === "contract-paid-1",
    );
    expect(notification?.method).toBe("POST");
    expect(shapeProblems(pesapalContract.ipn.notification, notification?.body)).toEqual([]);
    expect(notification?.body).toMatchObject({ OrderNotificationType: "IPNCHANGE" });

    const paid = await client.transactionStatus(submitted.order_tracking_id);
    expect(shapeProblems(pesapalContract.transactionStatus.answer, paid)).toEqual([]);
    expect(paid).toMatchObject({
      status_code: 1,
      payment_status_description: "COMPLETED",
      amount: 2400.5,
      currency: "USD",
      merchant_reference: "contract-paid-1",
      payment_method: "MPESA",
      error: null,
    });
    // A settled order is not paid twice.
    const twice = await fetch(`${base}/pay`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        OrderTrackingId: submitted.order_tracking_id,
        outcome: "fail",
        method: "card",
      }),
      redirect: "manual",
    });
    expect(twice.status).toBe(409);
  });

  it("reports a declined payment FAILED and a cancelled one INVALID, sent to the cancellation URL", async () => {
    const { ipn_id } = await client.registerIpn(`${merchantOrigin}/ipn-get`, "GET");
    const declined = await client.submitOrder(order("contract-failed-1", ipn_id));
    await settle(declined.redirect_url, "fail");
    expect(await client.transactionStatus(declined.order_tracking_id)).toMatchObject({
      status_code: 2,
      payment_status_description: "FAILED",
    });
    const byQuery = notifications.find((notice) => notice.url.includes("contract-failed-1"));
    expect(byQuery?.method).toBe("GET");
    const query = Object.fromEntries(new URL(byQuery?.url ?? "/", merchantOrigin).searchParams);
    expect(shapeProblems(pesapalContract.ipn.notification, query)).toEqual([]);

    const left = await client.submitOrder(order("contract-cancelled-1", ipn_id));
    const back = await settle(left.redirect_url, "cancel");
    expect(back.searchParams.get("cancelled")).toBe("1");
    expect(back.searchParams.get("OrderMerchantReference")).toBe("contract-cancelled-1");
    expect(await client.transactionStatus(left.order_tracking_id)).toMatchObject({
      status_code: 0,
    });
  });

  it("refuses an order the reference would refuse, with its error object", async () => {
    const { ipn_id } = await client.registerIpn(`${merchantOrigin}/ipn`, "POST");
    const token = await client.bearer();
    const cases: Array<[string, Record<string, unknown>]> = [
      ["a reference over 50 characters", { id: "x".repeat(51) }],
      ["no amount", { amount: undefined }],
      ["a negative amount", { amount: -5 }],
      ["an unregistered IPN", { notification_id: "00000000-0000-0000-0000-000000000000" }],
      ["no billing address", { billing_address: undefined }],
    ];
    for (const [what, change] of cases) {
      const response = await fetch(`${base}/api/Transactions/SubmitOrderRequest`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Accept: "application/json",
          Authorization: `Bearer ${token}`,
        },
        body: JSON.stringify({ ...order("contract-refused", ipn_id), ...change }),
      });
      expect(response.status, what).toBe(400);
      const answer = (await response.json()) as { error: unknown };
      expect(shapeProblems(pesapalContract.error, answer.error), what).toEqual([]);
    }
  });
});
