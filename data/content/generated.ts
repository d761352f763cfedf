import { readFileSync } from "node:fs";
import path from "node:path";
import type { Locale } from "../domain/locales";
import type { FaqItem, GalleryImage, Service, Tour, TravelTip } from "./types";
import type { RouteDay } from "./tour-routes";
import type { DestinationYear } from "./when-to-go";
import type { DestinationGuide, Pages } from "./load";
import type { PageCollection } from "./schema";

const generatedDir = path.resolve(import.meta.dirname, "../generated");

/** Where the texts of content/site/ are written, a file a language (generatedPageFile). */
export const generatedTextsDir = path.join(generatedDir, "texts");

/** The collections `npm run tour-data` writes for the pages, one file per language. */
export type GeneratedCollection =
  | "tours"
  | "tour-listings"
  | "tour-list"
  | "faq"
  | "services"
  | "tips"
  | "destinations"
  | "destination-list"
  | "when-to-go"
  | "when-to-go-months"
  | "gallery";

/** Where a language's copy is: <name>.json in English, <name>.<locale>.json in another language. */
export function generatedFile(name: GeneratedCollection, locale: Locale): string {
  return path.join(generatedDir, locale === "en" ? `${name}.json` : `${name}.${locale}.json`);
}

/**
 * The published reviews as the pages take them, the same in every language (a review is shown in
 * the language it was written in): `reviews` every review, newest first (/reviews);
 * `tour-reviews` each reviewed tour's summary and latest reviews (its page, a file a tour);
 * `tour-ratings` the tour cards' averages and counts, by slug; `featured-reviews` the home page's.
 */
export type GeneratedReviews = "reviews" | "tour-reviews" | "tour-ratings" | "featured-reviews";

export function generatedReviewsFile(name: GeneratedReviews): string {
  return path.join(generatedDir, `${name}.json`);
}

/** The tours' journeys for the route maps, by tour id: the same in every language. */
export const generatedRoutesFile = path.join(generatedDir, "tour-routes.json");

/** The tours' journeys, as the route maps draw them. */
export function generatedRoutes(): Record<string, RouteDay[]> {
  return JSON.parse(readFileSync(generatedRoutesFile, "utf8")) as Record<string, RouteDay[]>;
}

/** The tours as a language's pages show them (node:fs: the build, the server and the scripts). */
export function generatedTours(locale: Locale): Tour[] {
  return JSON.parse(readFileSync(generatedFile("tours", locale), "utf8")) as Tour[];
}

/** The FAQ as a language's pages show it. */
export function generatedFaq(locale: Locale): FaqItem[] {
  return JSON.parse(readFileSync(generatedFile("faq", locale), "utf8")) as FaqItem[];
}

/** The services as a language's pages show them. */
export function generatedServices(locale: Locale): Service[] {
  return JSON.parse(readFileSync(generatedFile("services", locale), "utf8")) as Service[];
}

/** The travel tips as a language's pages show them. */
export function generatedTips(locale: Locale): TravelTip[] {
  return JSON.parse(readFileSync(generatedFile("tips", locale), "utf8")) as TravelTip[];
}

/** The destinations' guides as a language's pages show them (content/destinations/). */
export function generatedDestinations(locale: Locale): DestinationGuide[] {
  return JSON.parse(
    readFileSync(generatedFile("destinations", locale), "utf8"),
  ) as DestinationGuide[];
}

/** The destinations' twelve months as a language's pages show them, by slug. */
export function generatedWhenToGo(locale: Locale): Record<string, DestinationYear> {
  return JSON.parse(readFileSync(generatedFile("when-to-go", locale), "utf8")) as Record<
    string,
    DestinationYear
  >;
}

/** The gallery's photos as a language's pages show them. */
export function generatedGallery(locale: Locale): GalleryImage[] {
  return JSON.parse(readFileSync(generatedFile("gallery", locale), "utf8")) as GalleryImage[];
}

/**
 * A page file's generated name: content/pages/about.yaml → about.json, about.<locale>.json. The
 * texts of content/site/ go to data/generated/texts/, which the code imports as it is, where the
 * pages fetch the rest of data/generated/ as files of their own (scripts/lib/data-files.ts): the
 * header and the forms show them before any of the content has loaded.
 */
export function generatedPageFile(page: PageCollection, locale: Locale): string {
  const name = page.slice(page.lastIndexOf("/") + 1);
  const dir = isSiteTexts(page) ? generatedTextsDir : generatedDir;
  return path.join(dir, locale === "en" ? `${name}.json` : `${name}.${locale}.json`);
}

/** A file of content/site/'s texts (`site/desk-reply`), which the code imports as it is. */
export function isSiteTexts(page: PageCollection): page is PageCollection & `site/${string}` {
  return page.startsWith("site/");
}

/**
 * The texts of content/site/ that the code reads in every language at once, whatever page it
 * runs on: the proposal's e-mail, the desk's reply, the suggestion to read a page in another
 * language.
 */
export const everyLanguageTexts = [
  "site/traveller-email",
  "site/desk-reply",
  "site/language-suggestion",
] as const satisfies readonly (PageCollection & `site/${string}`)[];

/** One of `everyLanguageTexts` in every language, by language: texts/<name>.languages.json. */
export function generatedEveryLanguageFile(page: (typeof everyLanguageTexts)[number]): string {
  return path.join(generatedTextsDir, `${page.slice("site/".length)}.languages.json`);
}

/** A page's content as a language's build shows it. */
export function generatedPage<P extends PageCollection>(page: P, locale: Locale): Pages[P]["en"] {
  return JSON.parse(readFileSync(generatedPageFile(page, locale), "utf8")) as Pages[P]["en"];
}

/** The texts of content/site/ (the settings, the labels…) as a language's code reads them. */
export function generatedTexts<P extends PageCollection & `site/${string}`>(
  texts: P,
  locale: Locale,
): Pages[P]["en"] {
  return generatedPage(texts, locale);
}
