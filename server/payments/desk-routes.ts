import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { dayDate } from "../../data/domain/desk-proposal";
import { proposalIdPattern } from "../../data/domain/desk";
import { deliverMail, type MailSettings } from "../../functions/shared/mail";
import { isValidId } from "../appwrite/schema";
import { EditorRefusal, type Operator } from "../content/operators";
import { balanceRefusal, balanceRequestInterval, balanceRequestMail } from "./balance-request";
import type { DeskStore } from "../../functions/shared/desk-store";
import type { BookingState, Payments } from "./service";

/**
 * The desk's view of the payments, for the operators' team alone (the desk's session cookie; a
 * guest 401, a user outside the team 403, as the content editor's backend):
 * - GET /payments/desk/enquiries/<id>: each accepted or paid proposal of the enquiry, with its
 *   payments, what is paid, the balance and its due date.
 * - POST /payments/desk/proposals/<id>/balance-request: e-mails the traveller the balance and the
 *   link to pay it, in the proposal's language, and records it in the enquiry's history; once an
 *   hour per booking, and refused with the reason when there is no balance to ask for.
 * - GET /payments/desk/balances-due?within=14: the bookings whose whole amount is due within
 *   that many days (or was due before), for the inbox's filter.
 */

export const deskPaymentsPrefix = "/payments/desk";
export const deskPaymentPaths = {
  enquiry: "/enquiries/:id",
  balanceRequest: "/proposals/:id/balance-request",
  balancesDue: "/balances-due",
} as const;

/** The most days ahead the inbox may ask about. */
const withinLimit = 366;

export type DeskPaymentRoutesOptions = {
  payments: Payments;
  guard: (request: FastifyRequest, reply: FastifyReply) => Operator;
  mail: MailSettings;
  siteOrigin: () => string;
  deskStore: () => DeskStore;
  now?: () => number;
};

/** A booking as the desk reads it. */
function bookingView({ proposal, money, payments }: BookingState) {
  return {
    proposalId: proposal.id,
    enquiryId: proposal.enquiryId,
    locale: proposal.locale,
    acceptedAt: proposal.acceptedAt,
    money,
    payments,
  };
}

function refuse(reply: FastifyReply, status: number, reason: string) {
  return reply.code(status).send({ ok: false, error: reason });
}

export async function deskPaymentRoutes(app: FastifyInstance, options: DeskPaymentRoutesOptions) {
  const { payments } = options;
  const now = options.now ?? Date.now;
  const operators = new WeakMap<FastifyRequest, Operator>();
  /** The bookings whose request is being sent now, and when each was last sent. */
  const sending = new Set<string>();
  const lastSent = new Map<string, number>();

  // Who calls is known before anything is read: a stranger gets the reason and nothing else.
  app.addHook("onRequest", async (request, reply) => {
    try {
      operators.set(request, options.guard(request, reply));
    } catch (error) {
      if (!(error instanceof EditorRefusal)) throw error;
      reply.header("Cache-Control", "no-store");
      return refuse(reply, error.status, error.message);
    }
  });
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("Cache-Control", "no-store");
    return payload;
  });

  app.get<{ Params: { id: string } }>(deskPaymentPaths.enquiry, async (request, reply) => {
    const { id } = request.params;
    if (!isValidId(id)) return refuse(reply, 400, "The enquiry's id is not an Appwrite id.");
    if (!payments.hasEnquiry(id)) return refuse(reply, 404, "No enquiry has this id.");
    return { ok: true, bookings: payments.bookingsOf(id).map(bookingView) };
  });

  app.get<{ Querystring: { within?: string } }>(
    deskPaymentPaths.balancesDue,
    async (request, reply) => {
      const within = Number(request.query.within ?? "14");
      if (!Number.isInteger(within) || within < 0 || within > withinLimit)
        return refuse(reply, 400, `"within" is a number of days, from 0 to ${withinLimit}.`);
      const by = dayDate(payments.today(), within) ?? payments.today();
      return { ok: true, by, bookings: payments.dueBy(by).map(bookingView) };
    },
  );

  app.post<{ Params: { id: string } }>(
    deskPaymentPaths.balanceRequest,
    { bodyLimit: 256 },
    async (request, reply) => {
      const operator = operators.get(request) as Operator;
      const { id } = request.params;
      const state = proposalIdPattern.test(id) ? payments.state(id) : null;
      if (!state) return refuse(reply, 404, "No proposal has this id.");
      const refusal = balanceRefusal(state);
      if (refusal) return refuse(reply, 409, refusal);
      const recorded = payments.lastRecorded(state.proposal.enquiryId, "balance_request");
      const last = Math.max(lastSent.get(id) ?? 0, recorded ? Date.parse(recorded) : 0);
      const wait = last + balanceRequestInterval - now();
      if (sending.has(id) || wait > 0) {
        const seconds = Math.max(1, Math.ceil(wait / 1000));
        reply.header("Retry-After", String(seconds));
        return refuse(
          reply,
          429,
          `The traveller was asked for the balance ${sending.has(id) ? "just now" : `at ${new Date(last).toISOString().slice(11, 16)} UTC`}; another request can go in ${Math.ceil(seconds / 60)} min.`,
        );
      }
      const traveller = payments.traveller(state.proposal.enquiryId);
      if (!traveller.email)
        return refuse(reply, 409, "The enquiry has no e-mail address to send the request to.");
      sending.add(id);
      try {
        const at = new Date(now()).toISOString();
        const mail = balanceRequestMail(
          state,
          traveller,
          { name: operator.name.trim() || null, replyTo: operator.email || options.mail.to },
          options.siteOrigin(),
          String(now()),
        );
        await deliverMail(mail, options.mail).catch((cause: unknown) => {
          request.log.warn(`The balance request for ${id} failed: ${String(cause)}`);
          throw new EditorRefusal("The e-mail could not be sent just now; please try again.", 502);
        });
        lastSent.set(id, now());
        const due = state.money.due;
        await options
          .deskStore()
          .addHistory(
            {
              enquiryId: state.proposal.enquiryId,
              actor: operator.name.trim() || operator.email,
              action: "balance_request",
              from: null,
              to: due ? `${due.amountMinor} ${state.money.currency}` : null,
            },
            at,
          )
          .catch((cause: unknown) =>
            request.log.warn(
              `The balance request for ${id} went, but its history entry failed: ${String(cause)}`,
            ),
          );
        return { ok: true, sentTo: traveller.email, at, due };
      } catch (error) {
        if (error instanceof EditorRefusal) return refuse(reply, error.status, error.message);
        throw error;
      } finally {
        sending.delete(id);
      }
    },
  );
}
