/**
 * The site's content that is not yet in content/ files (where the tours, the FAQ, the services,
 * the travel tips, the destinations, the about, home and contact pages' texts, the legal pages,
 * the gallery and the partners are: docs/content.md) is written in English in data/; each
 * language's build swaps every translatable text for its translation, found by the text's stable
 * id in that language's locales/<code>/data.json, and the server translates the search records
 * the same way. What is translatable is named here, module by module, as the properties that hold
 * reader-facing text: identifiers, slugs, image names and categories are never touched, so the
 * code that matches on them works the same in every language.
 */
export const contentModules: Readonly<Record<string, readonly string[]>> = {
  "data/countries.ts": ["Kenya", "Tanzania"],
  "data/search-records.ts": ["durationLabel", "monthTitle", "monthSummary", "monthRains"],
  "data/tour-rules.ts": ["multiPark", "singlePark", "noAccommodation", "noDays"],
  "data/enquiry.ts": ["label", "placeholder"],
  "data/image-catalog.ts": ["alt", "location"],
  "data/site-config.ts": [
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
  "data/places.ts": ["name"],
  "data/desk-email.ts": [
    "greeting",
    "greetingWithoutName",
    "proposalSubject",
    "proposalIntro",
    "proposalRevisedIntro",
    "proposalLinkLead",
    "proposalOutro",
    "closing",
  ],
};

/** Where a content module's texts are translated: stable id → translation. */
export type ModuleTranslations = Record<string, string>;

/** The prefix of every content module text's stable id. */
export const moduleIdPrefix = "data/";

/**
 * A content module's text's stable id: the module's path without `.ts`, then the path to the
 * text from the constant that holds it, `data/site-config:siteConfig.hours.contactPage.0.days`,
 * `data/image-catalog:imageCatalog.leopard-tree.alt`, `data/places:places.masai-mara.name`.
 */
export function moduleTextId(module: string, keys: readonly string[]): string {
  return `${module.replace(/\.ts$/, "")}:${keys.join(".")}`;
}

/**
 * A list item's key in a text's path: its `value` when it has one (a form's option is named by
 * what the form stores, `data/enquiry:budgetOptions.under-2000.label`), else its position from 0.
 */
export function itemKey(value: string | undefined, position: number): string {
  return value ?? String(position);
}

/** The `${…}` and `{…}` placeholders of a text, which its translation must keep. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\$?\{[^}]+\}/g)].map(([placeholder]) => placeholder).sort();
}

/**
 * A content module's constant as a language shows it: every text one of the module's properties
 * holds (through lists and objects) passed to `translate` with its stable id.
 */
export function translateConstant<T>(
  module: string,
  name: string,
  value: T,
  translate: (id: string, english: string) => string,
): T {
  const properties = contentModules[module];
  if (!properties) throw new Error(`${module} is not a content module.`);
  const walk = (item: unknown, keys: string[], owner: string): unknown => {
    if (typeof item === "string")
      return properties.includes(owner) && item.trim() !== ""
        ? translate(moduleTextId(module, keys), item)
        : item;
    if (Array.isArray(item))
      return item.map((element: unknown, position) =>
        walk(element, [...keys, itemKey(optionValue(element), position)], owner),
      );
    if (item && typeof item === "object")
      return Object.fromEntries(
        Object.entries(item).map(([key, child]) => [key, walk(child, [...keys, key], key)]),
      );
    return item;
  };
  return walk(value, [name], name) as T;
}

/** The `value` a list item is written with (a form's option), if any. */
function optionValue(element: unknown): string | undefined {
  const value =
    element && typeof element === "object" ? (element as { value?: unknown }).value : undefined;
  return typeof value === "string" ? value : undefined;
}
