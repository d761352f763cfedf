import { ProviderError, type OrderState, type PaymentProvider } from "./provider";

/**
 * Pesapal's API 3.0 (https://developer.pesapal.com/how-to-integrate/e-commerce/api-30-json/api-reference)
 * with plain fetch: a bearer token from the consumer key and secret (valid five minutes), the IPN
 * URL registered once for its `ipn_id`, orders submitted for the traveller to pay on Pesapal's
 * page, and every order's status asked of GetTransactionStatus before it is believed. The same
 * client talks to Pesapal's sandbox, its live service, or the stand-in this server serves.
 */

export const pesapalBaseUrls = {
  sandbox: "https://cybqa.pesapal.com/pesapalv3",
  live: "https://pay.pesapal.com/v3",
} as const;

/** The paths of API 3.0, after the base URL. */
export const pesapalPaths = {
  requestToken: "/api/Auth/RequestToken",
  registerIpn: "/api/URLSetup/RegisterIPN",
  ipnList: "/api/URLSetup/GetIpnList",
  submitOrder: "/api/Transactions/SubmitOrderRequest",
  transactionStatus: "/api/Transactions/GetTransactionStatus",
} as const;

/** GetTransactionStatus's `status_code`, as the reference lists them. */
export const pesapalStatusCodes = { INVALID: 0, COMPLETED: 1, FAILED: 2, REVERSED: 3 } as const;

/** What Pesapal sends an IPN (and appends to the callback URL) as `OrderNotificationType`. */
export const pesapalNotificationTypes = {
  ipn: "IPNCHANGE",
  callback: "CALLBACKURL",
  recurring: "RECURRING",
} as const;

/** Pesapal's error object, in every answer (null when all is well). */
export type PesapalError = { error_type?: string; type?: string; code: string; message: string };

export type PesapalTokenAnswer = {
  token: string;
  expiryDate: string;
  error: PesapalError | null;
  status: string;
  message: string;
};

export type PesapalIpnAnswer = {
  url: string;
  created_date: string;
  ipn_id: string;
  notification_type: number;
  ipn_notification_type_description: string;
  ipn_status: number;
  ipn_status_description: string;
  error: PesapalError | null;
  status: string;
};

export type PesapalOrderRequest = {
  id: string;
  currency: string;
  amount: number;
  description: string;
  callback_url: string;
  cancellation_url?: string;
  redirect_mode?: "TOP_WINDOW" | "PARENT_WINDOW";
  notification_id: string;
  branch?: string;
  billing_address: {
    email_address?: string;
    phone_number?: string;
    country_code?: string;
    first_name?: string;
    middle_name?: string;
    last_name?: string;
    line_1?: string;
    line_2?: string;
    city?: string;
    state?: string;
    postal_code?: string;
    zip_code?: string;
  };
};

export type PesapalOrderAnswer = {
  order_tracking_id: string;
  merchant_reference: string;
  redirect_url: string;
  error: PesapalError | null;
  status: string;
};

export type PesapalStatusAnswer = {
  payment_method: string;
  amount: number;
  created_date: string;
  confirmation_code: string;
  payment_status_description: string;
  description: string;
  message: string;
  payment_account: string;
  call_back_url: string;
  status_code: number;
  merchant_reference: string;
  payment_status_code: string;
  currency: string;
  error: PesapalError | null;
  status: string;
};

/** The merchant's answer to an IPN, which Pesapal waits for (500 makes it try again later). */
export type PesapalIpnAcknowledgement = {
  orderNotificationType: string;
  orderTrackingId: string;
  orderMerchantReference: string;
  status: 200 | 500;
};

export type PesapalCredentials = { consumerKey: string; consumerSecret: string };

/** A token is asked for again this long before Pesapal says it expires. */
const tokenMarginMs = 30_000;

/** How long one call may take before it counts as failed. */
const callTimeoutMs = 30_000;

/** A merchant reference: at most 50 characters, letters, digits and - _ . : alone. */
export const pesapalReferencePattern = /^[A-Za-z0-9\-_.:]{1,50}$/;

/** USD and KES are priced in cents: Pesapal's amounts are decimal major units. */
export const toPesapalAmount = (amountMinor: number) => amountMinor / 100;
export const fromPesapalAmount = (amount: number) => Math.round(amount * 100);

export class PesapalClient {
  private token: { value: string; expiresAt: number } | null = null;
  private readonly ipnIds = new Map<string, Promise<string>>();

  constructor(
    readonly baseUrl: string,
    private readonly credentials: PesapalCredentials,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * One call; an answer with an error object is a refusal, but for a transaction's status, whose
   * error only says the order is not paid (yet).
   */
  private async call<T>(
    method: "GET" | "POST",
    path: string,
    body?: unknown,
    errorIsRefusal = true,
  ): Promise<T> {
    const headers: Record<string, string> = { Accept: "application/json" };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    if (path !== pesapalPaths.requestToken) headers.Authorization = `Bearer ${await this.bearer()}`;
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(callTimeoutMs),
      });
    } catch (cause) {
      throw new ProviderError(`Pesapal could not be reached (${path}): ${String(cause)}`);
    }
    const text = await response.text();
    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch {
      throw new ProviderError(`Pesapal answered ${path} with ${response.status} and no JSON`);
    }
    const error = (answer as { error?: PesapalError | null } | null)?.error;
    if (!response.ok || (error && errorIsRefusal)) {
      const reason = error?.message ?? `HTTP ${response.status}`;
      throw new ProviderError(`Pesapal refused ${path}: ${reason}`);
    }
    return answer as T;
  }

  /** A bearer token, asked for anew once the last is about to expire. */
  async bearer(): Promise<string> {
    if (this.token && this.token.expiresAt - tokenMarginMs > this.now()) return this.token.value;
    const answer = await this.requestToken();
    const expiresAt = Date.parse(answer.expiryDate);
    this.token = {
      value: answer.token,
      expiresAt: Number.isNaN(expiresAt) ? this.now() + 5 * 60_000 : expiresAt,
    };
    return answer.token;
  }

  requestToken(): Promise<PesapalTokenAnswer> {
    return this.call("POST", pesapalPaths.requestToken, {
      consumer_key: this.credentials.consumerKey,
      consumer_secret: this.credentials.consumerSecret,
    });
  }

  registerIpn(url: string, method: "GET" | "POST"): Promise<PesapalIpnAnswer> {
    return this.call("POST", pesapalPaths.registerIpn, { url, ipn_notification_type: method });
  }

  ipnList(): Promise<PesapalIpnAnswer[]> {
    return this.call("GET", pesapalPaths.ipnList);
  }

  /** The `notification_id` of `url`, registered once per process (Pesapal keeps each one). */
  ipnId(url: string): Promise<string> {
    let id = this.ipnIds.get(url);
    if (!id) {
      id = this.registerIpn(url, "POST").then((answer) => answer.ipn_id);
      id.catch(() => this.ipnIds.delete(url));
      this.ipnIds.set(url, id);
    }
    return id;
  }

  submitOrder(order: PesapalOrderRequest): Promise<PesapalOrderAnswer> {
    return this.call("POST", pesapalPaths.submitOrder, order);
  }

  transactionStatus(orderTrackingId: string): Promise<PesapalStatusAnswer> {
    const query = new URLSearchParams({ orderTrackingId });
    return this.call("GET", `${pesapalPaths.transactionStatus}?${query}`, undefined, false);
  }
}

const orderStates: Record<number, OrderState> = {
  [pesapalStatusCodes.INVALID]: "pending",
  [pesapalStatusCodes.COMPLETED]: "completed",
  [pesapalStatusCodes.FAILED]: "failed",
  [pesapalStatusCodes.REVERSED]: "reversed",
};

/**
 * Pesapal behind the provider interface. An order INVALID to Pesapal (not paid yet, left, or
 * never known) is pending: only COMPLETED, FAILED and REVERSED change a payment.
 */
export function pesapalProvider(client: PesapalClient, ipnUrl: string): PaymentProvider {
  return {
    name: "pesapal",
    async submitOrder(order) {
      const answer = await client.submitOrder({
        id: order.reference,
        currency: order.currency,
        amount: toPesapalAmount(order.amountMinor),
        description: order.description.slice(0, 100),
        callback_url: order.callbackUrl,
        cancellation_url: order.cancellationUrl,
        redirect_mode: "TOP_WINDOW",
        notification_id: await client.ipnId(ipnUrl),
        billing_address: {
          email_address: order.payer.email,
          first_name: order.payer.firstName,
          last_name: order.payer.lastName,
        },
      });
      if (!answer.order_tracking_id || !answer.redirect_url) {
        throw new ProviderError("Pesapal's answer to the order had no tracking id or page");
      }
      return { trackingId: answer.order_tracking_id, redirectUrl: answer.redirect_url };
    },
    async orderStatus(trackingId) {
      const answer = await client.transactionStatus(trackingId);
      const state = orderStates[answer.status_code];
      if (state === undefined || typeof answer.merchant_reference !== "string") {
        throw new ProviderError(`Pesapal's status of ${trackingId} has no status_code it defines`);
      }
      return {
        state,
        reference: answer.merchant_reference,
        amountMinor: fromPesapalAmount(Number(answer.amount) || 0),
        currency: answer.currency ?? "",
        method: answer.payment_method || null,
        confirmationCode: answer.confirmation_code || null,
        paidAt: answer.created_date || null,
      };
    },
  };
}

/** What Pesapal waits for after an IPN: its own three values back, and whether it was taken. */
export function pesapalAcknowledgement(
  notice: { trackingId: string; reference: string; type: string },
  taken: boolean,
): PesapalIpnAcknowledgement {
  return {
    orderNotificationType: notice.type,
    orderTrackingId: notice.trackingId,
    orderMerchantReference: notice.reference,
    status: taken ? 200 : 500,
  };
}
