/**
 * Pesapal API 3.0's requests and answers as its reference states them
 * (https://developer.pesapal.com/how-to-integrate/e-commerce/api-30-json/api-reference: the pages
 * Authentication, RegisterIPNURL, GetIPNList, SubmitOrderRequest, GetTransactionStatus, and the
 * IPN's notification and the merchant's answer to it). Each field with the JSON type the
 * reference's samples give it; `?` marks what the reference calls optional. The stand-in and the
 * client are held to these by tests/integration/pesapal-contract.test.ts.
 */

type FieldType = "string" | "number" | "integer" | "object" | "array" | "error";

/** A shape: field name (with `?` when optional) to its type, or to a nested shape. */
export type Shape = { [field: string]: FieldType | Shape };

export const pesapalContract = {
  requestToken: {
    method: "POST",
    path: "/api/Auth/RequestToken",
    request: { consumer_key: "string", consumer_secret: "string" },
    answer: {
      token: "string",
      expiryDate: "string",
      error: "error",
      status: "string",
      message: "string",
    },
  },
  registerIpn: {
    method: "POST",
    path: "/api/URLSetup/RegisterIPN",
    request: { url: "string", ipn_notification_type: "string" },
    answer: {
      url: "string",
      created_date: "string",
      ipn_id: "string",
      "notification_type?": "integer",
      "ipn_notification_type_description?": "string",
      "ipn_status?": "integer",
      "ipn_status_description?": "string",
      error: "error",
      status: "string",
    },
  },
  ipnList: {
    method: "GET",
    path: "/api/URLSetup/GetIpnList",
    item: {
      url: "string",
      created_date: "string",
      ipn_id: "string",
      error: "error",
      status: "string",
    },
  },
  submitOrder: {
    method: "POST",
    path: "/api/Transactions/SubmitOrderRequest",
    request: {
      id: "string",
      currency: "string",
      amount: "number",
      description: "string",
      "redirect_mode?": "string",
      callback_url: "string",
      "cancellation_url?": "string",
      notification_id: "string",
      "branch?": "string",
      billing_address: {
        "email_address?": "string",
        "phone_number?": "string",
        "country_code?": "string",
        "first_name?": "string",
        "middle_name?": "string",
        "last_name?": "string",
        "line_1?": "string",
        "line_2?": "string",
        "city?": "string",
        "state?": "string",
        "postal_code?": "string",
        "zip_code?": "string",
      },
    },
    answer: {
      order_tracking_id: "string",
      merchant_reference: "string",
      redirect_url: "string",
      error: "error",
      status: "string",
    },
  },
  transactionStatus: {
    method: "GET",
    path: "/api/Transactions/GetTransactionStatus",
    query: "orderTrackingId",
    answer: {
      payment_method: "string",
      amount: "number",
      created_date: "string",
      confirmation_code: "string",
      payment_status_description: "string",
      description: "string",
      message: "string",
      payment_account: "string",
      call_back_url: "string",
      status_code: "integer",
      merchant_reference: "string",
      payment_status_code: "string",
      currency: "string",
      error: "error",
      status: "string",
    },
    /** status_code to payment_status_description. */
    statusCodes: { 0: "INVALID", 1: "COMPLETED", 2: "FAILED", 3: "REVERSED" },
  },
  /** What Pesapal sends the IPN URL: as a JSON body (POST) or the query (GET). */
  ipn: {
    notification: {
      OrderNotificationType: "string",
      OrderTrackingId: "string",
      OrderMerchantReference: "string",
    },
    notificationType: "IPNCHANGE",
    /** What the merchant answers: 200 when it took the notification, 500 to have it sent again. */
    answer: {
      orderNotificationType: "string",
      orderTrackingId: "string",
      orderMerchantReference: "string",
      status: "integer",
    },
  },
  /** The query Pesapal appends to the callback URL when it sends the traveller back. */
  callback: {
    query: ["OrderTrackingId", "OrderMerchantReference", "OrderNotificationType"],
    notificationType: "CALLBACKURL",
  },
  /** The error object: null when all is well. */
  error: { "error_type?": "string", "type?": "string", code: "string", message: "string" },
} as const satisfies Record<string, unknown>;

function typeMatches(type: FieldType, value: unknown, at: string, problems: string[]): void {
  const ok =
    type === "string"
      ? typeof value === "string"
      : type === "number"
        ? typeof value === "number"
        : type === "integer"
          ? Number.isInteger(value)
          : type === "array"
            ? Array.isArray(value)
            : type === "object"
              ? typeof value === "object" && value !== null && !Array.isArray(value)
              : value === null || (typeof value === "object" && !Array.isArray(value));
  if (!ok) problems.push(`${at}: expected ${type}, got ${JSON.stringify(value)}`);
  if (type === "error" && value !== null && typeof value === "object") {
    problems.push(...shapeProblems(pesapalContract.error, value, `${at}.`));
  }
}

/**
 * What in `value` differs from `shape`: a required field missing, a field of another type, or a
 * field the reference does not name.
 */
export function shapeProblems(shape: Shape, value: unknown, at = ""): string[] {
  const problems: string[] = [];
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return [`${at || "the body"}: expected an object, got ${JSON.stringify(value)}`];
  }
  const given = value as Record<string, unknown>;
  const named = new Set<string>();
  for (const [key, type] of Object.entries(shape)) {
    const optional = key.endsWith("?");
    const name = optional ? key.slice(0, -1) : key;
    named.add(name);
    if (!(name in given)) {
      if (!optional) problems.push(`${at}${name}: missing`);
      continue;
    }
    if (typeof type === "object")
      problems.push(...shapeProblems(type, given[name], `${at}${name}.`));
    else typeMatches(type, given[name], `${at}${name}`, problems);
  }
  for (const key of Object.keys(given)) {
    if (!named.has(key)) problems.push(`${at}${key}: not in Pesapal's reference`);
  }
  return problems;
}
