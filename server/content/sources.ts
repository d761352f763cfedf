import path from "node:path";
import { translatedLocales, type Locale } from "../../data/locales";
import { readIfPresent, writeWhole } from "./files";

/**
 * The English each translation was made from (locales/<code>/sources.json: stable id → English),
 * which tells a translation that needs review (its English has changed since) from a current one.
 * A translation written in the editor was made from the English beside it, so a save records that
 * English for every translated text it changes.
 */

type Tree = unknown;

/** Every text in a value, by its field path ("days.2.title"). */
function texts(value: Tree, prefix = ""): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (node: Tree, at: string) => {
    if (typeof node === "string") found.set(at, node);
    else if (Array.isArray(node)) node.forEach((item, index) => walk(item, `${at}.${index}`));
    else if (node && typeof node === "object")
      for (const [key, item] of Object.entries(node)) walk(item, at ? `${at}.${key}` : key);
  };
  walk(value, prefix);
  return found;
}

const localeData = (file: Tree, locale: Locale): Tree =>
  file && typeof file === "object" ? (file as Record<string, Tree>)[locale] : undefined;

/**
 * The sources a save sets, per language: for each translated text that is new or different, its
 * id (`tours/luxury-7-days:days.2.title`) and the English at the same field.
 */
export function changedTranslationSources(
  collection: string,
  id: string,
  before: Tree,
  after: Tree,
): Map<Locale, Record<string, string>> {
  const english = texts(localeData(after, "en"));
  const changes = new Map<Locale, Record<string, string>>();
  for (const locale of translatedLocales) {
    const previous = texts(localeData(before, locale));
    const recorded: Record<string, string> = {};
    for (const [field, text] of texts(localeData(after, locale))) {
      const source = english.get(field);
      if (source !== undefined && text.trim() !== "" && previous.get(field) !== text) {
        recorded[`${collection}/${id}:${field}`] = source;
      }
    }
    if (Object.keys(recorded).length > 0) changes.set(locale, recorded);
  }
  return changes;
}

export function sourcesFile(root: string, locale: Locale): string {
  return path.join(root, "locales", locale, "sources.json");
}

/** Merges the recorded sources into each language's sources.json, keys in order. */
export async function recordTranslationSources(
  root: string,
  changes: Map<Locale, Record<string, string>>,
): Promise<void> {
  for (const [locale, recorded] of changes) {
    const file = sourcesFile(root, locale);
    const existing = await readIfPresent(file);
    const sources = {
      ...(existing ? (JSON.parse(existing.toString("utf8")) as Record<string, string>) : {}),
      ...recorded,
    };
    const sorted = Object.fromEntries(
      Object.entries(sources).sort(([a], [b]) => a.localeCompare(b)),
    );
    await writeWhole(file, `${JSON.stringify(sorted, null, 2)}\n`);
  }
}
