import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { readFileSync } from "node:fs";
import path from "node:path";
import { distDir, prerenderedPaths } from "./site-pages-list";

const maxRedirects = 5;

/** Where an address ended, the way there, and the last answer. */
type Outcome = { status: number; chain: string[]; response?: APIResponse };

/** Follows redirects by hand, so a loop or a long chain is caught rather than hidden. */
async function resolve(request: APIRequestContext, start: string): Promise<Outcome> {
  const chain = [start];
  let current = start;
  for (let hop = 0; hop <= maxRedirects; hop += 1) {
    const response = await request.get(current, { maxRedirects: 0 });
    const status = response.status();
    if (status < 300 || status >= 400) return { status, chain, response };
    const location = new URL(response.headers().location ?? "", "http://site.test");
    current = `${location.pathname}${location.search}`;
    if (chain.includes(current)) return { status: -1, chain: [...chain, current] };
    chain.push(current);
  }
  return { status: -2, chain };
}

/** Each prerendered page as the server sends it, asked for once by the checks that read it. */
const served = new Map<string, Promise<string>>();
function pageHtml(request: APIRequestContext, route: string): Promise<string> {
  let html = served.get(route);
  if (!html) {
    html = request.get(route).then((response) => response.text());
    served.set(route, html);
  }
  return html;
}

function internalLinks(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)]
    .map((match) => (match[1] ?? "").replace(/&amp;/g, "&"))
    .filter((href) => href.startsWith("/") && !href.startsWith("//"))
    .map((href) => href.split("#")[0] || "/");
}

function assetUrls(html: string): string[] {
  const fromTags = [
    ...html.matchAll(/<(?:script|img|source|link)\b[^>]*\b(?:src|href|srcset)="([^"]+)"/g),
  ].flatMap((match) =>
    (match[1] ?? "").split(",").map((part) => part.trim().split(/\s+/)[0] ?? ""),
  );
  // The code and the content's data the page and its lazy parts ask for once painted, and the
  // content's files a client-side navigation reads.
  const named = [...html.matchAll(/\bdata-code="([^"]*)"/g)].flatMap((match) =>
    (match[1] ?? "").split(" "),
  );
  const contentFiles = /<script type="application\/json" id="content-files"[^>]*>([^<]*)</.exec(
    html,
  );
  const content = Object.values(JSON.parse(contentFiles?.[1] ?? "{}") as Record<string, string>);
  return [...fromTags, ...named, ...content].filter(
    (url) => url.startsWith("/") && !url.startsWith("//") && !url.includes("?"),
  );
}

test.describe("crawler", () => {
  test("every internal link of every prerendered page leads to a page, without loops", async ({
    request,
  }) => {
    test.setTimeout(600_000);
    const queue = ["/", ...prerenderedPaths()];
    const seen = new Set<string>();
    const broken: string[] = [];
    const linkedFrom = new Map<string, string>();
    while (queue.length > 0) {
      const url = queue.shift() as string;
      if (seen.has(url)) continue;
      seen.add(url);
      const outcome = await resolve(request, url);
      if (outcome.status !== 200) {
        broken.push(
          `${url} (linked from ${linkedFrom.get(url) ?? "the sitemap"}): ${outcome.status} via ${outcome.chain.join(" → ")}`,
        );
        continue;
      }
      const final = outcome.chain.at(-1) as string;
      const response = outcome.response as APIResponse;
      if (!(response.headers()["content-type"] ?? "").startsWith("text/html")) continue;
      const html = await response.text();
      if (outcome.chain.length === 1) served.set(url, Promise.resolve(html));
      for (const link of internalLinks(html)) {
        if (!seen.has(link) && !linkedFrom.has(link)) linkedFrom.set(link, final);
        queue.push(link);
      }
    }
    expect(broken).toEqual([]);
    expect(seen.size).toBeGreaterThanOrEqual(prerenderedPaths().length);
  });

  test("every script, content file, stylesheet, icon and image a page references exists", async ({
    request,
  }) => {
    test.setTimeout(600_000);
    const assets = new Set<string>();
    for (const route of prerenderedPaths()) {
      for (const asset of assetUrls(await pageHtml(request, route))) assets.add(asset);
    }
    const missing: string[] = [];
    for (const asset of assets) {
      const response = await request.head(asset);
      if (response.status() !== 200) missing.push(`${asset}: ${response.status()}`);
    }
    expect(missing).toEqual([]);
    expect(assets.size).toBeGreaterThan(10);
  });

  test("every icon a page draws is drawn from the page itself, not a sprite to fetch", async ({
    request,
  }) => {
    const unresolved: string[] = [];
    let icons = 0;
    for (const route of prerenderedPaths()) {
      const html = await pageHtml(request, route);
      const symbols = new Set([...html.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]));
      for (const [, href = ""] of html.matchAll(/<use href="([^"]*)"/g)) {
        icons += 1;
        if (!href.startsWith("#") || !symbols.has(href.slice(1))) {
          unresolved.push(`${route}: ${href}`);
        }
      }
    }
    expect(unresolved).toEqual([]);
    expect(icons).toBeGreaterThan(prerenderedPaths().length);
  });

  test("every redirect the build wrote ends on a page", async ({ request }) => {
    const redirects = JSON.parse(
      readFileSync(path.join(distDir, "redirects.json"), "utf8"),
    ) as Record<string, string>;
    expect(Object.keys(redirects).length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const from of Object.keys(redirects)) {
      const outcome = await resolve(request, from);
      if (outcome.status !== 200 || outcome.chain.at(-1) !== redirects[from]) {
        failures.push(`${from}: ${outcome.status} via ${outcome.chain.join(" → ")}`);
      }
    }
    expect(failures).toEqual([]);
  });

  test("an unknown address answers 404 with the not-found page", async ({ request }) => {
    const response = await request.get("/this/page/does-not-exist");
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain("Page Not Found");
  });
});
