import type { FastifyInstance } from "fastify";

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
