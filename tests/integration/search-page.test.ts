import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localizedPath, type Locale } from "../../data/domain/locales";
import { maxSearchQueryLength, searchPagePath } from "../../data/domain/search-page";
import { createApp, type App } from "../../server/app";
import { loadServerConfig } from "../../server/config";
import { searchDialogCopy as germanDialog } from "../../site/messages/de/kit-search-dialog";
import { searchMessages as germanSearch } from "../../site/messages/de/search";
import { searchDialogCopy as englishDialog } from "../../site/messages/en/kit-search-dialog";
import { searchMessages as englishSearch } from "../../site/messages/en/search";
import { searchPageCarried } from "../../site/search/search-page-carried";

/** Each language's search page as the prerender writes its parts the server fills in. */
function searchShell(locale: Locale): string {
  const carried =
    locale === "de"
      ? searchPageCarried("de", germanSearch, germanDialog)
      : searchPageCarried("en", englishSearch, englishDialog);
  const attribute = JSON.stringify(carried).replaceAll("&", "&amp;").replaceAll('"', "&quot;");
  return `<!doctype html><html lang="${locale}"><title>Search</title><header>The site's header</header><form role="search"><input id="search-page-query" type="search" name="q" value="" data-slot="search-page-input"/></form><div data-slot="search-page-results" data-search-page="${attribute}"></div><footer>The site's footer</footer></html>`;
}

async function startServer(searchesPerMinute: number) {
  const root = mkdtempSync(path.join(tmpdir(), "search-page-"));
  const distDir = path.join(root, "dist");
  for (const locale of ["en", "de"] as const) {
    const dir = path.join(distDir, localizedPath(locale, searchPagePath).slice(1));
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "index.html"), searchShell(locale));
  }
  writeFileSync(path.join(distDir, "index.html"), "<!doctype html><title>Home</title>");
  writeFileSync(path.join(distDir, "404.html"), "<!doctype html><title>Not found</title>");
  const app = await createApp(
    loadServerConfig({
      DATA_DIR: path.join(root, "data"),
      DIST_DIR: distDir,
      PORT: "0",
      RATE_LIMIT_SEARCHES_PER_MINUTE: String(searchesPerMinute),
    }),
  );
  return { app, root };
}

/** The text of the results the page shows, tags taken out. */
function shownText(html: string): string {
  const results = html.slice(html.indexOf('data-slot="search-page-results"'));
  return results
    .slice(0, results.indexOf("<footer>"))
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

const hrefs = (html: string) =>
  [...html.matchAll(/<a href="([^"]*)" data-slot="search-page-hit"/g)].map((match) => match[1]);

describe("the search page", () => {
  let app: App;
  let root: string;

  beforeAll(async () => {
    ({ app, root } = await startServer(1000));
  });

  afterAll(async () => {
    await app.app.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string) => app.app.inject({ method: "GET", url });

  it("answers a German query on the German page from the German index, in German", async () => {
    const response = await get("/de/search?q=Elefanten");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    const text = shownText(response.body);
    expect(text).toMatch(/\d+ Ergebnisse für „Elefanten“/);
    expect(text).toContain("tägige");
    const links = hrefs(response.body);
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((href) => href?.startsWith("/de/"))).toBe(true);
    expect(response.body).toContain("The site's header");
    expect(response.body).toContain("The site's footer");
    expect(response.body).toMatch(/data-slot="search-page-input" value="Elefanten"/);

    const english = await get("/search?q=Elefanten");
    expect(shownText(english.body)).toContain("No results for “Elefanten”");
    expect(hrefs(english.body)).toEqual([]);
  });

  it("links each result where the dialog's result leads", async () => {
    const response = await get("/search?q=masai%20mara");
    expect(hrefs(response.body)).toContain("/destinations/masai-mara");
    expect(hrefs(response.body).some((href) => href?.startsWith("/safari-tours/"))).toBe(true);
  });

  it("shows how to search for an empty query, with no results", async () => {
    for (const url of ["/de/search", "/de/search?q=", "/de/search?q=%20%20"]) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(shownText(response.body)).toContain(germanSearch.hint);
      expect(hrefs(response.body)).toEqual([]);
    }
  });

  it("refuses a query longer than the search box takes, saying so", async () => {
    const response = await get(`/search?q=${"a".repeat(maxSearchQueryLength + 1)}`);
    expect(response.statusCode).toBe(400);
    expect(shownText(response.body)).toContain(
      `Your search is too long: please use at most ${maxSearchQueryLength} characters.`,
    );
    expect(hrefs(response.body)).toEqual([]);
  });

  it("shows HTML in the query as the text it is", async () => {
    const query = '<img src=x onerror="alert(1)">mara';
    const response = await get(`/search?q=${encodeURIComponent(query)}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain("<img src=x");
    expect(response.body).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;mara");
  });
});

describe("the search page's rate limit", () => {
  let app: App;
  let root: string;

  beforeAll(async () => {
    ({ app, root } = await startServer(3));
  });

  afterAll(async () => {
    await app.app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("counts each address's searches with the search endpoint's, and says when to come back", async () => {
    for (let search = 0; search < 3; search += 1) {
      const response = await app.app.inject({ method: "GET", url: "/de/search?q=mara" });
      expect(response.statusCode).toBe(200);
    }
    const refused = await app.app.inject({ method: "GET", url: "/de/search?q=mara" });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(shownText(refused.body)).toContain(germanSearch.tooMany);
    expect(hrefs(refused.body)).toEqual([]);
  });
});
