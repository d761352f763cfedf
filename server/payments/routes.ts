import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { localizedPath } from "../../data/domain/locales";
import { paymentPaths, paymentsPrefix } from "../../data/domain/booking-payments";
import { proposalPath } from "../../data/domain/proposal-page";
import { clientOf, RateLimiter } from "../rate-limit";
import { acceptFormPosts } from "./form-body";
import { pesapalAcknowledgement, pesapalNotificationTypes } from "./pesapal";
import { paymentReferencePattern, PaymentRefused, type Payments } from "./service";

/**
 * The payments' own endpoints, under /payments:
 * - POST /payments/orders {proposal}: starts the payment of what the proposal has due (JSON, or a
 *   form post, which is sent on to the provider's page); the amount is the server's alone.
 * - GET /payments/proposals/<id>: where the booking stands, for the traveller's page.
 * - GET /payments/callback: the provider sends the traveller back here; the payment is confirmed
 *   with the provider, then the traveller goes on to the proposal's page.
 * - GET|POST /payments/ipn: the provider's notification, confirmed the same way and answered as
 *   Pesapal expects.
 */

export { paymentPaths, paymentsPrefix };

/** A request to start a payment, or a notice, is a few hundred bytes at most. */
const bodyLimit = 2 * 1024;
const noticeField = /^[A-Za-z0-9\-_.:]{1,100}$/;

export type PaymentRoutesOptions = {
  payments: Payments;
  /** The site's public origin, or null to take the request's own. */
  siteUrl: string | null;
  ordersPerMinute: number;
  noticesPerMinute: number;
};

function refuse(reply: FastifyReply, status: number, reason: string) {
  return reply.code(status).send({ ok: false, error: reason });
}

function limited(limiter: RateLimiter) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { allowed, headers } = limiter.hit(clientOf(request.ip));
    reply.headers(headers);
    if (!allowed) {
      return refuse(
        reply.header("Connection", "close"),
        429,
        "Too many payment requests from this address; try again in a minute.",
      );
    }
  };
}

/** The three values a provider's notice carries, from a JSON body or the query. */
function noticeOf(source: unknown) {
  const given = (typeof source === "object" && source !== null ? source : {}) as Record<
    string,
    unknown
  >;
  const field = (name: string) => {
    const value = given[name];
    return typeof value === "string" && noticeField.test(value) ? value : null;
  };
  const trackingId = field("OrderTrackingId");
  const reference = field("OrderMerchantReference");
  const type = field("OrderNotificationType");
  return trackingId && reference && type ? { trackingId, reference, type } : null;
}

export async function paymentRoutes(app: FastifyInstance, options: PaymentRoutesOptions) {
  const { payments } = options;
  const orders = limited(new RateLimiter(options.ordersPerMinute));
  const notices = limited(new RateLimiter(options.noticesPerMinute));
  acceptFormPosts(app, bodyLimit);
  // A body refused before a handler runs is answered in the endpoints' own shape, with its reason.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(error);
      return refuse(reply, 500, "The payment could not be handled just now; please try again.");
    }
    const reason =
      status === 413
        ? `The body is larger than a payment request can be (${bodyLimit} bytes).`
        : error.message;
    return refuse(reply, status, reason);
  });
  const originOf = (request: FastifyRequest) =>
    options.siteUrl ?? `${request.protocol}://${request.host}`;
  const pagePath = (proposal: { id: string; locale: Parameters<typeof localizedPath>[0] }) =>
    localizedPath(proposal.locale, proposalPath(proposal.id));

  app.post<{ Body: unknown }>(
    paymentPaths.orders,
    { bodyLimit, onRequest: orders },
    async (request, reply) => {
      const body = request.body;
      const fromForm = request.headers["content-type"]?.startsWith(
        "application/x-www-form-urlencoded",
      );
      if (typeof body !== "object" || body === null || Array.isArray(body))
        return refuse(reply, 400, 'The body must be {"proposal": "<id>"}.');
      const given = body as Record<string, unknown>;
      const others = Object.keys(given).filter((key) => key !== "proposal");
      if (others.length > 0)
        return refuse(
          reply,
          400,
          `Only "proposal" is taken: the amount and currency come from the stored proposal (not ${others
            .slice(0, 3)
            .map((key) => JSON.stringify(key.slice(0, 40)))
            .join(", ")}).`,
        );
      if (typeof given.proposal !== "string")
        return refuse(reply, 400, '"proposal" must be the proposal\'s id, as in /p/<id>.');
      const origin = originOf(request);
      const callbackUrl = `${origin}${paymentsPrefix}${paymentPaths.callback}`;
      try {
        const started = await payments.start(given.proposal, {
          callbackUrl,
          cancellationUrl: `${callbackUrl}?cancelled=1`,
        });
        if (fromForm) return reply.redirect(started.redirectUrl, 303);
        return reply.code(201).send({
          ok: true,
          reference: started.payment.reference,
          kind: started.payment.kind,
          amountMinor: started.payment.amountMinor,
          currency: started.payment.currency,
          redirectUrl: started.redirectUrl,
        });
      } catch (cause) {
        if (cause instanceof PaymentRefused) return refuse(reply, cause.status, cause.message);
        throw cause;
      }
    },
  );

  app.get<{ Params: { id: string } }>(
    paymentPaths.proposal,
    { onRequest: notices },
    async (request, reply) => {
      const state = payments.state(request.params.id);
      if (!state) return refuse(reply, 404, "No proposal has this id.");
      reply.header("Cache-Control", "no-store");
      return { ok: true, money: state.money, payments: state.payments };
    },
  );

  app.get<{ Querystring: Record<string, unknown> }>(
    paymentPaths.callback,
    { onRequest: notices },
    async (request, reply) => {
      const notice = noticeOf(request.query);
      const payment =
        notice && paymentReferencePattern.test(notice.reference)
          ? payments.store.get(notice.reference)
          : null;
      const proposal = payment && payments.proposal(payment.proposalId);
      if (!notice || !payment || !proposal) return reply.callNotFound();
      // A forged or mistaken return changes nothing: the provider is asked, not believed.
      const applied = await payments.confirm(notice).catch((cause: unknown) => {
        request.log.warn(`Payment ${notice.reference} could not be confirmed: ${String(cause)}`);
        return null;
      });
      const query = new URLSearchParams({ payment: notice.reference });
      if (request.query.cancelled === "1") query.set("cancelled", "1");
      reply.header("Cache-Control", "no-store");
      request.log.info(
        `Return for payment ${notice.reference}: ${applied?.applied ? `now ${applied.payment.status}` : "nothing changed"}`,
      );
      return reply.redirect(`${pagePath(proposal)}?${query}`, 303);
    },
  );

  const ipn = async (request: FastifyRequest, reply: FastifyReply, source: unknown) => {
    const notice = noticeOf(source);
    if (!notice) {
      return refuse(
        reply,
        400,
        "An IPN carries OrderTrackingId, OrderMerchantReference and OrderNotificationType.",
      );
    }
    if (notice.type === pesapalNotificationTypes.callback) {
      return refuse(reply, 400, "A return to the site is no IPN; it goes to /payments/callback.");
    }
    try {
      const applied = paymentReferencePattern.test(notice.reference)
        ? await payments.confirm(notice)
        : null;
      return reply.code(applied ? 200 : 500).send(pesapalAcknowledgement(notice, applied !== null));
    } catch (cause) {
      request.log.warn(`IPN for ${notice.reference} could not be confirmed: ${String(cause)}`);
      return reply.code(500).send(pesapalAcknowledgement(notice, false));
    }
  };
  app.get(paymentPaths.ipn, { onRequest: notices }, (request, reply) =>
    ipn(request, reply, request.query),
  );
  app.post(paymentPaths.ipn, { bodyLimit, onRequest: notices }, (request, reply) =>
    ipn(request, reply, request.body),
  );
}
