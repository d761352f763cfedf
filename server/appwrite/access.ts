import type { FastifyReply, FastifyRequest } from "fastify";
import { timingSafeEqual } from "node:crypto";
import { AppwriteError, unauthorized } from "./errors";
import type { RateLimiter } from "../rate-limit";

/**
 * Who is calling: the server API key (every scope), an execution's dynamic key (its function's
 * scopes, like Appwrite's dynamic keys, valid while the execution runs), or a guest.
 */
/**
 * Who is calling, in Appwrite's terms: the roles a permission such as `read("team:operators")`
 * is checked against ("any" and "guests" for a guest; "any", "users", "user:<id>" and
 * "team:<id>" for a signed-in user), and whether an API key is used (which passes every check
 * its scopes allow).
 */
export type Caller = {
  key: boolean;
  userId: string | null;
  roles: ReadonlySet<string>;
};

const guestRoles: ReadonlySet<string> = new Set(["any", "guests"]);

export class ApiAccess {
  private readonly apiKey: Buffer;
  private readonly projectId: string;
  private readonly executionKeys = new Map<string, ReadonlySet<string>>();

  constructor(apiKey: string, projectId: string) {
    this.apiKey = Buffer.from(apiKey);
    this.projectId = projectId;
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

  /** The caller of a request: an API key, or else a guest (sessions add signed-in users). */
  caller(request: FastifyRequest): Caller {
    if (this.hasKey(request)) return { key: true, userId: null, roles: new Set(["any"]) };
    return { key: false, userId: null, roles: guestRoles };
  }

  /**
   * The caller a session stands for, as the realtime socket's `authentication` message sends it
   * (the SDK's fallback cookie); a guest when it stands for no live session.
   */
  callerForSession(_session: string): Caller {
    return { key: false, userId: null, roles: guestRoles };
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
   * An onRequest hook counting guest calls against `limiter`, before anything else is checked;
   * API-key calls are not limited, as in Appwrite.
   */
  rateLimited(limiter: RateLimiter) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      if (this.hasKey(request)) return;
      const { allowed, headers } = limiter.hit(request.ip);
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
