import type { FastifyInstance } from "fastify";
import { createHash } from "node:crypto";
import { headScript } from "../site/head-script";
import type { ServerConfig } from "./config";

/** The CSP source for the pages' one inline script, by the hash of its exact text. */
export const headScriptSource = `'sha256-${createHash("sha256").update(headScript).digest("base64")}'`;

/**
 * Security headers for every response. The CSP allows the site's own origin and the hosted
 * services configured for this deployment; of inline scripts only the head script, by its hash
 * (JSON-LD blocks are data, not scripts), while the inlined stylesheet needs inline styles.
 */
export function contentSecurityPolicy(config: Pick<ServerConfig, "connectOrigins">): string {
  const connect = ["'self'", ...config.connectOrigins].join(" ");
  return [
    "default-src 'self'",
    `script-src 'self' ${headScriptSource}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${connect}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * Responses a browser can render as a document (pages, and SVG opened on its own, which may run
 * script): only these need the document policies. A font, photo, script or stylesheet is not
 * governed by them, and on a phone every header is bytes in the first round trip.
 */
function rendersAsDocument(contentType: string): boolean {
  return /^(text\/html|image\/svg\+xml|application\/xhtml\+xml)\b/i.test(contentType);
}

export function registerSecurityHeaders(app: FastifyInstance, config: ServerConfig): void {
  const csp = contentSecurityPolicy(config);
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("X-Content-Type-Options", "nosniff");
    if (rendersAsDocument(String(reply.getHeader("content-type") ?? ""))) {
      reply.header("Content-Security-Policy", csp);
      reply.header("Referrer-Policy", "strict-origin-when-cross-origin");
      reply.header("X-Frame-Options", "DENY");
      reply.header("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
      reply.header("Cross-Origin-Opener-Policy", "same-origin");
    }
    return payload;
  });
}
