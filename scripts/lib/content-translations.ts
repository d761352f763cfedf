import {
  contentTexts,
  defaultContentRoot,
  loadContent,
  readSources,
  readYaml,
  translationOf,
  writeContentFile,
  writeSources,
  type ContentText,
} from "../../data/content/load";
import { setAt } from "../../data/content/schema";
import { translatedLocales, type Locale } from "../../data/domain/locales";
import { messageIdPrefix } from "./message-translations";
import { formatPo, parsePo, reviewedEntries, textEntry, type PoEntry } from "./po";

/**
 * Where each language stands on the content's texts (docs/content.md): a text is missing when
 * the language has no translation for its stable id, and needs review (gettext's fuzzy) when the
 * English its translation was made from (locales/<code>/sources.json) is not the current English.
 */
export type TextStatus = ContentText & {
  translation: string;
  /** The English the translation was made from; undefined when none is recorded. */
  source: string | undefined;
  state: "missing" | "review" | "done";
};

export function contentStatus(locale: Locale, root = defaultContentRoot): TextStatus[] {
  const content = loadContent({ root, translations: "optional" });
  const sources = readSources(locale, root);
  return contentTexts(content).map((text) => {
    const translation = translationOf(content, text, locale);
    const source = sources[text.id];
    const state =
      translation.trim() === "" ? "missing" : source === text.english ? "done" : "review";
    return { ...text, translation, source, state };
  });
}

/** A language's content texts as PO entries: the ones to review flagged fuzzy. */
export function contentPoEntries(locale: Locale, root = defaultContentRoot): PoEntry[] {
  return contentStatus(locale, root).map((text) =>
    textEntry(text, `${text.file}:${locale}.${text.field}`),
  );
}

/** A language's content texts as a PO catalogue. */
export function exportPo(locale: Locale, root = defaultContentRoot): string {
  return formatPo({ language: locale, entries: contentPoEntries(locale, root) });
}

export type ImportResult = {
  locale: Locale;
  /** Entries whose translation was written to its content file, its English recorded. */
  written: number;
  /** Fuzzy or empty entries, left as they were. */
  skipped: number;
  /** Stable ids the content does not have (a text since removed). */
  unknown: string[];
};

/**
 * Reads a translator's PO file back: each entry neither fuzzy nor empty has its translation
 * written to its content file, and the English it was made from (its msgid) recorded in
 * locales/<code>/sources.json, so that it needs review again only if the English changes.
 */
export function importPo(po: string, root = defaultContentRoot): ImportResult {
  const catalogue = parsePo(po);
  const locale = translatedLocales.find((code) => code === catalogue.language);
  if (!locale)
    throw new Error(
      `The PO file's Language header is "${catalogue.language}", not one of ${translatedLocales.join(", ")}.`,
    );
  const texts = new Map(contentStatus(locale, root).map((text) => [text.id, text]));
  const sources = readSources(locale, root);
  const files = new Map<string, Record<string, unknown>>();
  const result: ImportResult = { locale, written: 0, skipped: 0, unknown: [] };
  // The interface's texts go to its modules (importMessages).
  const isContent = (id: string) => !id.startsWith(messageIdPrefix);
  for (const { entry, text } of reviewedEntries(catalogue.entries, texts, isContent, result)) {
    const data = files.get(text.file) ?? (readYaml(root, text.file) as Record<string, unknown>);
    files.set(text.file, data);
    setAt(data, `${locale}.${text.field}`, entry.translation);
    sources[text.id] = entry.id;
    result.written += 1;
  }
  for (const [file, data] of files) writeContentFile(root, file, data);
  writeSources(locale, sources, root);
  return result;
}
