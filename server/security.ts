import type { FastifyInstance } from "fastify";
import { createHash } from "node:crypto";
import { translatedLocales } from "../data/domain/locales";
import { headScript } from "../site/head-script";
import type { ServerConfig } from "./config";

/** The CSP source for the pages' one inline script, by the hash of its exact text. */
export const headScriptSource = `'sha256-${createHash("sha256").update(headScript).digest("base64")}'`;

/**
 * An origin the pages may call, with its WebSocket twin: an Appwrite endpoint's realtime socket
 * (the SDK's client.subscribe) is wss: where the API is https:, and a CSP source of one scheme
 * does not allow the other ('self' allows both).
 */
function withSocketOrigin(origin: string): string[] {
  const socket = origin.replace(/^http(s?):/, "ws$1:");
  return socket === origin ? [origin] : [origin, socket];
}

/** What the policies read of the server's settings: Pesapal's only where the server takes payments. */
type PolicySettings = Pick<ServerConfig, "connectOrigins"> & Partial<Pick<ServerConfig, "pesapal">>;

/**
 * Security headers for every response. The CSP allows the site's own origin and the hosted
 * services configured for this deployment; of inline scripts only the head script, by its hash
 * (JSON-LD blocks are data, not scripts), while the inlined stylesheet needs inline styles. A form
 * posts to this origin alone, which may send it on to Pesapal's payment page when its keys are set
 * (the deposit's form is answered with a redirect there, and form-action governs redirects too).
 */
export function contentSecurityPolicy(config: PolicySettings, framing: Framing = "none"): string {
  const connect = ["'self'", ...config.connectOrigins.flatMap(withSocketOrigin)].join(" ");
  const forms = ["'self'", ...(config.pesapal ? [new URL(config.pesapal.baseUrl).origin] : [])];
  return [
    "default-src 'self'",
    `script-src 'self' ${headScriptSource}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${connect}`,
    `frame-ancestors '${framing}'`,
    "base-uri 'self'",
    `form-action ${forms.join(" ")}`,
    "object-src 'none'",
  ].join("; ");
}

/**
 * Who may show a page in a frame: nobody, or the site's own pages (the desk shows the proposal
 * preview inside itself).
 */
export type Framing = "none" | "self";

/** The page the desk frames to preview a proposal, in every language: /p/preview, /de/p/preview… */
export const framedBySelfPath = new RegExp(
  String.raw`^(/(${translatedLocales.join("|")}))?/p/preview/?$`,
);

/**
 * The content editor's pages (/admin, Decap CMS): Decap compiles its configuration's checks at
 * run time (ajv, eval) and decodes photos with WebAssembly, which no traveller's page may do,
 * and in production it talks to the git host's API (GitHub or GitLab) and shows its avatars.
 * Its preview is a frame of its own page.
 */
export const editorPath = /^\/admin(\/|$)/;

export const editorGitHosts = {
  connect: ["https://api.github.com", "https://gitlab.com"],
  img: [
    "https://avatars.githubusercontent.com",
    "https://raw.githubusercontent.com",
    "https://gitlab.com",
  ],
} as const;

export function editorContentSecurityPolicy(config: Pick<ServerConfig, "connectOrigins">): string {
  const connect = ["'self'", ...editorGitHosts.connect, ...config.connectOrigins].join(" ");
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${editorGitHosts.img.join(" ")}`,
    "font-src 'self' data:",
    `connect-src ${connect} blob: data:`,
    "frame-src 'self' blob:",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** Sent with the editor's pages in place of documentHeaders; never indexed. */
export function editorDocumentHeaders(
  config: Pick<ServerConfig, "connectOrigins">,
): Record<string, string> {
  return {
    ...documentHeaders(config, "self"),
    "Content-Security-Policy": editorContentSecurityPolicy(config),
    "X-Robots-Tag": "noindex, nofollow",
  };
}

/**
 * What the HTTPS front (Caddy, a static host) sends with every answer, so browsers never try
 * plain HTTP again for a year. Subdomains are left out: the operator's domain may have others
 * that do not speak HTTPS.
 */
export const strictTransportSecurity = "max-age=31536000";

/** Sent with every response. */
export const everyResponseHeaders: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
};

/**
 * Sent with API answers (JSON): opened in a tab they are documents too, with nothing to load,
 * run or frame.
 */
export const dataHeaders: Readonly<Record<string, string>> = {
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
  "X-Frame-Options": "DENY",
};

/** Sent with every response a browser renders as a document (see rendersAsDocument). */
export function documentHeaders(
  config: PolicySettings,
  framing: Framing = "none",
): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(config, framing),
    "X-Frame-Options": framing === "self" ? "SAMEORIGIN" : "DENY",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
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
  const forDocuments = documentHeaders(config);
  const forFramedDocuments = documentHeaders(config, "self");
  const forEditor = editorDocumentHeaders(config);
  app.addHook("onSend", async (request, reply, payload) => {
    reply.headers(everyResponseHeaders);
    const contentType = String(reply.getHeader("content-type") ?? "");
    if (rendersAsDocument(contentType)) {
      const pathname = new URL(request.url, "http://localhost").pathname;
      const framed = framedBySelfPath.test(pathname);
      if (editorPath.test(pathname) && contentType.startsWith("text/html"))
        reply.headers(forEditor);
      else reply.headers(framed ? forFramedDocuments : forDocuments);
    } else if (/^application\/json\b/i.test(contentType)) reply.headers(dataHeaders);
    return payload;
  });
}
