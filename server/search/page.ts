import { readFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { localizedPath, locales, type Locale } from "../../data/domain/locales";
import {
  maxSearchQueryLength,
  searchPagePath,
  searchQueryParam,
  type SearchPageCarried,
} from "../../data/domain/search-page";
import { formatPrice } from "../../ui/format-price";
import { searchHitGrounds, searchHitMarkClasses, searchHitType } from "../../ui/search-hit-styles";
import { clientOf, type RateLimiter } from "../rate-limit";
import type { SearchEngines } from "./engines";
import { parseSearchParameters } from "./params";

/** The results a search page shows: the index's own page size. */
const resultsShown = 20;

/** Marks around a matched word, which no text holds, swapped for <mark> once the text is escaped. */
const highlightTags = { pre: "\u0001", post: "\u0002" };

const slugMarker = "__slug__";

const htmlEscapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

function unescapeHtml(text: string): string {
  return text.replace(/&(quot|amp|lt|gt|#39|#x27);/g, (entity) => {
    const named: Record<string, string> = {
      "&quot;": '"',
      "&amp;": "&",
      "&lt;": "<",
      "&gt;": ">",
      "&#39;": "'",
      "&#x27;": "'",
    };
    return named[entity] ?? entity;
  });
}

/** `{name}` in a message replaced by each value, already escaped. */
function fillEscaped(message: string, values: Record<string, string>): string {
  return escapeHtml(message).replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** A highlighted value with its matched words in <mark>, the rest as text. */
function highlighted(value: string): string {
  return escapeHtml(value)
    .replaceAll(highlightTags.pre, `<mark class="${searchHitMarkClasses}">`)
    .replaceAll(highlightTags.post, "</mark>");
}

type PageHit = {
  type?: unknown;
  slug?: unknown;
  location?: unknown;
  price?: unknown;
  duration?: unknown;
  _highlightResult: Record<string, { value: string } | undefined>;
};

function hitItem(hit: PageHit, carried: SearchPageCarried): string {
  const type = typeof hit.type === "string" ? hit.type : "other";
  const target = carried.targets[type] ?? carried.targets.other ?? "/";
  const href = target.replace(slugMarker, encodeURIComponent(String(hit.slug ?? "")));
  const details = [
    typeof hit.location === "string" ? escapeHtml(hit.location) : "",
    typeof hit.duration === "string" ? escapeHtml(hit.duration) : "",
    typeof hit.price === "string" && /^\d+$/.test(hit.price)
      ? fillEscaped(carried.from, {
          price: escapeHtml(formatPrice(Number(hit.price), carried.locale)),
        })
      : "",
  ].filter(Boolean);
  return `<li><a href="${escapeHtml(href)}" data-slot="search-page-hit" class="flex flex-col gap-2 rounded-lg border border-border bg-card p-4 text-card-foreground transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"><span class="inline-flex w-fit items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${searchHitGrounds[searchHitType(type).badge]}">${escapeHtml(carried.types[type] ?? carried.types.other ?? type)}</span><span class="font-display text-lg leading-snug font-semibold">${highlighted(hit._highlightResult.title?.value ?? "")}</span><span class="text-sm leading-relaxed text-muted-foreground">${highlighted(hit._highlightResult.description?.value ?? "")}</span>${details.length > 0 ? `<span class="flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium">${details.map((detail) => `<span>${detail}</span>`).join("")}</span>` : ""}</a></li>`;
}

/** A message block: a heading and a sentence, or a sentence alone; `alert` for a refusal. */
function notice(text: string, { title, alert = false }: { title?: string; alert?: boolean } = {}) {
  return `<div ${alert ? 'role="alert"' : 'role="status"'} data-slot="search-page-notice" class="flex flex-col gap-2 rounded-lg border border-border bg-muted p-6">${title ? `<h2 class="font-display text-2xl font-semibold">${title}</h2>` : ""}<p class="leading-relaxed text-muted-foreground">${text}</p></div>`;
}

function pluralForm(forms: SearchPageCarried["count"], count: number, locale: string): string {
  return forms[new Intl.PluralRules(locale).select(count)] ?? forms.other;
}

type Answer =
  | { kind: "hint" }
  | { kind: "too long" }
  | { kind: "too many" }
  | { kind: "results"; query: string; hits: PageHit[]; total: number };

function resultsHtml(answer: Answer, carried: SearchPageCarried): string {
  switch (answer.kind) {
    case "hint":
      return notice(escapeHtml(carried.hint));
    case "too long":
      return notice(escapeHtml(carried.tooLong), { alert: true });
    case "too many":
      return notice(escapeHtml(carried.tooMany), { alert: true });
    case "results": {
      const query = escapeHtml(answer.query);
      if (answer.total === 0) {
        return notice(escapeHtml(carried.noResultsText), {
          title: fillEscaped(carried.noResultsTitle, { query }),
        });
      }
      const heading = fillEscaped(pluralForm(carried.count, answer.total, carried.locale), {
        count: String(answer.total),
        query,
      });
      return `<section aria-labelledby="search-page-count" class="flex flex-col gap-4"><h2 id="search-page-count" role="status" class="font-display text-2xl font-semibold">${heading}</h2><ul data-slot="search-page-hits" class="flex flex-col gap-3">${answer.hits.map((hit) => hitItem(hit, carried)).join("")}</ul></section>`;
    }
  }
}

const carriedPattern = /<div data-slot="search-page-results" data-search-page="([^"]*)"><\/div>/;
const inputPattern = /<input([^>]*?) data-slot="search-page-input"([^>]*?)\/?>/;

/** The prerendered page with the answer written into it, and the query into its search box. */
function pageWith(shell: string, answer: Answer, query: string): string {
  const found = carriedPattern.exec(shell);
  if (!found)
    throw new Error("The search page has no results element (data-slot=search-page-results).");
  const carried = JSON.parse(unescapeHtml(found[1] ?? "")) as SearchPageCarried;
  const withResults = shell.replace(carriedPattern, (element) =>
    element.replace("></div>", `>${resultsHtml(answer, carried)}</div>`),
  );
  return withResults.replace(inputPattern, (_tag, before: string, after: string) => {
    const attributes = `${before} data-slot="search-page-input"${after}`.replace(
      / value="[^"]*"/,
      "",
    );
    return `<input${attributes} value="${escapeHtml(query)}"/>`;
  });
}

/** The `q` the address asks for: its first value, "" when there is none. */
function queryOf(request: FastifyRequest): string {
  const value = (request.query as Record<string, unknown>)[searchQueryParam];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === "string" ? first : "";
}

/**
 * The search page in each language (`/search?q=mara`, `/de/search?q=...`): the prerendered page
 * (its header, footer and styles) with the results for `q` from the same engines as the search
 * endpoint, in the page's language, written in. Where no script runs this is the site's search:
 * the header's search is a GET form to it. An empty query shows how to search; a query longer
 * than 512 characters is refused (400) unread, and each address's searches count against the
 * same per-minute limit as the endpoint's (429 with Retry-After, the page saying so), before any
 * work is done.
 */
export async function searchPageRoutes(
  app: FastifyInstance,
  { distDir, limiter, engines }: { distDir: string; limiter: RateLimiter; engines: SearchEngines },
) {
  const answerFor = (
    locale: Locale,
    query: string,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    if (query.length > maxSearchQueryLength) {
      reply.code(400);
      return { kind: "too long" } as const;
    }
    if (query.trim() === "") return { kind: "hint" } as const;
    const { allowed, headers } = limiter.hit(clientOf(request.ip));
    reply.headers(headers);
    if (!allowed) {
      reply.code(429);
      return { kind: "too many" } as const;
    }
    const result = engines.of(locale).search(
      "page",
      parseSearchParameters({
        query,
        hitsPerPage: resultsShown,
        highlightPreTag: highlightTags.pre,
        highlightPostTag: highlightTags.post,
      }),
      "",
    );
    return {
      kind: "results",
      query,
      hits: result.hits as PageHit[],
      total: result.nbHits,
    } as const;
  };

  for (const locale of locales) {
    const shellFile = path.join(
      distDir,
      localizedPath(locale, searchPagePath).slice(1),
      "index.html",
    );
    app.get(localizedPath(locale, searchPagePath), async (request, reply) => {
      const query = queryOf(request);
      const answer = answerFor(locale, query, request, reply);
      const shell = await readFile(shellFile, "utf8");
      return reply
        .type("text/html; charset=utf-8")
        .header("Cache-Control", "no-store")
        .header("X-Robots-Tag", "noindex, follow")
        .send(pageWith(shell, answer, query.slice(0, maxSearchQueryLength)));
    });
  }
}
