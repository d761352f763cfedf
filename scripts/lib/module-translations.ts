import { writeFileSync } from "node:fs";
import { readSources, writeSources } from "../../data/content/load";
import { moduleIdPrefix, placeholders } from "../../data/content-modules";
import type { Locale } from "../../data/locales";
import { moduleTranslations, moduleTranslationsFile } from "../../data/module-translations";
import { moduleTexts, type ModuleText } from "./content-translation";
import { reviewedEntries, textEntry, type PoEntry } from "./po";

/**
 * The texts still written in English in data/ (data/content-modules.ts) under the content's rule
 * (docs/content.md): each has a stable id, `data/<module>:<key path>`, its translations are in
 * locales/<code>/data.json by that id, and locales/<code>/sources.json records the English each
 * was made from, so a changed English keeps its translations, flagged for review.
 */
export type ModuleTextStatus = ModuleText & {
  translation: string;
  /** The English the translation was made from; undefined when none is recorded. */
  source: string | undefined;
  /** `placeholders`: the translation's {placeholders} are not the English's. */
  state: "missing" | "placeholders" | "review" | "done";
};

/**
 * Where a language stands on every text of the content modules: one without a translation is
 * missing, one whose placeholders differ from the English is wrong (the build refuses both), and
 * one made from another English (or from none recorded) needs review.
 */
export function moduleStatus(locale: Locale, root: string): ModuleTextStatus[] {
  const translations = moduleTranslations(locale, root);
  const sources = readSources(locale, root);
  return moduleTexts(root).map((text) => {
    const translation = translations[text.id] ?? "";
    const source = sources[text.id];
    const state =
      translation.trim() === ""
        ? "missing"
        : placeholders(translation).join() !== placeholders(text.english).join()
          ? "placeholders"
          : source === text.english
            ? "done"
            : "review";
    return { ...text, translation, source, state };
  });
}

/** A language's content module texts as PO entries: the ones to review (or fix) flagged fuzzy. */
export function modulePoEntries(locale: Locale, root: string): PoEntry[] {
  return moduleStatus(locale, root).map((text) =>
    textEntry(text, `${text.module}:${text.keys.join(".")}`),
  );
}

export type ModuleImport = {
  /** Entries whose translation was written to locales/<code>/data.json, its English recorded. */
  written: number;
  /** Fuzzy or empty entries, left as they were. */
  skipped: number;
  /** Ids of content module texts the modules do not have (a text since removed). */
  unknown: string[];
  /** Ids whose translation has other placeholders than the English: not written. */
  mismatched: string[];
};

/**
 * Writes a translator's reviewed content module texts (PO entries with a `data/` id, neither fuzzy
 * nor empty) into the language's locales/<code>/data.json, in the modules' order and without ids
 * the modules no longer have, and records in sources.json the English each was made from (its
 * msgid).
 */
export function importModuleTexts(
  locale: Locale,
  entries: readonly PoEntry[],
  root: string,
): ModuleImport {
  const status = moduleStatus(locale, root);
  const texts = new Map(status.map((text) => [text.id, text]));
  const translations = new Map(status.map((text) => [text.id, text.translation]));
  const sources = readSources(locale, root);
  const result: ModuleImport = { written: 0, skipped: 0, unknown: [], mismatched: [] };
  const isModuleText = (id: string) => id.startsWith(moduleIdPrefix);
  for (const { entry, text } of reviewedEntries(entries, texts, isModuleText, result)) {
    if (placeholders(entry.translation).join() !== placeholders(text.english).join()) {
      result.mismatched.push(entry.context);
      continue;
    }
    translations.set(text.id, entry.translation);
    sources[text.id] = entry.id;
    result.written += 1;
  }
  if (result.written === 0) return result;
  const file = moduleTranslationsFile(locale, root);
  const kept = [...translations].filter(([, translation]) => translation !== "");
  writeFileSync(file, `${JSON.stringify(Object.fromEntries(kept), null, 2)}\n`);
  writeSources(locale, sources, root);
  return result;
}
