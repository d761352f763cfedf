import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * Whether the page that sent a request may use this server: a page of this site (its origin has
 * this server's own host) or one of the `allowed` origins. A request without Origin is not from
 * a page (browsers name the origin on every POST) and passes; "null" (a sandboxed frame, a
 * file) does not.
 */
export function fromAllowedPage(request: FastifyRequest, allowed: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  if (origin === undefined || allowed.has(origin)) return true;
  return isOwnOrigin(request, origin);
}

export function isOwnOrigin(request: FastifyRequest, origin: string): boolean {
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/**
 * Lets pages from the given site origins call this scope's endpoints from the browser: the
 * scale-out setup, where the site is on a static host and this server answers for a hosted
 * service. Other origins get no CORS headers, so their pages cannot read the answers.
 */
export function allowSiteOrigins(
  app: FastifyInstance,
  options: { origins: string[]; methods: string; headers: string },
): void {
  const allowed = new Set(options.origins);
  app.addHook("onRequest", async (request, reply) => {
    reply.header("Vary", "Origin");
    const origin = request.headers.origin;
    if (origin === undefined || !allowed.has(origin)) return;
    reply.header("Access-Control-Allow-Origin", origin);
  });
  app.options("/*", async (request, reply) => {
    if (!allowed.has(request.headers.origin ?? "")) return reply.code(403).send();
    return reply
      .headers({
        "Access-Control-Allow-Methods": options.methods,
        "Access-Control-Allow-Headers": options.headers,
        "Access-Control-Max-Age": "86400",
      })
      .code(204)
      .send();
  });
}
