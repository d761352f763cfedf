import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ContentErrors } from "../data/content/load";
import { translatedLocales, type Locale } from "../data/locales";
import { contentStatus, exportPo, importPo } from "./lib/content-translations";
import { areaTexts, contentAreas, placeholders, type Dictionary } from "./lib/content-translation";

/**
 * `npm run translations`: per language, the texts of the content files (content/, by stable id) that are
 * missing a translation or need review because their English changed (docs/content.md), and the
 * texts of the dictionaries (locales/<code>/<area>.json, keyed by English) that are missing,
 * stale or drop a placeholder. Fails when something is missing; a text to review is listed and
 * keeps its translation on the site.
 *
 *   --export <locale> [--out file.po]   the language's content texts as gettext PO
 *   --import file.po                    writes the PO's reviewed translations into content/
 *   --write                             adds the dictionaries' missing texts (empty), drops stale ones
 */
const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
};

function asLocale(code: string | undefined): Locale {
  const locale = translatedLocales.find((candidate) => candidate === code);
  if (!locale) {
    console.error(`Name a language to export: one of ${translatedLocales.join(", ")}.`);
    process.exit(1);
  }
  return locale;
}

function exportLocale(locale: Locale, out: string | undefined): void {
  const po = exportPo(locale);
  if (!out) {
    process.stdout.write(po);
    return;
  }
  mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
  writeFileSync(out, po);
  const status = contentStatus(locale);
  const count = (state: string) => status.filter((text) => text.state === state).length;
  console.log(
    `${out}: ${status.length} ${locale} texts, ${count("missing")} missing, ${count("review")} to review`,
  );
}

function importFile(file: string): void {
  const result = importPo(readFileSync(file, "utf8"));
  console.log(
    `${file}: ${result.written} ${result.locale} translation(s) written to content/, ${result.skipped} fuzzy or empty left as they were`,
  );
  if (result.unknown.length > 0)
    console.log(
      `  ${result.unknown.length} id(s) the content no longer has: ${result.unknown.slice(0, 5).join(", ")}`,
    );
}

/** The content's texts per language; returns how many are missing. */
function checkContent(): number {
  let missing = 0;
  for (const locale of translatedLocales) {
    const status = contentStatus(locale);
    const lists = {
      missing: status.filter((text) => text.state === "missing"),
      "need review": status.filter((text) => text.state === "review"),
    };
    missing += lists.missing.length;
    console.log(
      `${locale}: ${status.length} content texts, ${lists.missing.length} missing, ${lists["need review"].length} need review`,
    );
    for (const [label, list] of Object.entries(lists)) {
      for (const text of list.slice(0, 10))
        console.log(
          `  ${label}: ${text.file} ${locale}.${text.field}: ${text.english.slice(0, 80)}`,
        );
      if (list.length > 10) console.log(`  … and ${list.length - 10} more ${label}`);
    }
  }
  return missing;
}

/** The dictionaries of the content still keyed by English; returns how many problems. */
function checkDictionaries(write: boolean): number {
  let problems = 0;
  for (const locale of translatedLocales) {
    for (const area of contentAreas) {
      const file = path.join("locales", locale, `${area}.json`);
      const dictionary: Dictionary = existsSync(file)
        ? (JSON.parse(readFileSync(file, "utf8")) as Dictionary)
        : {};
      const texts = areaTexts(area);
      const missing = texts.filter((text) => !dictionary[text]?.trim());
      const stale = Object.keys(dictionary).filter((text) => !texts.includes(text));
      const mismatched = texts.filter(
        (text) =>
          dictionary[text] &&
          placeholders(text).join() !== placeholders(dictionary[text] ?? "").join(),
      );
      for (const [label, list] of [
        ["missing", missing],
        ["stale", stale],
        ["placeholders differ", mismatched],
      ] as const) {
        if (list.length === 0) continue;
        problems += list.length;
        console.log(`${file}: ${list.length} ${label}`);
        for (const text of list.slice(0, 5)) console.log(`  ${text.slice(0, 100)}`);
      }
      if (write) {
        mkdirSync(path.dirname(file), { recursive: true });
        const updated = Object.fromEntries(texts.map((text) => [text, dictionary[text] ?? ""]));
        writeFileSync(file, `${JSON.stringify(updated, null, 2)}\n`);
      }
    }
  }
  return problems;
}

try {
  if (args.includes("--export")) exportLocale(asLocale(option("--export")), option("--out"));
  else if (args.includes("--import")) importFile(option("--import") ?? "");
  else {
    const write = args.includes("--write");
    const missing = checkContent();
    const problems = checkDictionaries(write);
    if (missing + (write ? 0 : problems) > 0) process.exit(1);
    console.log("Every content text is translated in every language.");
  }
} catch (error) {
  if (!(error instanceof ContentErrors)) throw error;
  console.error(error.message);
  process.exit(1);
}
