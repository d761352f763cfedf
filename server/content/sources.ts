import { mkdir } from "node:fs/promises";
import path from "node:path";
import {
  readSources,
  sourcesFile,
  stableId,
  writeSources,
  type Sources,
} from "../../data/content/load";
import {
  englishTexts,
  translatableFields,
  valueAt,
  type Collection,
} from "../../data/content/schema";
import { translatedLocales, type Locale } from "../../data/domain/locales";

/**
 * The English each translation was made from (locales/<code>/sources.json, data/content/load.ts),
 * which tells a translation that needs review from a current one. A translation written in the
 * editor was made from the English beside it, so a save records that English for every
 * translated text it changes.
 */

const inLocale = (file: unknown, locale: Locale): unknown =>
  file && typeof file === "object" ? (file as Record<string, unknown>)[locale] : undefined;

/**
 * The sources a save sets, per language: for each translated text that is new or different, its
 * stable id (`tours/luxury-7-days:days.2.title`) and the English a traveller reads in that field.
 */
export function changedTranslationSources(
  collection: Collection,
  id: string,
  before: unknown,
  after: unknown,
): Map<Locale, Sources> {
  const fields = translatableFields(collection, englishTexts(collection, after));
  const changes = new Map<Locale, Sources>();
  for (const locale of translatedLocales) {
    const recorded: Sources = {};
    for (const { field, english } of fields) {
      const text = valueAt(inLocale(after, locale), field);
      const previous = valueAt(inLocale(before, locale), field);
      if (typeof text === "string" && text.trim() !== "" && text !== previous) {
        recorded[stableId(collection, id, field)] = english;
      }
    }
    if (Object.keys(recorded).length > 0) changes.set(locale, recorded);
  }
  return changes;
}

/** Merges the recorded sources into each language's sources.json, ids in order. */
export async function recordTranslationSources(
  root: string,
  changes: Map<Locale, Sources>,
): Promise<void> {
  for (const [locale, recorded] of changes) {
    await mkdir(path.dirname(sourcesFile(locale, root)), { recursive: true });
    writeSources(locale, { ...readSources(locale, root), ...recorded }, root);
  }
}
