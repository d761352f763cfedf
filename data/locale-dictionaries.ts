import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { contentAreas, type Dictionary } from "./content-modules";
import type { Locale } from "./locales";

const localesDir = path.resolve(import.meta.dirname, "../locales");

/**
 * A language's dictionaries, all areas in one: a text has one translation per language. Read
 * from locales/<code>/ by the build and the server, never by the browser (node:fs).
 */
export function dictionaryOf(locale: Locale): Dictionary {
  const dictionary: Dictionary = {};
  for (const area of contentAreas) {
    const file = path.join(localesDir, locale, `${area}.json`);
    if (existsSync(file))
      Object.assign(dictionary, JSON.parse(readFileSync(file, "utf8")) as Dictionary);
  }
  return dictionary;
}
