/**
 * The site's content that is not yet in content/ files (where the tours, the FAQ, the services,
 * the travel tips, the destinations, the about, home and contact pages' texts, the legal pages,
 * the gallery and the partners are, translated by stable id: docs/content.md) is written in
 * English in data/; each language's build swaps every translatable text for its translation, looked up in that
 * language's dictionaries (locales/<code>/<area>.json, English text → translation), and the
 * server translates the search records the same way. What is translatable is named here,
 * module by module, as the properties that hold reader-facing text: identifiers, slugs, image
 * names and categories are never touched, so the code that matches on them works the same in
 * every language.
 */
export type ContentArea = "pages";

type ContentModule = { area: ContentArea; properties: readonly string[] };

export const contentModules: Readonly<Record<string, ContentModule>> = {
  "data/destinations.ts": { area: "pages", properties: ["Kenya", "Tanzania"] },
  "data/search-records.ts": {
    area: "pages",
    properties: ["durationLabel", "monthTitle", "monthSummary", "monthRains"],
  },
  "data/tour-rules.ts": {
    area: "pages",
    properties: ["multiPark", "singlePark", "noAccommodation", "noDays"],
  },
  "data/enquiry.ts": { area: "pages", properties: ["label", "placeholder"] },
  "data/image-catalog.ts": { area: "pages", properties: ["alt", "location"] },
  "data/site-config.ts": {
    area: "pages",
    properties: [
      "tagline",
      "description",
      "keywords",
      "message",
      "lines",
      "days",
      "hours",
      "topBar",
      "responseText",
      "groupSize",
      "dry",
      "migration",
      "footerAbout",
    ],
  },
  "data/places.ts": { area: "pages", properties: ["name"] },
};

export type Dictionary = Record<string, string>;

export const contentAreas: readonly ContentArea[] = ["pages"];

/** The `${…}` and `{…}` placeholders of a text, which its translation must keep. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\$?\{[^}]+\}/g)].map(([placeholder]) => placeholder).sort();
}

/** The translatable texts of a value: strings held by one of the properties, through arrays. */
export function translatableTexts(
  value: unknown,
  properties: readonly string[],
  owner?: string,
): string[] {
  if (typeof value === "string") return owner && properties.includes(owner) ? [value] : [];
  if (Array.isArray(value))
    return value.flatMap((item) => translatableTexts(item, properties, owner));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => translatableTexts(item, properties, key));
  return [];
}

/** A value with every translatable text (as `translatableTexts` finds them) translated. */
export function translateValue(
  value: unknown,
  properties: readonly string[],
  translate: (text: string) => string,
  owner?: string,
): unknown {
  if (typeof value === "string")
    return owner && properties.includes(owner) ? translate(value) : value;
  if (Array.isArray(value))
    return value.map((item) => translateValue(item, properties, translate, owner));
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        translateValue(item, properties, translate, key),
      ]),
    );
  return value;
}
