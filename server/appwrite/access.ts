import type { FastifyReply, FastifyRequest } from "fastify";
import { timingSafeEqual } from "node:crypto";
import { AppwriteError, unauthorized } from "./errors";
import { clientOf, type RateLimiter } from "../rate-limit";
import type { UserStore } from "./users";

/**
 * Who is calling, in Appwrite's terms: the roles a permission such as `read("team:operators")`
 * is checked against ("any" and "guests" for a guest; "any", "users", "user:<id>" and
 * "team:<id>" for a signed-in user), and whether an API key is used (which passes every check
 * its scopes allow).
 */
export type Caller = {
  key: boolean;
  userId: string | null;
  /** The signed-in user's session the request carries, for `current` in the account routes. */
  sessionId: string | null;
  roles: ReadonlySet<string>;
};

const guestRoles: ReadonlySet<string> = new Set(["any", "guests"]);

/** The cookie Appwrite keeps a project's session in. */
export const sessionCookieName = (projectId: string) => `a_session_${projectId}`;

/** A session as a client carries it (cookie, header, fallback): base64 of `{"id", "secret"}`, as Appwrite encodes it. */
export function encodeSession(userId: string, secret: string): string {
  return Buffer.from(JSON.stringify({ id: userId, secret })).toString("base64");
}

function decodeSession(value: string): { id: string; secret: string } | null {
  if (value === "" || value.length > 1024) return null;
  try {
    const decoded: unknown = JSON.parse(Buffer.from(value, "base64").toString("utf8"));
    if (typeof decoded !== "object" || decoded === null) return null;
    const { id, secret } = decoded as { id?: unknown; secret?: unknown };
    return typeof id === "string" && typeof secret === "string" ? { id, secret } : null;
  } catch {
    return null;
  }
}

function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? "").split(";")) {
    const separator = part.indexOf("=");
    if (separator > 0 && part.slice(0, separator).trim() === name) {
      try {
        return decodeURIComponent(part.slice(separator + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

export class ApiAccess {
  private readonly apiKey: Buffer;
  private readonly projectId: string;
  private readonly users: UserStore | null;
  private readonly executionKeys = new Map<string, ReadonlySet<string>>();
  private readonly callers = new WeakMap<FastifyRequest, Caller>();

  constructor(apiKey: string, projectId: string, users: UserStore | null = null) {
    this.apiKey = Buffer.from(apiKey);
    this.projectId = projectId;
    this.users = users;
  }

  /**
   * The session a request carries, in Appwrite's order: the session cookie, else the
   * X-Appwrite-Session header (a server-side client's setSession), else the X-Fallback-Cookies
   * header the web SDK sends where the browser keeps no cookie for the endpoint.
   */
  private carriedSession(request: FastifyRequest): { id: string; secret: string } | null {
    const name = sessionCookieName(this.projectId);
    const cookie = cookieValue(request.headers.cookie, name);
    if (cookie) return decodeSession(cookie);
    const header = request.headers["x-appwrite-session"];
    if (typeof header === "string" && header !== "") return decodeSession(header);
    const fallback = request.headers["x-fallback-cookies"];
    if (typeof fallback !== "string" || fallback === "" || fallback.length > 4096) return null;
    try {
      const parsed: unknown = JSON.parse(fallback);
      const value = (parsed as Record<string, unknown> | null)?.[name];
      return typeof value === "string" ? decodeSession(value) : null;
    } catch {
      return null;
    }
  }

  /** The scopes the request's API key holds ("all" for the server key), or null for a guest. */
  scopes(request: FastifyRequest): ReadonlySet<string> | "all" | null {
    const key = request.headers["x-appwrite-key"];
    if (typeof key !== "string" || key === "") return null;
    const given = Buffer.from(key);
    if (given.length === this.apiKey.length && timingSafeEqual(given, this.apiKey)) return "all";
    const scopes = this.executionKeys.get(key);
    if (!scopes) throw unauthorized();
    return scopes;
  }

  /**
   * The caller of a request: an API key; else the signed-in user of a live session, with the
   * roles Appwrite gives them (any, users, user:<id>, their unverified forms since the service
   * verifies no addresses, and team:<id>, team:<id>/<role>, member:<membershipId> for each
   * membership); else a guest. A session that is unknown, expired or of a removed user makes a
   * guest, as in Appwrite.
   */
  caller(request: FastifyRequest): Caller {
    const known = this.callers.get(request);
    if (known) return known;
    const caller = this.currentCaller(request);
    this.callers.set(request, caller);
    return caller;
  }

  /**
   * The caller as the request's credentials stand now, asked again each time: a realtime
   * socket's upgrade request lives as long as the socket, and its session may end meanwhile.
   */
  currentCaller(request: FastifyRequest): Caller {
    return this.hasKey(request)
      ? { key: true, userId: null, sessionId: null, roles: new Set(["any"]) }
      : this.callerOf(this.carriedSession(request));
  }

  /**
   * The caller the request's session cookie stands for, and no other credential: the cookie is
   * SameSite=Strict and HttpOnly, so no other site's page can send it and no script can read it.
   */
  callerFromCookie(request: FastifyRequest): Caller {
    const cookie = cookieValue(request.headers.cookie, sessionCookieName(this.projectId));
    return this.callerOf(cookie ? decodeSession(cookie) : null);
  }

  /**
   * The caller a session stands for, as the realtime socket's `authentication` message sends it
   * (the SDK's fallback cookie); a guest when it stands for no live session.
   */
  callerForSession(session: string): Caller {
    return this.callerOf(decodeSession(session));
  }

  private callerOf(carried: { id: string; secret: string } | null): Caller {
    const session = carried && this.users ? this.users.session(carried.id, carried.secret) : null;
    if (!session || !this.users) {
      return { key: false, userId: null, sessionId: null, roles: guestRoles };
    }
    const roles = new Set([
      "any",
      "users",
      "users/unverified",
      `user:${session.userId}`,
      `user:${session.userId}/unverified`,
    ]);
    for (const membership of this.users.memberships(session.userId)) {
      roles.add(`team:${membership.teamId}`);
      roles.add(`member:${membership.id}`);
      for (const role of membership.roles) roles.add(`team:${membership.teamId}/${role}`);
    }
    return { key: false, userId: session.userId, sessionId: session.id, roles };
  }

  hasKey(request: FastifyRequest): boolean {
    return this.scopes(request) !== null;
  }

  require(request: FastifyRequest, scope: string): void {
    const scopes = this.scopes(request);
    if (scopes === null) throw unauthorized();
    if (scopes !== "all" && !scopes.has(scope)) {
      throw new AppwriteError(
        "general_unauthorized_scope",
        `app.${this.projectId}@service.appwrite.io (role: applications) missing scope (${scope})`,
      );
    }
  }

  grant(key: string, scopes: readonly string[]): void {
    this.executionKeys.set(key, new Set(scopes));
  }

  revoke(key: string): void {
    this.executionKeys.delete(key);
  }

  /**
   * An onRequest hook counting calls without an API key (guests and signed-in users) against
   * `limiter`, before anything else is checked; API-key calls are not limited, as in Appwrite.
   */
  rateLimited(limiter: RateLimiter) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      if (this.hasKey(request)) return;
      const { allowed, headers } = limiter.hit(clientOf(request.ip));
      reply.headers(headers);
      if (!allowed) {
        throw new AppwriteError(
          "general_rate_limit_exceeded",
          "Rate limit for the current endpoint has been exceeded. Please try again after some time.",
        );
      }
    };
  }
}
