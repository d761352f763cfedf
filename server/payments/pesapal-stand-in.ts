import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createHmac, randomBytes, randomUUID } from "node:crypto";
import type { Db } from "../db";
import { acceptFormPosts } from "./form-body";
import { escapeHtml } from "../../functions/shared/mail";
import {
  pesapalNotificationTypes,
  pesapalPaths,
  pesapalReferencePattern,
  pesapalStatusCodes,
  type PesapalCredentials,
  type PesapalError,
  type PesapalIpnAnswer,
  type PesapalOrderAnswer,
  type PesapalStatusAnswer,
  type PesapalTokenAnswer,
} from "./pesapal";

/**
 * A Pesapal API 3.0 stand-in on this server's own origin (under /pesapal/v3), as the Appwrite,
 * Algolia and PostHog ones are: the same paths, requests and answers as Pesapal's reference, and
 * a payment page of its own where a tester pays (by card or M-Pesa), has the payment fail, or
 * cancels. Each change is told to the order's IPN URL as Pesapal tells it, then the tester is
 * sent back to the order's callback URL. Orders and IPN URLs are kept in SQLite; tokens live
 * five minutes, in memory.
 */

export const pesapalStandInPrefix = "/pesapal/v3";
export const pesapalStandInPagePath = "/pay";

/** The stand-in's own consumer key and secret: the secret follows from the server's API key. */
export function pesapalStandInCredentials(apiKey: string): PesapalCredentials {
  return {
    consumerKey: "embedded-pesapal",
    consumerSecret: createHmac("sha256", apiKey).update("pesapal-stand-in").digest("hex"),
  };
}

const tokenLifetimeMs = 5 * 60_000;
const requestBodyLimit = 8 * 1024;

type StoredOrder = {
  tracking_id: string;
  merchant_reference: string;
  amount: number;
  currency: string;
  description: string;
  callback_url: string;
  cancellation_url: string | null;
  notification_id: string;
  status_code: number;
  payment_method: string | null;
  confirmation_code: string | null;
  created_date: string;
};

type StoredIpn = { ipn_id: string; url: string; method: string; created_date: string };

function createTables(db: Db): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS pesapal_stand_in_ipns (
      ipn_id TEXT PRIMARY KEY,
      url TEXT NOT NULL,
      method TEXT NOT NULL,
      created_date TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS pesapal_stand_in_orders (
      tracking_id TEXT PRIMARY KEY,
      merchant_reference TEXT NOT NULL,
      amount REAL NOT NULL,
      currency TEXT NOT NULL,
      description TEXT NOT NULL,
      callback_url TEXT NOT NULL,
      cancellation_url TEXT,
      notification_id TEXT NOT NULL,
      status_code INTEGER NOT NULL DEFAULT 0,
      payment_method TEXT,
      confirmation_code TEXT,
      created_date TEXT NOT NULL
    );
  `);
}

const pesapalError = (code: string, message: string): PesapalError => ({
  error_type: "api_error",
  code,
  message,
});

function refuse(reply: FastifyReply, httpStatus: number, code: string, message: string) {
  return reply
    .code(httpStatus)
    .send({ error: pesapalError(code, message), status: String(httpStatus) });
}

const isUrl = (value: unknown): value is string => {
  if (typeof value !== "string" || value.length > 2000) return false;
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const isText = (value: unknown, max: number): value is string =>
  typeof value === "string" && value.trim() !== "" && value.length <= max;

/** What is wrong with a SubmitOrderRequest body, as the reference states its fields; null if nothing. */
function orderProblem(body: Record<string, unknown>, knownIpn: (id: string) => boolean) {
  if (typeof body.id !== "string" || !pesapalReferencePattern.test(body.id))
    return "id must be the merchant reference: at most 50 letters, digits or - _ . :";
  if (typeof body.currency !== "string" || !/^[A-Z]{3}$/.test(body.currency))
    return "currency must be an ISO currency code";
  if (typeof body.amount !== "number" || !(body.amount > 0) || !Number.isFinite(body.amount))
    return "amount must be a number above 0";
  if (!isText(body.description, 100)) return "description must be text of at most 100 characters";
  if (!isUrl(body.callback_url)) return "callback_url must be a valid URL";
  if (body.cancellation_url !== undefined && !isUrl(body.cancellation_url))
    return "cancellation_url must be a valid URL";
  if (typeof body.notification_id !== "string" || !knownIpn(body.notification_id))
    return "notification_id must be the ipn_id of a registered IPN URL";
  const billing = body.billing_address;
  if (typeof billing !== "object" || billing === null || Array.isArray(billing))
    return "billing_address is required";
  const { email_address: email, phone_number: phone } = billing as Record<string, unknown>;
  if (!isText(email, 254) && !isText(phone, 30))
    return "billing_address needs an email_address or a phone_number";
  return null;
}

const paymentMethods = { card: "Visa", mpesa: "MPESA" } as const;
type Outcome = "pay" | "fail" | "cancel";

export type PesapalStandInOptions = {
  db: Db;
  credentials: PesapalCredentials;
  now?: () => Date;
};

export async function pesapalStandInRoutes(app: FastifyInstance, options: PesapalStandInOptions) {
  const { db, credentials } = options;
  const now = options.now ?? (() => new Date());
  createTables(db);
  const tokens = new Map<string, number>();
  const statements = {
    ipn: db.prepare("SELECT * FROM pesapal_stand_in_ipns WHERE ipn_id = ?"),
    ipnByUrl: db.prepare("SELECT * FROM pesapal_stand_in_ipns WHERE url = ? AND method = ?"),
    ipns: db.prepare("SELECT * FROM pesapal_stand_in_ipns ORDER BY created_date"),
    addIpn: db.prepare(
      "INSERT INTO pesapal_stand_in_ipns (ipn_id, url, method, created_date) VALUES (?, ?, ?, ?)",
    ),
    order: db.prepare("SELECT * FROM pesapal_stand_in_orders WHERE tracking_id = ?"),
    addOrder: db.prepare(
      `INSERT INTO pesapal_stand_in_orders (tracking_id, merchant_reference, amount, currency,
        description, callback_url, cancellation_url, notification_id, created_date)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    settle: db.prepare(
      `UPDATE pesapal_stand_in_orders SET status_code = ?, payment_method = ?, confirmation_code = ?
       WHERE tracking_id = ? AND status_code = ${pesapalStatusCodes.INVALID}`,
    ),
  };

  acceptFormPosts(app, requestBodyLimit);

  const authorized = (request: FastifyRequest) => {
    const match = /^Bearer (\S+)$/.exec(request.headers.authorization ?? "");
    const expiresAt = match ? tokens.get(match[1] as string) : undefined;
    return expiresAt !== undefined && expiresAt > now().getTime();
  };
  const ipnAnswer = (ipn: StoredIpn): PesapalIpnAnswer => ({
    url: ipn.url,
    created_date: ipn.created_date,
    ipn_id: ipn.ipn_id,
    notification_type: ipn.method === "GET" ? 0 : 1,
    ipn_notification_type_description: ipn.method,
    ipn_status: 1,
    ipn_status_description: "Active",
    error: null,
    status: "200",
  });

  app.post<{ Body: Record<string, unknown> }>(
    pesapalPaths.requestToken,
    { bodyLimit: requestBodyLimit },
    async (request, reply) => {
      const { consumer_key: key, consumer_secret: secret } = request.body ?? {};
      if (key !== credentials.consumerKey || secret !== credentials.consumerSecret) {
        return refuse(reply, 401, "invalid_consumer_key_or_secret_provided", "Invalid credentials");
      }
      for (const [token, expiresAt] of tokens)
        if (expiresAt <= now().getTime()) tokens.delete(token);
      const token = randomBytes(32).toString("base64url");
      const expiresAt = now().getTime() + tokenLifetimeMs;
      tokens.set(token, expiresAt);
      const answer: PesapalTokenAnswer = {
        token,
        expiryDate: new Date(expiresAt).toISOString(),
        error: null,
        status: "200",
        message: "Request processed successfully",
      };
      return answer;
    },
  );

  app.addHook("onRequest", async (request, reply) => {
    const path = request.url.slice(pesapalStandInPrefix.length).split("?")[0];
    const open = path === pesapalPaths.requestToken || path === pesapalStandInPagePath;
    if (!open && !authorized(request)) {
      return refuse(reply, 401, "unauthorized", "A valid bearer token is required");
    }
  });

  app.post<{ Body: Record<string, unknown> }>(
    pesapalPaths.registerIpn,
    { bodyLimit: requestBodyLimit },
    async (request, reply) => {
      const { url, ipn_notification_type: method } = request.body ?? {};
      if (!isUrl(url)) return refuse(reply, 400, "invalid_url", "url must be a valid URL");
      if (method !== "GET" && method !== "POST")
        return refuse(reply, 400, "invalid_ipn_type", "ipn_notification_type must be GET or POST");
      const known = statements.ipnByUrl.get(url, method) as StoredIpn | undefined;
      if (known) return ipnAnswer(known);
      const ipn: StoredIpn = {
        ipn_id: randomUUID(),
        url,
        method,
        created_date: now().toISOString(),
      };
      statements.addIpn.run(ipn.ipn_id, ipn.url, ipn.method, ipn.created_date);
      return ipnAnswer(ipn);
    },
  );

  app.get(pesapalPaths.ipnList, async () =>
    (statements.ipns.all() as StoredIpn[]).map((ipn) => {
      const { url, created_date, ipn_id, error, status } = ipnAnswer(ipn);
      return { url, created_date, ipn_id, error, status };
    }),
  );

  app.post<{ Body: Record<string, unknown> }>(
    pesapalPaths.submitOrder,
    { bodyLimit: requestBodyLimit },
    async (request, reply) => {
      const body = request.body ?? {};
      const problem = orderProblem(body, (id) => statements.ipn.get(id) !== undefined);
      if (problem) return refuse(reply, 400, "invalid_request", problem);
      const trackingId = randomUUID();
      statements.addOrder.run(
        trackingId,
        body.id as string,
        body.amount as number,
        body.currency as string,
        body.description as string,
        body.callback_url as string,
        (body.cancellation_url as string | undefined) ?? null,
        body.notification_id as string,
        now().toISOString(),
      );
      // The page is on the merchant's origin, as this stand-in is: where its callback leads.
      const page = new URL(
        `${pesapalStandInPrefix}${pesapalStandInPagePath}`,
        body.callback_url as string,
      );
      page.searchParams.set("OrderTrackingId", trackingId);
      const answer: PesapalOrderAnswer = {
        order_tracking_id: trackingId,
        merchant_reference: body.id as string,
        redirect_url: page.href,
        error: null,
        status: "200",
      };
      return answer;
    },
  );

  app.get<{ Querystring: { orderTrackingId?: string } }>(
    pesapalPaths.transactionStatus,
    async (request) => {
      const order = statements.order.get(request.query.orderTrackingId ?? "") as
        StoredOrder | undefined;
      return statusAnswer(order);
    },
  );

  app.get<{ Querystring: { OrderTrackingId?: string } }>(
    pesapalStandInPagePath,
    async (request, reply) => {
      const order = statements.order.get(request.query.OrderTrackingId ?? "") as
        StoredOrder | undefined;
      reply.header("X-Robots-Tag", "noindex, nofollow").type("text/html; charset=utf-8");
      if (!order) return reply.code(404).send(page("Order not found", notFoundBody));
      return page("Pay with Pesapal (stand-in)", paymentBody(order));
    },
  );

  app.post<{ Body: Record<string, unknown> }>(
    pesapalStandInPagePath,
    { bodyLimit: requestBodyLimit },
    async (request, reply) => {
      const body = request.body ?? {};
      const order = statements.order.get(String(body.OrderTrackingId ?? "")) as
        StoredOrder | undefined;
      const outcome = body.outcome as Outcome;
      const method = paymentMethods[body.method as keyof typeof paymentMethods];
      reply.type("text/html; charset=utf-8");
      if (!order) return reply.code(404).send(page("Order not found", notFoundBody));
      if (!["pay", "fail", "cancel"].includes(outcome) || (outcome !== "cancel" && !method)) {
        return reply.code(400).send(page("Choose how to pay", paymentBody(order, true)));
      }
      if (outcome !== "cancel") {
        const settled = statements.settle.run(
          outcome === "pay" ? pesapalStatusCodes.COMPLETED : pesapalStatusCodes.FAILED,
          method ?? null,
          outcome === "pay" ? randomBytes(8).toString("hex").toUpperCase() : null,
          order.tracking_id,
        );
        if (settled.changes === 0)
          return reply.code(409).send(page("Order already settled", settledBody(order)));
        await notify(statements.ipn.get(order.notification_id) as StoredIpn | undefined, order);
      }
      const back =
        outcome === "cancel" && order.cancellation_url
          ? order.cancellation_url
          : order.callback_url;
      return reply.redirect(withOrder(back, order, pesapalNotificationTypes.callback), 303);
    },
  );
}

/** The order's three values on a URL, as Pesapal appends them to the callback and a GET IPN. */
function withOrder(address: string, order: StoredOrder, type: string): string {
  const url = new URL(address);
  url.searchParams.set("OrderTrackingId", order.tracking_id);
  url.searchParams.set("OrderMerchantReference", order.merchant_reference);
  url.searchParams.set("OrderNotificationType", type);
  return url.href;
}

/** Tells the order's IPN URL of the change, by its method, once; a refusal is the merchant's. */
async function notify(ipn: StoredIpn | undefined, order: StoredOrder): Promise<void> {
  if (!ipn) return;
  const type = pesapalNotificationTypes.ipn;
  const request: RequestInit =
    ipn.method === "GET"
      ? { method: "GET" }
      : {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({
            OrderNotificationType: type,
            OrderTrackingId: order.tracking_id,
            OrderMerchantReference: order.merchant_reference,
          }),
        };
  const address = ipn.method === "GET" ? withOrder(ipn.url, order, type) : ipn.url;
  await fetch(address, { ...request, signal: AbortSignal.timeout(30_000) })
    .then((response) => response.arrayBuffer())
    .catch(() => undefined);
}

const descriptions: Record<number, string> = {
  [pesapalStatusCodes.INVALID]: "INVALID",
  [pesapalStatusCodes.COMPLETED]: "COMPLETED",
  [pesapalStatusCodes.FAILED]: "FAILED",
  [pesapalStatusCodes.REVERSED]: "REVERSED",
};

function statusAnswer(order: StoredOrder | undefined): PesapalStatusAnswer {
  const code = order?.status_code ?? pesapalStatusCodes.INVALID;
  const unpaid = code === pesapalStatusCodes.INVALID;
  return {
    payment_method: order?.payment_method ?? "",
    amount: order?.amount ?? 0,
    created_date: order?.created_date ?? "",
    confirmation_code: order?.confirmation_code ?? "",
    payment_status_description: descriptions[code] ?? "INVALID",
    description:
      code === pesapalStatusCodes.FAILED ? "The payment was declined." : unpaid ? "" : "Paid",
    message: "Request processed successfully",
    payment_account:
      order?.payment_method === "MPESA" ? "2547****0000" : unpaid ? "" : "4761**0010",
    call_back_url: order
      ? withOrder(order.callback_url, order, pesapalNotificationTypes.callback)
      : "",
    status_code: code,
    merchant_reference: order?.merchant_reference ?? "",
    payment_status_code: "",
    currency: order?.currency ?? "",
    error: unpaid
      ? pesapalError(
          "payment_details_not_found",
          order ? "Pending Payment" : "No order has this tracking id",
        )
      : null,
    status: "200",
  };
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f4f6f8;color:#1b2430;line-height:1.5}
main{max-width:32rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.5rem}
h1{font-size:1.4rem;margin-top:0}
.note{background:#fff4d6;padding:.5rem .75rem;border-radius:.25rem}
.amount{font-size:1.6rem;font-weight:700}
fieldset{border:1px solid #8a96a3;border-radius:.25rem;margin:1rem 0}
label{display:block;padding:.25rem 0}
.actions{display:flex;flex-wrap:wrap;gap:.5rem}
button{font:inherit;padding:.6rem 1rem;border-radius:.25rem;border:1px solid #1b2430;background:#fff;color:#1b2430;cursor:pointer}
button[value=pay]{background:#0b5d3b;border-color:#0b5d3b;color:#fff}
button:focus-visible{outline:3px solid #1a56db;outline-offset:2px}
[role=alert]{color:#a4161a;font-weight:600}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
}

const notFoundBody = "<p>No order has this tracking id.</p>";

function settledBody(order: StoredOrder): string {
  return `<p>This order is ${escapeHtml(descriptions[order.status_code] ?? "settled")} already.</p>`;
}

function paymentBody(order: StoredOrder, askMethod = false): string {
  const amount = `${order.currency} ${order.amount.toLocaleString("en-US", { minimumFractionDigits: 2 })}`;
  return `<p class="note">This is the site's stand-in for Pesapal's payment page: no money moves.</p>
<p>${escapeHtml(order.description)}</p>
<p class="amount">${escapeHtml(amount)}</p>
<form method="post" action="${pesapalStandInPrefix}${pesapalStandInPagePath}">
<input type="hidden" name="OrderTrackingId" value="${escapeHtml(order.tracking_id)}">
<fieldset>
<legend>Payment method</legend>
${askMethod ? '<p role="alert">Choose card or M-Pesa to pay or to have the payment fail.</p>' : ""}
<label><input type="radio" name="method" value="card" checked> Card (Visa)</label>
<label><input type="radio" name="method" value="mpesa"> M-Pesa</label>
</fieldset>
<div class="actions">
<button type="submit" name="outcome" value="pay">Pay ${escapeHtml(amount)}</button>
<button type="submit" name="outcome" value="fail">Have the payment fail</button>
<button type="submit" name="outcome" value="cancel">Cancel and go back</button>
</div>
</form>`;
}
