import { afterEach, describe, expect, it, vi } from "vitest";
import {
  caddyHeaders,
  caddyRedirects,
  connectOriginsOfBuild,
  netlifyHeaders,
  netlifyRedirects,
} from "../../scripts/lib/static-headers";
import {
  contentSecurityPolicy,
  editorContentSecurityPolicy,
  framedBySelfPath,
  strictTransportSecurity,
} from "../../server/security";
import { pesapalBaseUrls } from "../../server/payments/pesapal";

afterEach(() => vi.unstubAllEnvs());

/** The origins a build with the hosted services (Appwrite, PostHog and Algolia's hosts) allows. */
const hostedOrigins = [
  "https://fra.cloud.appwrite.io",
  "https://eu.i.posthog.com",
  "https://latency-dsn.algolia.net",
  "https://latency.algolia.net",
  "https://latency-1.algolianet.com",
  "https://latency-2.algolianet.com",
  "https://latency-3.algolianet.com",
];

/** The `_headers` file as Netlify and Cloudflare Pages read it: path lines, then indented headers. */
function parseHeadersFile(text: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> = {};
  for (const line of text.split("\n").filter(Boolean)) {
    if (!line.startsWith(" ")) {
      current = {};
      rules.set(line, current);
    } else {
      const [name, ...value] = line.trim().split(": ");
      current[name!] = value.join(": ");
    }
  }
  return rules;
}

describe("the headers a static host sends with the built site", () => {
  it("allows the hosted services the build is configured with, and nothing else", () => {
    vi.stubEnv("VITE_APPWRITE_ENDPOINT", "https://fra.cloud.appwrite.io/v1");
    vi.stubEnv("VITE_ALGOLIA_APP_ID", "LATENCY");
    vi.stubEnv("VITE_ALGOLIA_SEARCH_KEY", "search-only");
    vi.stubEnv("VITE_ALGOLIA_HOST", "");
    vi.stubEnv("VITE_POSTHOG_HOST", "https://eu.i.posthog.com");
    vi.stubEnv("CSP_CONNECT_ORIGINS", "");
    expect(connectOriginsOfBuild().sort()).toEqual([...hostedOrigins].sort());
  });

  it("has no other origin when the services are the embedded ones", () => {
    for (const name of [
      "VITE_APPWRITE_ENDPOINT",
      "VITE_ALGOLIA_APP_ID",
      "VITE_ALGOLIA_HOST",
      "VITE_POSTHOG_HOST",
      "CSP_CONNECT_ORIGINS",
    ]) {
      vi.stubEnv(name, "");
    }
    expect(connectOriginsOfBuild()).toEqual([]);
  });

  it("writes the server's policy for every path and a year's caching for hashed assets", () => {
    const origins = ["https://fra.cloud.appwrite.io"];
    const rules = parseHeadersFile(netlifyHeaders(origins));
    expect([...rules.keys()]).toEqual([
      "/*",
      "/assets/*",
      "/p/*",
      "/de/p/*",
      "/fr/p/*",
      "/it/p/*",
      "/es/p/*",
      "/zh/p/*",
      "/desk/assets/*",
      "/desk",
      "/desk/*",
      "/admin/assets/*",
      "/admin",
      "/admin/*",
    ]);
    expect(rules.get("/de/p/*")).toEqual({ "X-Robots-Tag": "noindex, nofollow" });
    expect(rules.get("/*")).toMatchObject({
      "Content-Security-Policy": contentSecurityPolicy({ connectOrigins: origins }),
      "Strict-Transport-Security": strictTransportSecurity,
      "X-Content-Type-Options": "nosniff",
      "X-Frame-Options": "DENY",
    });
    expect(rules.get("/*")).not.toHaveProperty("Cache-Control");
    expect(rules.get("/assets/*")).toEqual({
      "Cache-Control": "public, max-age=31536000, immutable",
    });
    expect(rules.get("/desk/assets/*")).toEqual(rules.get("/assets/*"));
    expect(rules.get("/desk")).toEqual({ "X-Robots-Tag": "noindex, nofollow" });
    expect(rules.get("/desk/*")).toEqual({ "X-Robots-Tag": "noindex, nofollow" });
    expect(rules.get("/admin/assets/*")).toEqual(rules.get("/assets/*"));
  });

  it("keeps the editor out of search engines and lets Decap run there alone", () => {
    const rules = parseHeadersFile(netlifyHeaders([]));
    for (const pattern of ["/admin", "/admin/*"]) {
      expect(rules.get(pattern)).toMatchObject({
        "! Content-Security-Policy": "",
        "Content-Security-Policy": editorContentSecurityPolicy({ connectOrigins: [] }),
        "X-Robots-Tag": "noindex, nofollow",
      });
    }
    expect(rules.get("/*")?.["Content-Security-Policy"]).not.toContain("unsafe-eval");
    const snippet = caddyHeaders([]);
    expect(snippet).toContain("\tnot path /admin /admin/*");
    expect(snippet).toContain(
      `Content-Security-Policy \`${editorContentSecurityPolicy({ connectOrigins: [] })}\``,
    );
  });

  it("stays within what Cloudflare Pages reads: 100 rules, 2,000 characters a line, one splat a path", () => {
    // The hosted services' origins make the longest policies.
    const text = netlifyHeaders(hostedOrigins);
    const rules = parseHeadersFile(text);
    expect(rules.size).toBeGreaterThan(0);
    expect(rules.size).toBeLessThanOrEqual(100);
    for (const line of text.split("\n")) expect(line.length, line).toBeLessThanOrEqual(2000);
    for (const [pattern, headers] of rules) {
      expect(pattern, pattern).toMatch(/^\/[^\s]*$/);
      expect(pattern.split("*").length - 1, pattern).toBeLessThanOrEqual(1);
      // A detached header is one the rule then sets itself.
      for (const name of Object.keys(headers).filter((key) => key.startsWith("! ")))
        expect(headers, pattern).toHaveProperty([name.slice(2)]);
    }
  });

  it("gives Caddy the same policy, for pages and documents only", () => {
    const snippet = caddyHeaders([]);
    expect(snippet).toContain(
      `Content-Security-Policy \`${contentSecurityPolicy({ connectOrigins: [] })}\``,
    );
    expect(snippet).toMatch(/@builtHashedAsset path \/assets\/\* \/desk\/assets\/\*/);
    expect(snippet).toContain("header @builtDesk X-Robots-Tag `noindex, nofollow`");
  });

  it("lets the desk frame the proposal preview, and nothing else", () => {
    const snippet = caddyHeaders([]);
    expect(snippet).toContain(
      `Content-Security-Policy \`${contentSecurityPolicy({ connectOrigins: [] }, "self")}\``,
    );
    expect(contentSecurityPolicy({ connectOrigins: [] }, "self")).toContain(
      "frame-ancestors 'self'",
    );
    expect(framedBySelfPath.test("/de/p/preview")).toBe(true);
    expect(framedBySelfPath.test("/p/preview")).toBe(true);
    expect(framedBySelfPath.test("/p/0123456789abcdef0123456789abcdef")).toBe(false);
    expect(framedBySelfPath.test("/desk")).toBe(false);
  });

  it("gives every desk address the desk's page on a static host", () => {
    expect(caddyRedirects({})).toContain("rewrite @deskRoute /desk/index.html");
  });

  it("writes the build's redirects as permanent ones, each language's proposal shell and 404 page", () => {
    expect(netlifyRedirects({ "/tours/mara": "/safari-tours/mara" })).toBe(
      [
        "/tours/mara /safari-tours/mara 301",
        "/p/* /p/index.html 200",
        "/de/p/* /de/p/index.html 200",
        "/fr/p/* /fr/p/index.html 200",
        "/it/p/* /it/p/index.html 200",
        "/es/p/* /es/p/index.html 200",
        "/zh/p/* /zh/p/index.html 200",
        "/desk/* /desk/index.html 200",
        "/de/* /de/404.html 404",
        "/fr/* /fr/404.html 404",
        "/it/* /it/404.html 404",
        "/es/* /es/404.html 404",
        "/zh/* /zh/404.html 404",
        "",
      ].join("\n"),
    );
  });
});

describe("the content security policy", () => {
  it("lets the pages open a hosted API's realtime socket (wss: beside https:, ws: beside http:)", () => {
    const policy = contentSecurityPolicy({
      connectOrigins: ["https://fra.cloud.appwrite.io", "http://localhost:3000"],
    });
    expect(policy).toContain(
      "connect-src 'self' https://fra.cloud.appwrite.io wss://fra.cloud.appwrite.io http://localhost:3000 ws://localhost:3000;",
    );
  });

  it("lets a form lead on to Pesapal's payment page only where the server pays through Pesapal", () => {
    const keys = { consumerKey: "key", consumerSecret: "secret" };
    expect(contentSecurityPolicy({ connectOrigins: [] })).toContain("form-action 'self';");
    expect(
      contentSecurityPolicy({
        connectOrigins: [],
        pesapal: { baseUrl: pesapalBaseUrls.live, ...keys },
      }),
    ).toContain("form-action 'self' https://pay.pesapal.com;");
    expect(
      contentSecurityPolicy({
        connectOrigins: [],
        pesapal: { baseUrl: pesapalBaseUrls.sandbox, ...keys },
      }),
    ).toContain("form-action 'self' https://cybqa.pesapal.com;");
  });
});
