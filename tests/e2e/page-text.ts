import type { Page } from "@playwright/test";

/** What a prerendered page says, as read from its HTML. */
export type PageReading = {
  lang: string;
  canonical: string;
  /** hreflang → address, from the head's alternate links. */
  alternates: Record<string, string>;
  /** The `inLanguage` of each JSON-LD block. */
  inLanguage: string[];
  /**
   * Links to pages of the site, but for the language menu's and the language suggestion's, and the
   * photos' downloads (files, in no language).
   */
  links: string[];
  /**
   * The text nodes of the body a reader meets, trimmed: not in scripts, styles or drawings, nor
   * in an element marked as another language (the language menu's names, the language
   * suggestion), nor among a tour card's Key Highlights, which are the first two words of lodge
   * names: names, kept in every language.
   */
  bodyTexts: string[];
  /** The page's texts outside the body's text: its title, description, labels and alternatives. */
  labelTexts: string[];
};

/** A served page's status, and what it says. */
export type ServedReading = { status: number; reading: PageReading };

/**
 * Reads pages with the browser's own parser (DOMParser: no script runs, nothing is fetched), many
 * to a call: the pages are read as Chromium reads them. Served pages are fetched by the page
 * itself, which must be on the site: their 60 MB of HTML then never cross from process to process,
 * which took most of the time.
 */
function readIn(page: Page, source: { htmls: string[] }): Promise<Array<{ reading: PageReading }>>;
function readIn(page: Page, source: { routes: string[] }): Promise<ServedReading[]>;
function readIn(
  page: Page,
  source: { htmls: string[] } | { routes: string[] },
): Promise<Array<{ status?: number; reading: PageReading }>> {
  return page.evaluate(async (source) => {
    const read = (html: string): PageReading => {
      const document = new DOMParser().parseFromString(html, "text/html");
      const all = (selector: string) => [...document.querySelectorAll(selector)];
      const facts = {
        lang: document.documentElement.lang,
        canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? "",
        alternates: Object.fromEntries(
          all('link[rel="alternate"][hreflang]').map((link) => [
            link.getAttribute("hreflang") ?? "",
            link.getAttribute("href") ?? "",
          ]),
        ),
        inLanguage: all('script[type="application/ld+json"]').map(
          (script) =>
            (JSON.parse(script.textContent ?? "{}") as { inLanguage?: string }).inLanguage ?? "",
        ),
        links: all('a[href^="/"]:not([download])')
          .filter((link) => !link.closest('[data-slot^="language-"]'))
          .map((link) => link.getAttribute("href") ?? "")
          .filter((href) => !href.startsWith("//")),
      };
      for (const badges of all('[data-slot="tour-card-highlights"]')) badges.remove();
      const bodyTexts: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest("script, style, svg, template, body [lang]")) continue;
        const text = node.textContent?.trim();
        if (text) bodyTexts.push(text);
      }
      const labelled = all("[alt], [aria-label], [title], [placeholder]").filter(
        (element) => !element.closest("body [lang]"),
      );
      const labelTexts = [
        document.title,
        document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
        ...labelled.flatMap((element) =>
          ["alt", "aria-label", "title", "placeholder"].map(
            (attribute) => element.getAttribute(attribute) ?? "",
          ),
        ),
      ].filter((text) => text.trim() !== "");
      return { ...facts, bodyTexts, labelTexts };
    };
    if ("htmls" in source) return source.htmls.map((html) => ({ reading: read(html) }));
    return Promise.all(
      source.routes.map(async (route) => {
        const response = await fetch(route);
        return { status: response.status, reading: read(await response.text()) };
      }),
    );
  }, source);
}

/** Reads pages' HTML as a browser parses it (readIn). */
export async function readPages(page: Page, htmls: string[]): Promise<PageReading[]> {
  return (await readIn(page, { htmls })).map(({ reading }) => reading);
}

/** Fetches the pages at these addresses from the site `page` is on, and reads them (readIn). */
export function readServedPages(page: Page, routes: string[]): Promise<ServedReading[]> {
  return readIn(page, { routes });
}
