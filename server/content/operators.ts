import type { FastifyReply, FastifyRequest } from "fastify";
import { deskIds } from "../../data/domain/desk";
import type { ApiAccess } from "../appwrite/access";
import type { UserStore } from "../appwrite/users";
import { isOwnOrigin } from "../cors";
import { clientOf, RateLimiter } from "../rate-limit";

/**
 * Who may use the editor's backend on a production server: an operator of the desk (a member of
 * the operators' team) signed in with the desk's session cookie, from a page of this site.
 */

export type Operator = { userId: string; sessionId: string; name: string; email: string };

export class EditorRefusal extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** More for the editor's page than the sentence: who is signed in, when it is no operator. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export type OperatorGuardOptions = {
  access: ApiAccess;
  users: UserStore;
  /** The site's public origin (SITE_URL), which a page behind a proxy may name. */
  siteUrl: string | null;
  /** Calls one client may make per minute, signed in or not. */
  requestsPerMinute: number;
  /** What a refusal says: the editor's words unless another back-office service names its own. */
  refusals?: { guest: string; notOperator: string; otherSite: string };
};

const editorRefusals = {
  guest: "Sign in at /desk to edit the site.",
  notOperator: "Only the site's operators may edit its content.",
  otherSite: "The editor answers pages of this site only.",
};

/**
 * The operator a request comes from, or an EditorRefusal: 429 past the client's limit, 401 for
 * a guest, 403 for a user outside the operators' team and for a change (any method but GET and
 * HEAD) sent from a page of another origin. A read needs no origin: the session cookie is
 * SameSite=Strict, and no other site's page may read the answer.
 */
export function operatorGuard({
  access,
  users,
  siteUrl,
  requestsPerMinute,
  refusals = editorRefusals,
}: OperatorGuardOptions) {
  const perClient = new RateLimiter(requestsPerMinute);
  const operatorsRole = `team:${deskIds.operatorsTeamId}`;
  const fromThisSite = (request: FastifyRequest): boolean => {
    const origin = request.headers.origin;
    const fetchSite = request.headers["sec-fetch-site"];
    if (fetchSite !== undefined && fetchSite !== "same-origin") return false;
    return origin !== undefined && (origin === siteUrl || isOwnOrigin(request, origin));
  };
  return (request: FastifyRequest, reply: FastifyReply): Operator => {
    const { allowed, headers } = perClient.hit(clientOf(request.ip));
    reply.headers(headers);
    if (!allowed) throw new EditorRefusal("Too many requests: try again in a minute.", 429);
    const caller = access.callerFromCookie(request);
    const user = caller.userId === null ? null : users.user(caller.userId);
    if (!user || caller.sessionId === null) {
      throw new EditorRefusal(refusals.guest, 401);
    }
    if (!caller.roles.has(operatorsRole)) {
      throw new EditorRefusal(refusals.notOperator, 403, {
        signedInAs: { name: user.name, email: user.email },
      });
    }
    const reads = request.method === "GET" || request.method === "HEAD";
    if (!reads && !fromThisSite(request)) {
      throw new EditorRefusal(refusals.otherSite, 403);
    }
    return { userId: user.id, sessionId: caller.sessionId, name: user.name, email: user.email };
  };
}
