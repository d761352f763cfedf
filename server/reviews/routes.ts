import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  reviewIdPattern,
  reviewTokenPattern,
  type ReviewLinkRefusal,
  type ReviewTrip,
} from "../../data/domain/reviews";
import { findTourBySlug } from "../../data/content/tour-set";
import { EditorRefusal, type Operator } from "../content/operators";
import { clientOf, RateLimiter } from "../rate-limit";
import type { Invitations } from "./invitations";
import { decisionOf, ModerationRefusal, type Moderation } from "./moderation";
import type { ReviewStore } from "./store";
import { fieldErrors, postedValues, reviewOf, SubmissionRefusal } from "./submission";
import { reviewTrip, type BookedTrip, type BookedTrips } from "./trips";

/**
 * The review links' endpoints, under /reviews, for the review page's script:
 * - GET /reviews/links/<token>: the trip the link is for (its lodges, month and year), or why
 *   it opens nothing: 410 `used` or `expired`, 404 `unknown`.
 * - POST /reviews/links/<token>: the review, as JSON with the form's field names: 201 once
 *   stored as pending (the link is then used), 400 with `errors` by field, or the reason.
 * And the desk's, for operators only (401 for a guest, 403 for anyone else):
 * - POST /reviews/desk/invitations {"enquiry": "<id>"}: e-mails the enquiry's traveller a new
 *   review link; 409 with the reason when the enquiry is not booked or its review is in.
 * - GET /reviews/desk/reviews: every review, newest first, with what the operator decided.
 * - POST /reviews/desk/reviews/<id> {"action": …}: publish, unpublish, decline (with a reason),
 *   reply (with the text) or feature (true or false); see ./moderation.ts.
 */

export const reviewsPrefix = "/reviews";

/**
 * The largest review: a text at its limit of four-byte characters, percent-encoded in a form
 * post (12 bytes each), with every other field, stays below it.
 */
export const reviewBodyLimit = 64 * 1024;

export type LinkOpened = { trip: ReviewTrip; booked: BookedTrip };

export type ReviewLinks = {
  /** The trip a token opens, or why it opens none. */
  open: (token: string) => LinkOpened | { refused: ReviewLinkRefusal };
  /**
   * Checks and stores a review sent with the link: the stored review's id, the fields in error
   * (nothing stored), or why the link opens nothing. Throws a SubmissionRefusal for a send no
   * form of ours makes.
   */
  submit: (
    token: string,
    fields: Iterable<[string, unknown]>,
  ) =>
    | { stored: string }
    | { errors: ReturnType<typeof fieldErrors>; values: Record<string, string>; opened: LinkOpened }
    | { refused: ReviewLinkRefusal };
};

export function reviewLinks(
  store: ReviewStore,
  trips: BookedTrips,
  now: () => Date = () => new Date(),
): ReviewLinks {
  const open: ReviewLinks["open"] = (token) => {
    if (!reviewTokenPattern.test(token)) return { refused: "unknown" };
    const opened = store.open(token);
    if ("refused" in opened) return opened;
    const booked = trips.trip(opened.invitation.proposalId);
    if (!booked) return { refused: "unknown" };
    return { trip: reviewTrip(booked, now().getUTCFullYear()), booked };
  };
  return {
    open,
    submit(token, fields) {
      const opened = open(token);
      if ("refused" in opened) return opened;
      const values = postedValues(fields, opened.trip);
      const errors = fieldErrors(values);
      if (Object.keys(errors).length > 0) return { errors, values, opened };
      const stored = store.submit(token, reviewOf(values, opened));
      return "refused" in stored ? stored : { stored: stored.id };
    },
  };
}

/** The status a link that opens nothing is answered with. */
export const refusalStatus: Record<ReviewLinkRefusal, 404 | 410> = {
  used: 410,
  expired: 410,
  unknown: 404,
};

const refusalMessage: Record<ReviewLinkRefusal, string> = {
  used: "This review link was used: its review has been sent.",
  expired: "This review link has expired.",
  unknown: "There is no such review link.",
};

/** Counts a call against the address's limit; false (answered 429) once it is used up. */
export function perAddress(limit: number) {
  const limiter = new RateLimiter(limit);
  return (request: FastifyRequest, reply: FastifyReply): boolean => {
    const { allowed, headers } = limiter.hit(clientOf(request.ip));
    reply.headers(headers);
    if (!allowed)
      void reply
        .code(429)
        .header("Connection", "close")
        .type("text/plain; charset=utf-8")
        .send("Too many review requests from this address; try again in a minute.");
    return allowed;
  };
}

export async function reviewRoutes(
  app: FastifyInstance,
  options: {
    links: ReviewLinks;
    store: ReviewStore;
    invitations: Invitations;
    /** Null where the server has no content to publish to (no CONTENT_EDITOR). */
    moderation: Moderation | null;
    guard: (request: FastifyRequest, reply: FastifyReply) => Operator;
    requestsPerMinute: number;
  },
) {
  const { links, store, invitations, moderation, guard } = options;
  const allowed = perAddress(options.requestsPerMinute);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(error);
      return reply.code(500).send({ message: "The review could not be handled just now." });
    }
    const message =
      status === 413
        ? `The body is larger than a review can be (${reviewBodyLimit} bytes).`
        : error.message;
    return reply.code(status).send({ message });
  });

  app.get<{ Params: { token: string } }>("/links/:token", async (request, reply) => {
    reply.header("Cache-Control", "no-store");
    if (!allowed(request, reply)) return reply;
    const opened = links.open(request.params.token);
    if ("refused" in opened)
      return reply
        .code(refusalStatus[opened.refused])
        .send({ reason: opened.refused, message: refusalMessage[opened.refused] });
    return opened.trip;
  });

  app.post<{ Params: { token: string }; Body: unknown }>(
    "/links/:token",
    { bodyLimit: reviewBodyLimit },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      if (!allowed(request, reply)) return reply;
      const body = request.body;
      if (typeof body !== "object" || body === null || Array.isArray(body))
        return reply
          .code(400)
          .send({ message: "The body must be a JSON object of the form's fields." });
      try {
        const answer = links.submit(request.params.token, Object.entries(body));
        if ("refused" in answer)
          return reply
            .code(refusalStatus[answer.refused])
            .send({ reason: answer.refused, message: refusalMessage[answer.refused] });
        if ("errors" in answer)
          return reply
            .code(400)
            .send({ message: "Some fields need another look.", errors: answer.errors });
        return reply.code(201).send({ id: answer.stored, status: "pending" });
      } catch (error) {
        if (error instanceof SubmissionRefusal)
          return reply.code(error.status).send({ message: error.message });
        throw error;
      }
    },
  );

  const asOperator = (request: FastifyRequest, reply: FastifyReply): Operator | null => {
    try {
      return guard(request, reply);
    } catch (error) {
      if (!(error instanceof EditorRefusal)) throw error;
      void reply.code(error.status).send({ message: error.message });
      return null;
    }
  };

  app.post<{ Body: unknown }>("/desk/invitations", { bodyLimit: 1024 }, async (request, reply) => {
    const operator = asOperator(request, reply);
    if (!operator) return reply;
    const enquiry = (request.body as { enquiry?: unknown } | null)?.enquiry;
    if (typeof enquiry !== "string" || !/^[A-Za-z0-9_.-]{1,36}$/.test(enquiry))
      return reply.code(400).send({ message: 'The body must be {"enquiry": "<id>"}.' });
    const sent = await invitations.sendForEnquiry(enquiry, operator.email);
    if (!sent.sent) return reply.code(sent.status).send({ message: sent.reason });
    return reply.code(201).send({ expiresAt: sent.expiresAt });
  });

  app.get("/desk/reviews", async (request, reply) => {
    if (!asOperator(request, reply)) return reply;
    reply.header("Cache-Control", "no-store");
    const reviews = store.list().map((review) => ({
      ...review,
      tourTitle: findTourBySlug(review.tour)?.title ?? review.tour,
    }));
    return { reviews };
  });

  app.post<{ Params: { id: string }; Body: unknown }>(
    "/desk/reviews/:id",
    { bodyLimit: 16 * 1024 },
    async (request, reply) => {
      const operator = asOperator(request, reply);
      if (!operator) return reply;
      if (!moderation)
        return reply.code(409).send({
          message: "Reviews are published through the content editor: set CONTENT_EDITOR.",
        });
      try {
        const { id } = request.params;
        if (!reviewIdPattern.test(id))
          throw new ModerationRefusal(404, "There is no review with this id.");
        return await moderation.decide(id, decisionOf(request.body), operator);
      } catch (error) {
        if (error instanceof ModerationRefusal || error instanceof EditorRefusal)
          return reply.code(error.status).send({ message: error.message });
        throw error;
      }
    },
  );
}
