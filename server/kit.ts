import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { existsSync } from "node:fs";
import path from "node:path";

/** Where the kit is served: Storybook's static build, for designers on `npm start`. */
export const kitPath = "/kit/";

/**
 * Storybook's pages run inline scripts and frame each other on the same origin, which the site's
 * policy forbids; they are for the team, so search engines are told to leave them out.
 */
export const kitHeaders: Readonly<Record<string, string>> = {
  "Content-Security-Policy": [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; "),
  "X-Frame-Options": "SAMEORIGIN",
  "X-Robots-Tag": "noindex, nofollow",
  "Cache-Control": "no-cache",
};

const buildingPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<meta http-equiv="refresh" content="15"><title>The kit is being built</title></head>
<body><main><h1>The kit is being built</h1>
<p>Storybook is being built for the first time on this machine. This page reloads by itself.</p>
</main></body></html>`;

/**
 * The component kit's Storybook at /kit/, read from `kitDir` on each request: while a first
 * build is still writing it, the page says so and reloads itself.
 */
export async function kitRoutes(app: FastifyInstance, { kitDir }: { kitDir: string }) {
  const built = () => existsSync(path.join(kitDir, "index.json"));
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.headers(kitHeaders);
    return payload;
  });
  app.get(kitPath.slice(0, -1), (_request, reply) => reply.redirect(kitPath, 301));
  app.addHook("onRequest", async (request, reply) => {
    if (request.url.startsWith(kitPath) && !built()) {
      return reply
        .code(503)
        .header("Retry-After", "15")
        .type("text/html; charset=utf-8")
        .send(buildingPage);
    }
  });
  await app.register(fastifyStatic, {
    root: path.resolve(kitDir),
    prefix: kitPath,
    index: ["index.html"],
    redirect: false,
    decorateReply: false,
  });
}
