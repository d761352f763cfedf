import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import type { Locale } from "../domain/locales";
import type { z } from "zod";
import type { Destination, FaqItem, GalleryImage, Service, Tour, TravelTip } from "./types";
import { monthSlugs } from "../domain/months";
import type { DestinationYear, MonthGuide } from "./when-to-go";
import {
  contentFile,
  englishTexts,
  isPageCollection,
  pageTexts,
  setAt,
  translatableFields,
  validateContent,
  valueAt,
  type Collection,
  type ContentError,
  type collections,
  type PageCollection,
  type VocabularyFile,
} from "./schema";
import { localiseTours, tourRuleErrors, toursFromContent, type TourEntry } from "./tours";

/**
 * Reads the content files (node:fs: the build, the server and the scripts, never the browser).
 * `contentRoot` is the checkout; tests point it at a copy.
 */
export const defaultContentRoot = path.resolve(import.meta.dirname, "../..");

/** Every problem of the content, one a line: the file, the field and what is wrong. */
export class ContentErrors extends Error {
  constructor(readonly errors: ContentError[]) {
    super(
      `The content has ${errors.length} problem(s):\n${errors
        .map((error) => `  ${error.file}: ${error.field || "(the file)"}: ${error.message}`)
        .join("\n")}`,
    );
    this.name = "ContentErrors";
  }
}

export type Translations = "required" | "optional";

function readYaml(root: string, file: string): unknown {
  try {
    return yaml.load(readFileSync(path.join(root, file), "utf8"));
  } catch (error) {
    throw new ContentErrors([
      { file, field: "", message: `It is not readable YAML: ${(error as Error).message}` },
    ]);
  }
}

/** The ids of a collection's entries: its files' names, in name order. */
function entryIds(root: string, collection: Collection): string[] {
  const dir = path.join(root, "content", collection);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".yaml"))
    .map((name) => name.slice(0, -".yaml".length))
    .sort();
}

/** An entry file of a collection, as read: its id (the file's name) and its validated content. */
export type Entry<C extends Collection> = { id: string; value: z.infer<(typeof collections)[C]> };

function loadEntries<
  C extends "tours" | "faq" | "services" | "tips" | "destinations" | "gallery" | "reviews",
>(
  root: string,
  collection: C,
  translations: Translations | undefined,
  errors: ContentError[],
): Entry<C>[] {
  return entryIds(root, collection).flatMap((id) => {
    const result = validateContent(collection, id, readYaml(root, contentFile(collection, id)), {
      translations,
    });
    if (result.ok) return [{ id, value: result.value }];
    errors.push(...result.errors);
    return [];
  });
}

/** The page files (content/pages/about.yaml…), each as validated. */
export type Pages = { [P in PageCollection]: z.infer<(typeof collections)[P]> };

export const pageCollections = Object.keys(pageTexts) as PageCollection[];

function loadPages(
  root: string,
  translations: Translations | undefined,
  errors: ContentError[],
): Pages {
  const pages: Partial<Record<PageCollection, unknown>> = {};
  for (const page of pageCollections) {
    const result = validateContent(page, "", readYaml(root, contentFile(page, "")), {
      translations,
    });
    if (result.ok) pages[page] = result.value;
    else errors.push(...result.errors);
  }
  return pages as Pages;
}

/**
 * A page in one language, as its components take it: the English file's fields, each text a
 * language translates replaced by its translation (English where it has none).
 */
export function pageIn<P extends PageCollection>(
  page: P,
  file: Pages[P],
  locale: Locale,
): Pages[P]["en"] {
  const shown = structuredClone(file.en) as Record<string, unknown>;
  if (locale === "en") return shown as Pages[P]["en"];
  const translation = (file as Partial<Record<Locale, unknown>>)[locale];
  for (const { field } of translatableFields(page, file.en)) {
    const text = valueAt(translation, field);
    if (typeof text === "string" && text.trim() !== "") setAt(shown, field, text);
  }
  return shown as Pages[P]["en"];
}

/** Everything in content/, validated (the spec's tour rules included); throws every problem at once. */
export type Content = {
  entries: TourEntry[];
  vocabulary: VocabularyFile;
  tours: Tour[];
  faq: Entry<"faq">[];
  services: Entry<"services">[];
  tips: Entry<"tips">[];
  destinations: Entry<"destinations">[];
  pages: Pages;
  gallery: Entry<"gallery">[];
  /** The published reviews (content/reviews/), each of a tour that exists. */
  reviews: Entry<"reviews">[];
};

export function loadContent(options: { root?: string; translations?: Translations } = {}): Content {
  const root = options.root ?? defaultContentRoot;
  const errors: ContentError[] = [];
  const entries = loadEntries(root, "tours", options.translations, errors);
  const faq = loadEntries(root, "faq", options.translations, errors);
  const services = loadEntries(root, "services", options.translations, errors);
  const tips = loadEntries(root, "tips", options.translations, errors);
  const destinations = loadEntries(root, "destinations", options.translations, errors);
  const gallery = loadEntries(root, "gallery", options.translations, errors);
  const reviews = loadEntries(root, "reviews", options.translations, errors);
  const vocabularyResult = validateContent(
    "tour-vocabulary",
    "",
    readYaml(root, contentFile("tour-vocabulary", "")),
    options,
  );
  if (!vocabularyResult.ok) errors.push(...vocabularyResult.errors);
  const pages = loadPages(root, options.translations, errors);
  if (errors.length > 0 || !vocabularyResult.ok) throw new ContentErrors(errors);
  const vocabulary = vocabularyResult.value;
  const tours = toursFromContent(entries, destinationsIn(destinations, "en"));
  const ruleErrors = [
    ...tourRuleErrors(vocabulary),
    ...featuredTourErrors(pages, tours),
    ...reviewErrors(reviews, tours),
  ];
  if (ruleErrors.length > 0) throw new ContentErrors(ruleErrors);
  return { entries, vocabulary, tours, faq, services, tips, destinations, pages, gallery, reviews };
}

/** A review is named by its id and reviews a tour that has a file in content/tours/. */
function reviewErrors(
  reviews: readonly Entry<"reviews">[],
  tours: readonly Tour[],
): ContentError[] {
  const ids = new Set(tours.map((tour) => tour.id));
  return reviews.flatMap(({ id, value }) => [
    ...(value.id === id
      ? []
      : [
          {
            file: contentFile("reviews", id),
            field: "id",
            message: `The id is "${value.id}" but the file is named "${id}": a review's file is named by its id.`,
          },
        ]),
    ...(ids.has(value.tour)
      ? []
      : [
          {
            file: contentFile("reviews", id),
            field: "tour",
            message: `No tour is named "${value.tour}": a review's tour is a file of content/tours/, without ".yaml".`,
          },
        ]),
  ]);
}

/** The home page features tours that exist: each is named by a file in content/tours/. */
function featuredTourErrors(pages: Pages, tours: readonly Tour[]): ContentError[] {
  const ids = new Set(tours.map((tour) => tour.id));
  return pages["pages/home"].en.featuredTours.flatMap((id, index) =>
    ids.has(id)
      ? []
      : [
          {
            file: contentFile("pages/home", ""),
            field: `en.featuredTours.${index}`,
            message: `No tour is named "${id}": a featured tour is a file of content/tours/, without ".yaml".`,
          },
        ],
  );
}

/** The FAQ in one language, in its order (English: the texts as written). */
export function faqIn(faq: readonly Entry<"faq">[], locale: Locale): FaqItem[] {
  return [...faq]
    .sort((a, b) => a.value.en.order - b.value.en.order)
    .map(({ id, value }) => ({
      id,
      question: value[locale]?.question?.trim() || value.en.question,
      answer: value[locale]?.answer?.trim() || value.en.answer,
    }));
}

/** The services or the travel tips in one language, in their order. */
export function cardsIn(
  cards: readonly Entry<"services" | "tips">[],
  locale: Locale,
): Array<Service | TravelTip> {
  return [...cards]
    .sort((a, b) => a.value.en.order - b.value.en.order)
    .map(({ id, value }) => ({
      id,
      title: value[locale]?.title?.trim() || value.en.title,
      description: value[locale]?.description?.trim() || value.en.description,
      icon: value.en.icon,
    }));
}

/** A destination's guide as the pages show it in one language (its trip count is the pages'). */
export type DestinationGuide = Omit<Destination, "tripCount">;

/** A destination's guide as its cards and links show it, without the guide's paragraphs. */
export type DestinationListing = Omit<DestinationGuide, "guide">;

/** What `npm run tour-data` writes of a guide for the destinations' list. */
export function destinationListing({
  guide: _guide,
  ...listing
}: DestinationGuide): DestinationListing {
  return listing;
}

/** The destinations in one language, in their order, each named by its file (its slug). */
export function destinationsIn(
  destinations: readonly Entry<"destinations">[],
  locale: Locale,
): DestinationGuide[] {
  return [...destinations]
    .sort((a, b) => a.value.en.order - b.value.en.order)
    .map(({ id, value: { en, [locale]: translation } }) => ({
      name: translation?.name?.trim() || en.name,
      slug: id,
      country: en.country,
      image: en.image,
      tagline: translation?.tagline?.trim() || en.tagline,
      guide: en.guide.map((paragraph, index) => translation?.guide?.[index]?.trim() || paragraph),
      bestTime: translation?.bestTime?.trim() || en.bestTime,
      wildlife: en.wildlife.map(
        (animal, index) => translation?.wildlife?.[index]?.trim() || animal,
      ),
    }));
}

/**
 * Each destination's twelve months in one language, by its slug, in the destinations' order:
 * the facts from the English, the note translated.
 */
export function whenToGoIn(
  destinations: readonly Entry<"destinations">[],
  locale: Locale,
): Record<string, DestinationYear> {
  return Object.fromEntries(
    [...destinations]
      .sort((a, b) => a.value.en.order - b.value.en.order)
      .map(({ id, value: { en, [locale]: translation } }) => [
        id,
        en.months.map((month, index) => ({
          ...month,
          note: translation?.months?.[index]?.note?.trim() || month.note,
        })) as unknown as DestinationYear,
      ]),
  );
}

/** The destinations' years month by month: each month's facts at every destination, by its slug. */
export function monthGuides(years: Record<string, DestinationYear>): MonthGuide[] {
  return monthSlugs.map((month, index) => ({
    month,
    destinations: Object.fromEntries(
      Object.entries(years).map(([slug, year]) => [slug, year[index]!]),
    ),
  }));
}

/** The gallery's photos in one language, in their order; a photo's id is its file's name. */
export function galleryIn(gallery: readonly Entry<"gallery">[], locale: Locale): GalleryImage[] {
  return [...gallery]
    .sort((a, b) => a.value.en.order - b.value.en.order)
    .map(({ id, value }) => ({
      id,
      src: value.en.image,
      alt: value[locale]?.alt?.trim() || value.en.alt,
      category: value.en.category,
      ...(value.en.featured ? { featured: true } : {}),
      location: value[locale]?.location?.trim() || value.en.location,
    }));
}

/** The tours in English and in every other language, from the content files. */
export function loadTours(
  locale: Locale = "en",
  options: { root?: string; translations?: Translations } = {},
): Tour[] {
  const { entries, vocabulary, tours } = loadContent(options);
  return locale === "en" ? tours : localiseTours(tours, entries, vocabulary, locale);
}

/** One translatable text of the content, by its stable id (`tours/luxury-7-days:days.2.title`). */
export type ContentText = {
  id: string;
  collection: Collection;
  entry: string;
  file: string;
  field: string;
  english: string;
};

/** A text's stable id: `<collection>/<entry id>:<field path>`, or `<collection>:<field>` for a list file. */
export function stableId(collection: Collection, entry: string, field: string): string {
  return entry === "" ? `${collection}:${field}` : `${collection}/${entry}:${field}`;
}

/** Every translatable text of the content, in file order, with its current English. */
export function contentTexts(content: Content) {
  const texts: ContentText[] = [];
  const add = (collection: Collection, entry: string, value: unknown) => {
    for (const { field, english } of translatableFields(
      collection,
      englishTexts(collection, value),
    ))
      texts.push({
        id: stableId(collection, entry, field),
        collection,
        entry,
        file: contentFile(collection, entry),
        field,
        english,
      });
  };
  for (const { id, value } of content.entries) add("tours", id, value);
  add("tour-vocabulary", "", content.vocabulary);
  for (const { id, value } of content.faq) add("faq", id, value);
  for (const { id, value } of content.services) add("services", id, value);
  for (const { id, value } of content.tips) add("tips", id, value);
  for (const { id, value } of content.destinations) add("destinations", id, value);
  for (const page of pageCollections) add(page, "", content.pages[page]);
  for (const { id, value } of content.gallery) add("gallery", id, value);
  return texts;
}

/** The translation a content file holds for a text in a language ("" when it has none). */
export function translationOf(content: Content, text: ContentText, locale: Locale): string {
  const entries = {
    tours: content.entries,
    faq: content.faq,
    services: content.services,
    tips: content.tips,
    destinations: content.destinations,
    gallery: content.gallery,
    reviews: [],
    "tour-vocabulary": [],
  };
  const value = isPageCollection(text.collection)
    ? content.pages[text.collection]
    : text.collection === "tour-vocabulary"
      ? content.vocabulary
      : (entries[text.collection] as Array<{ id: string; value: unknown }>).find(
          (entry) => entry.id === text.entry,
        )?.value;
  const translated = valueAt(
    (value as Partial<Record<Locale, unknown>> | undefined)?.[locale],
    text.field,
  );
  return typeof translated === "string" ? translated : "";
}

/** Stable id → the English a language's translation was made from. */
export type Sources = Record<string, string>;

export function sourcesFile(locale: Locale, root = defaultContentRoot): string {
  return path.join(root, "locales", locale, "sources.json");
}

export function readSources(locale: Locale, root = defaultContentRoot): Sources {
  const file = sourcesFile(locale, root);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Sources) : {};
}

export function writeSources(locale: Locale, sources: Sources, root = defaultContentRoot): void {
  const sorted = Object.fromEntries(Object.entries(sources).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(sourcesFile(locale, root), `${JSON.stringify(sorted, null, 2)}\n`);
}

/** A content file's text as the editor writes it: YAML, the locales in their order. */
export function formatContentFile(value: unknown): string {
  return yaml.dump(value, { lineWidth: 100, noRefs: true, quotingType: '"' });
}

/** Writes a content file as the editor does (formatContentFile). */
export function writeContentFile(root: string, file: string, value: unknown): void {
  writeFileSync(path.join(root, file), formatContentFile(value));
}

export { readYaml };
