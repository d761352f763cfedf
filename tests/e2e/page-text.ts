import { JSDOM } from "jsdom";

/** One window's parser for every page: a window of its own per page would cost twice the time. */
const parser = new new JSDOM("").window.DOMParser();

/** A prerendered page's document, parsed without running its scripts. */
export function parsePage(html: string): Document {
  return parser.parseFromString(html, "text/html");
}

/**
 * The text nodes of the body a reader meets, trimmed: not in scripts, styles or drawings, nor in
 * an element marked as another language (the language menu's names, the language suggestion).
 */
export function bodyTexts(document: Document): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest("script, style, svg, template, body [lang]")) continue;
    const text = node.textContent?.trim();
    if (text) texts.push(text);
  }
  return texts;
}

/** The page's texts outside the body's text: its title, description, labels and alternatives. */
export function labelTexts(document: Document): string[] {
  const labelled = [
    ...document.querySelectorAll("[alt], [aria-label], [title], [placeholder]"),
  ].filter((element) => !element.closest("body [lang]"));
  return [
    document.title,
    document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
    ...labelled.flatMap((element) =>
      ["alt", "aria-label", "title", "placeholder"].map(
        (attribute) => element.getAttribute(attribute) ?? "",
      ),
    ),
  ].filter((text) => text.trim() !== "");
}
