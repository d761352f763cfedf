import type { FastifyInstance } from "fastify";
import type { ServerConfig } from "./config";

/**
 * Security headers for every response. The CSP allows the site's own origin and the hosted
 * services configured for this deployment; JSON-LD blocks are data, not scripts, so no inline
 * script is ever needed, while the inlined critical CSS needs inline styles.
 */
export function contentSecurityPolicy(config: Pick<ServerConfig, "connectOrigins">): string {
  const connect = ["'self'", ...config.connectOrigins].join(" ");
  return [
    "default-src 'self'",
    "script-src 'self'",
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

export function registerSecurityHeaders(app: FastifyInstance, config: ServerConfig): void {
  const csp = contentSecurityPolicy(config);
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("Content-Security-Policy", csp);
    reply.header("X-Content-Type-Options", "nosniff");
    reply.header("Referrer-Policy", "strict-origin-when-cross-origin");
    reply.header("X-Frame-Options", "DENY");
    reply.header("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    reply.header("Cross-Origin-Opener-Policy", "same-origin");
    return payload;
  });
}
