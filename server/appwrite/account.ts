import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { encodeSession, sessionCookieName, type ApiAccess, type Caller } from "./access";
import { isOwnOrigin } from "../cors";
import { AppwriteError } from "./errors";
import { argument, requestBody } from "./request";
import { clientOf, RateLimiter } from "../rate-limit";
import { isValidEmail } from "../../data/domain/enquiry";
import { normaliseEmail, PASSWORD_MAX, type Session, type User, type UserStore } from "./users";

export type AccountRouteOptions = {
  access: ApiAccess;
  users: UserStore;
  projectId: string;
  sessionTtlMs: number;
  /** Sign-in attempts per hour for one address from one client. */
  signInsPerHour: number;
};

/** Appwrite's password rule for sign-in (8 to 256 characters), checked before any hash is spent. */
const PASSWORD_MIN = 8;
const EMAIL_MAX = 254;
/** A sign-in body is two short strings; anything near this size is not one. */
const SIGN_IN_BODY_LIMIT = 4 * 1024;
const USER_AGENT_MAX = 512;

/** How long an address an operator signed in from lets them past the account's backoff. */
const KNOWN_CLIENT_MS = 90 * 24 * 60 * 60 * 1000;

/**
 * Failed sign-ins to one account from all addresses together, so that guessing from many
 * addresses slows down as it does from one. The first `free` go at the pace the per-address
 * limits allow; after them every attempt waits since the last failure a delay that doubles with
 * each (one minute, two, four… at most a quarter of an hour). An hour without a failure, or a
 * sign-in, forgets them. An account is counted by the address typed, whether or not it has one,
 * so the answer says nothing of which addresses are accounts.
 */
class AccountBackoff {
  private static readonly firstDelayMs = 60_000;
  private static readonly maxDelayMs = 15 * 60_000;
  private static readonly forgetAfterMs = 60 * 60_000;
  /** Beyond this many accounts, the forgotten ones are swept out. */
  private static readonly sweepAbove = 10_000;
  private readonly failures = new Map<string, { count: number; lastMs: number }>();

  constructor(
    private readonly free: number,
    private readonly now: () => number = Date.now,
  ) {}

  private current(account: string) {
    const entry = this.failures.get(account);
    if (entry && this.now() - entry.lastMs > AccountBackoff.forgetAfterMs) {
      this.failures.delete(account);
      return undefined;
    }
    return entry;
  }

  /** How long the account's next attempt must wait, in ms: 0 when it may be tried now. */
  waitMs(account: string): number {
    const entry = this.current(account);
    if (!entry || entry.count < this.free) return 0;
    const delay = Math.min(
      AccountBackoff.maxDelayMs,
      AccountBackoff.firstDelayMs * 2 ** (entry.count - this.free),
    );
    return Math.max(0, entry.lastMs + delay - this.now());
  }

  failed(account: string): void {
    if (this.failures.size > AccountBackoff.sweepAbove) {
      for (const key of this.failures.keys()) this.current(key);
    }
    const count = (this.current(account)?.count ?? 0) + 1;
    this.failures.set(account, { count, lastMs: this.now() });
  }

  succeeded(account: string): void {
    this.failures.delete(account);
  }
}

const invalidCredentials = () =>
  new AppwriteError(
    "user_invalid_credentials",
    "Invalid credentials. Please check the email and password.",
  );

const sessionNotFound = () =>
  new AppwriteError("user_session_not_found", "The current user session could not be found.");

const missingScope = (caller: Caller) =>
  new AppwriteError(
    "general_unauthorized_scope",
    caller.key
      ? 'app (role: applications) missing scopes (["account"])'
      : 'User (role: guests) missing scopes (["account"])',
  );

function emailParam(value: unknown): string {
  if (value === undefined || value === null) throw argument('Param "email" is not optional.');
  if (typeof value !== "string" || value.length > EMAIL_MAX || !isValidEmail(value))
    throw argument("Invalid `email` param: Value must be a valid email address");
  return value;
}

function passwordParam(value: unknown): string {
  if (value === undefined || value === null) throw argument('Param "password" is not optional.');
  if (typeof value !== "string" || value.length < PASSWORD_MIN || value.length > PASSWORD_MAX) {
    throw argument(
      `Invalid \`password\` param: Password must be between ${PASSWORD_MIN} and ${PASSWORD_MAX} characters long.`,
    );
  }
  return value;
}

function sessionJson(
  session: Session,
  user: User,
  options: { current: boolean; secret: string },
): Record<string, unknown> {
  return {
    $id: session.id,
    $createdAt: session.createdAt,
    $updatedAt: session.createdAt,
    userId: session.userId,
    expire: session.expiresAt,
    provider: "email",
    providerUid: user.email,
    providerAccessToken: "",
    providerAccessTokenExpiry: "",
    providerRefreshToken: "",
    ip: session.ip,
    osCode: "",
    osName: "",
    osVersion: "",
    clientType: "",
    clientCode: "",
    clientName: "",
    clientVersion: "",
    clientEngine: "",
    clientEngineVersion: "",
    deviceName: "",
    deviceBrand: "",
    deviceModel: "",
    countryCode: "--",
    countryName: "Unknown",
    current: options.current,
    factors: ["password"],
    secret: options.secret,
    mfaUpdatedAt: "",
  };
}

function accountJson(user: User): Record<string, unknown> {
  return {
    $id: user.id,
    $createdAt: user.createdAt,
    $updatedAt: user.updatedAt,
    name: user.name,
    registration: user.createdAt,
    status: true,
    labels: [],
    passwordUpdate: user.passwordUpdatedAt,
    email: user.email,
    phone: "",
    emailVerification: false,
    phoneVerification: false,
    mfa: false,
    prefs: {},
    targets: [],
    accessedAt: user.accessedAt,
  };
}

/**
 * Whether the browser will keep the endpoint's cookie for the page that calls: a page of the
 * same host does. For any other caller (a page on another host, a client outside a browser) the
 * session also goes in X-Fallback-Cookies, which the web SDK keeps and sends back, as Appwrite
 * does when the page's domain is not the endpoint's.
 */
function keepsCookie(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  return origin !== undefined && isOwnOrigin(request, origin);
}

/**
 * The session cookie as Appwrite sets it: HttpOnly (no script reads it), SameSite=Strict (no
 * other site's page sends it), Secure when the request came over HTTPS (behind a proxy named in
 * TRUST_PROXY, as the proxy says), for the whole site, until the session expires.
 */
function sessionCookie(
  request: FastifyRequest,
  name: string,
  value: string,
  expires: Date,
): string {
  const secure = request.protocol === "https" ? "; Secure" : "";
  return `${name}=${value}; Expires=${expires.toUTCString()}; Path=/; HttpOnly; SameSite=Strict${secure}`;
}

/**
 * The part of Appwrite's Account API the desk signs in with: an e-mail and password session,
 * the account, its sessions, and signing out. The web SDK's createEmailPasswordSession, get,
 * listSessions and deleteSession call exactly these.
 */
export async function accountRoutes(app: FastifyInstance, options: AccountRouteOptions) {
  const { access, users, projectId, sessionTtlMs } = options;
  const cookieName = sessionCookieName(projectId);
  const hour = 60 * 60 * 1000;
  // Appwrite keys its limit on the address; keyed on the address and the client, a stranger
  // cannot lock an operator out from elsewhere, and the per-client limit stops one client trying
  // many addresses. Many clients trying one address meet the account's backoff, which the
  // operator passes from a client they signed in from before.
  const perAddress = new RateLimiter(options.signInsPerHour, { windowMs: hour });
  const perClient = new RateLimiter(options.signInsPerHour * 5, { windowMs: hour });
  const perAccount = new AccountBackoff(options.signInsPerHour);

  const signedIn = (request: FastifyRequest): { caller: Caller; user: User } => {
    const caller = access.caller(request);
    const user = caller.userId === null ? null : users.user(caller.userId);
    if (!user) throw missingScope(caller);
    return { caller, user };
  };

  const rateLimitExceeded = () =>
    new AppwriteError(
      "general_rate_limit_exceeded",
      "Rate limit for the current endpoint has been exceeded. Please try again after some time.",
    );

  const limitSignIn = (request: FastifyRequest, reply: FastifyReply, email: string) => {
    const client = clientOf(request.ip);
    const byClient = perClient.hit(client);
    const byAddress = perAddress.hit(`${normaliseEmail(email)}\n${client}`);
    reply.headers(byClient.allowed ? byAddress.headers : byClient.headers);
    if (!byClient.allowed || !byAddress.allowed) throw rateLimitExceeded();
    if (users.knowsClient(email, client, KNOWN_CLIENT_MS)) return;
    const waitMs = perAccount.waitMs(normaliseEmail(email));
    if (waitMs > 0) {
      reply.header("Retry-After", String(Math.ceil(waitMs / 1000)));
      throw rateLimitExceeded();
    }
  };

  app.post("/account/sessions/email", { bodyLimit: SIGN_IN_BODY_LIMIT }, async (request, reply) => {
    const body = requestBody(request);
    const email = emailParam(body.email);
    const password = passwordParam(body.password);
    const caller = access.caller(request);
    if (caller.userId !== null) {
      throw new AppwriteError(
        "user_session_already_exists",
        "Creation of a session is prohibited when a session is active.",
      );
    }
    if (!caller.key) limitSignIn(request, reply, email);
    const user = await users.checkPassword(email, password);
    if (!user) {
      perAccount.failed(normaliseEmail(email));
      throw invalidCredentials();
    }
    perAccount.succeeded(normaliseEmail(email));
    users.rememberClient(user.id, clientOf(request.ip), KNOWN_CLIENT_MS);
    const userAgent = String(request.headers["user-agent"] ?? "UNKNOWN").slice(0, USER_AGENT_MAX);
    const { session, secret } = users.createSession(user.id, {
      ttlMs: sessionTtlMs,
      ip: request.ip,
      userAgent,
    });
    const value = encodeSession(user.id, secret);
    reply.header(
      "Set-Cookie",
      sessionCookie(request, cookieName, value, new Date(session.expiresAt)),
    );
    if (!keepsCookie(request))
      reply.header("X-Fallback-Cookies", JSON.stringify({ [cookieName]: value }));
    // As Appwrite: the secret is in the body only for a server holding an API key (to set its
    // own cookie); a browser keeps it in the HttpOnly cookie, out of reach of scripts.
    return reply
      .code(201)
      .send(sessionJson(session, user, { current: true, secret: caller.key ? value : "" }));
  });

  app.get("/account", async (request) => accountJson(signedIn(request).user));

  app.get("/account/sessions", async (request) => {
    const { caller, user } = signedIn(request);
    const sessions = users.sessions(user.id);
    return {
      total: sessions.length,
      sessions: sessions.map((session) =>
        sessionJson(session, user, { current: session.id === caller.sessionId, secret: "" }),
      ),
    };
  });

  app.delete<{ Params: { sessionId: string } }>(
    "/account/sessions/:sessionId",
    async (request, reply) => {
      const { caller, user } = signedIn(request);
      const sessionId =
        request.params.sessionId === "current" ? caller.sessionId : request.params.sessionId;
      if (sessionId === null || !users.deleteSession(user.id, sessionId)) throw sessionNotFound();
      if (sessionId === caller.sessionId) {
        reply.header("Set-Cookie", sessionCookie(request, cookieName, "", new Date(0)));
        if (!keepsCookie(request)) reply.header("X-Fallback-Cookies", "[]");
      }
      return reply.code(204).send();
    },
  );
}

/**
 * The one call of Appwrite's Users API the service answers: a user by id, for a function's key
 * with the users.read scope (send-proposal-email names the operator who sent the proposal).
 */
export async function userRoutes(
  app: FastifyInstance,
  options: { access: ApiAccess; users: UserStore },
) {
  const { access, users } = options;
  app.get<{ Params: { userId: string } }>("/users/:userId", async (request) => {
    access.require(request, "users.read");
    const user = users.user(request.params.userId);
    if (!user) {
      throw new AppwriteError("user_not_found", "User with the requested ID could not be found.");
    }
    return accountJson(user);
  });
}
