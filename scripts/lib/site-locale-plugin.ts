import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import {
  generatedFile,
  generatedPage,
  generatedPageFile,
  generatedTours,
} from "../../data/content/generated";
import { pageCollections } from "../../data/content/load";
import { setAt, translatableFields } from "../../data/content/schema";
import { localiseTour, tourTexts } from "../../data/content/tours";
import { defaultLocale, type Locale } from "../../data/domain/locales";
import { tourDerivations } from "../../data/content/tour-listing";
import type { Tour } from "../../data/content/types";

/** A language of the site, or the pseudo-language that marks every translatable text. */
export type BuildLocale = Locale | "pseudo";

const root = path.resolve(import.meta.dirname, "../..");
const currentLocaleFile = path.join(root, "site/i18n/current-locale.ts");
const pseudoMessagesPrefix = "\0pseudo-messages:";
const messagesSpecifier = /^#messages\/([a-z-]+)$/;
const englishToursFile = generatedFile("tours", defaultLocale);
/** What `npm run tour-data` derives from the tours (the listings, the list's cards), by file. */
const englishDerivedFiles = new Map(
  (Object.keys(tourDerivations) as (keyof typeof tourDerivations)[]).map((name) => [
    generatedFile(name, defaultLocale),
    name,
  ]),
);
/** The lists of content files, each with the fields a language translates. */
const generatedLists = {
  faq: ["question", "answer"],
  services: ["title", "description"],
  tips: ["title", "description"],
  gallery: ["alt", "location"],
} as const;
const englishListFiles = new Map(
  Object.entries(generatedLists).map(([name, fields]) => [
    generatedFile(name as keyof typeof generatedLists, defaultLocale),
    { name: name as keyof typeof generatedLists, fields },
  ]),
);

/**
 * The destinations' generated files, each with the properties a language translates (through
 * lists and the months keyed by slug): the guides, and the months the when-to-go pages load.
 */
const generatedDestinationFiles = new Map(
  (
    [
      ["destinations", ["name", "tagline", "guide", "bestTime", "wildlife"]],
      ["destination-list", ["name", "tagline", "bestTime", "wildlife"]],
      ["when-to-go", ["note"]],
      ["when-to-go-months", ["note"]],
    ] as const
  ).map(([name, properties]) => [generatedFile(name, defaultLocale), { name, properties }]),
);

/** A text as a pattern that matches it as it is. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]{}\\]/g, "\\$&");

/** A generated value with every text held by one of `properties` marked (the pseudo-language). */
function markProperties(value: unknown, properties: readonly string[], owner = ""): unknown {
  if (typeof value === "string") return properties.includes(owner) ? mark(value) : value;
  if (Array.isArray(value)) return value.map((item) => markProperties(item, properties, owner));
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, markProperties(item, properties, key)]),
    );
  return value;
}

/**
 * The page files' generated English (data/generated/about.json…) and the site's texts'
 * (data/generated/texts/settings.json…), by the page it is.
 */
const englishPageFiles = new Map(
  pageCollections.map((page) => [generatedPageFile(page, defaultLocale), page]),
);

/** The pseudo-language's page: every text a language translates in it, marked. */
function pseudoPage(page: (typeof pageCollections)[number]): unknown {
  const shown = generatedPage(page, defaultLocale) as Record<string, unknown>;
  for (const { field, english } of translatableFields(page, structuredClone(shown)))
    setAt(shown, field, mark(english));
  return shown;
}

function readJson(file: string): Array<Record<string, unknown>> {
  return JSON.parse(readFileSync(file, "utf8")) as Array<Record<string, unknown>>;
}

const mark = (text: string) => (text.trim() === "" ? text : `⟦${text}⟧`);

/** The pseudo-language's tours: every text a language translates, marked. */
function pseudoTours(tours: readonly Tour[]): Tour[] {
  return tours.map((tour) =>
    localiseTour(
      tour,
      JSON.parse(JSON.stringify(tourTexts(tour)), (_key, value: unknown) =>
        typeof value === "string" ? mark(value) : value,
      ),
      (_group, english) => mark(english),
    ),
  );
}

/** The modules the plugin loads: a language's copy in place of the English one. */
const loadedIds = new RegExp(
  `^(${escapeRegExp(pseudoMessagesPrefix)}.*|${[
    currentLocaleFile,
    englishToursFile,
    ...englishDerivedFiles.keys(),
    ...englishListFiles.keys(),
    ...generatedDestinationFiles.keys(),
    ...englishPageFiles.keys(),
  ]
    .map(escapeRegExp)
    .join("|")})$`,
);

/** The data a page of `target` reads as `name` (data/generated/<name>.json), as JSON. */
export function contentSource(target: BuildLocale, name: string): string {
  const file = path.join(root, "data", "generated", `${name}.json`);
  return loadIn(target, file) ?? readFileSync(file, "utf8");
}

/** A module of `loadedIds` in the language `target`, or null for the English file as it is. */
function loadIn(target: BuildLocale, id: string): string | null {
  const locale = target === "pseudo" ? defaultLocale : target;
  if (id.startsWith(pseudoMessagesPrefix)) {
    const part = id.slice(pseudoMessagesPrefix.length);
    const englishFile = path.join(root, "site/messages/en", `${part}.ts`);
    // Every catalogue the English module exports (kit-<family>.ts exports its family's copy
    // under its own name), each with its texts marked.
    const names = [...readFileSync(englishFile, "utf8").matchAll(/^export const (\w+)/gm)].map(
      (match) => match[1],
    );
    return [
      `import * as english from ${JSON.stringify(englishFile)};`,
      `import { pseudoCatalogue } from ${JSON.stringify(path.join(root, "site/i18n/pseudo.ts"))};`,
      ...names.map((name) => `export const ${name} = pseudoCatalogue(english.${name});`),
    ].join("\n");
  }
  if (id === currentLocaleFile) return `export const locale = ${JSON.stringify(locale)};`;
  if (id === englishToursFile && target !== defaultLocale)
    return JSON.stringify(
      target === "pseudo" ? pseudoTours(generatedTours(defaultLocale)) : generatedTours(target),
    );
  const derived = englishDerivedFiles.get(id);
  if (derived && target !== defaultLocale)
    return JSON.stringify(
      target === "pseudo"
        ? pseudoTours(generatedTours(defaultLocale)).map(tourDerivations[derived])
        : readJson(generatedFile(derived, target)),
    );
  const list = englishListFiles.get(id);
  if (list && target !== defaultLocale)
    return JSON.stringify(
      target === "pseudo"
        ? readJson(id).map((item) => ({
            ...item,
            ...Object.fromEntries(
              list.fields.map((field) => [field, mark(String(item[field] ?? ""))]),
            ),
          }))
        : readJson(generatedFile(list.name, target)),
    );
  const destinationFile = generatedDestinationFiles.get(id);
  if (destinationFile && target !== defaultLocale)
    return JSON.stringify(
      target === "pseudo"
        ? markProperties(JSON.parse(readFileSync(id, "utf8")), destinationFile.properties)
        : JSON.parse(readFileSync(generatedFile(destinationFile.name, target), "utf8")),
    );
  const page = englishPageFiles.get(id);
  if (page && target !== defaultLocale)
    return JSON.stringify(target === "pseudo" ? pseudoPage(page) : generatedPage(page, target));
  return null;
}

/**
 * Builds the site in one language: `#messages/<part>` is that language's copy, the current locale
 * is that language, and the content's data (the tours, the FAQ, the services, the tips, the
 * destinations, the page files and the site's texts: the settings, the photos' captions, the
 * place names, the forms' labels) is that language's (data/generated/<name>.<locale>.json and
 * data/generated/texts/<name>.<locale>.json, translated by stable id by `npm run tour-data`).
 * The pseudo-language is English with every translatable text marked.
 */
export function siteLocale(target: BuildLocale): Plugin {
  const locale = target === "pseudo" ? defaultLocale : target;
  // Each hook says which modules it is for, so the bundler calls it for those alone.
  return {
    name: "site-locale",
    enforce: "pre",
    resolveId: {
      filter: { id: messagesSpecifier },
      handler(source) {
        const part = messagesSpecifier.exec(source)?.[1];
        if (!part) return null;
        if (target === "pseudo") return `${pseudoMessagesPrefix}${part}`;
        const file = path.join(root, "site/messages", locale, `${part}.ts`);
        if (!existsSync(file))
          this.error(
            `site/messages/${locale}/${part}.ts does not exist: the ${locale} translation of ` +
              `site/messages/en/${part}.ts is missing. npm run translations lists its texts; ` +
              `npm run translations -- --export ${locale} --out ${locale}.po, then --import ` +
              `${locale}.po once translated, writes the module.`,
          );
        return file;
      },
    },
    load: { filter: { id: loadedIds }, handler: (id) => loadIn(target, id) },
  };
}
