import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ContentErrors, defaultContentRoot } from "../data/content/load";
import { translatedLocales, type Locale } from "../data/locales";
import { contentPoEntries, contentStatus, importPo } from "./lib/content-translations";
import { areaTexts, contentAreas, placeholders, type Dictionary } from "./lib/content-translation";
import { importMessages, messagePoEntries, messageStatus } from "./lib/message-translations";
import { formatPo, parsePo } from "./lib/po";

/**
 * `npm run translations`: per language, the texts of the content files (content/) and of the
 * interface copy (site/messages/), by stable id, that are missing a translation or need review
 * because their English changed (docs/languages.md), and the texts of the dictionaries
 * (locales/<code>/<area>.json, keyed by English) that are missing, stale or drop a placeholder.
 * Fails when something is missing or an interface text's placeholders differ; a text to review is
 * listed and keeps its translation on the site.
 *
 *   --export <locale> [--out file.po]   the language's content and interface texts as gettext PO
 *   --import file.po                    writes the PO's reviewed translations into content/ and
 *                                       site/messages/<locale>/
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
  const po = formatPo({
    language: locale,
    entries: [...contentPoEntries(locale), ...messagePoEntries(locale, defaultContentRoot)],
  });
  if (!out) {
    process.stdout.write(po);
    return;
  }
  mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
  writeFileSync(out, po);
  const status = [...contentStatus(locale), ...messageStatus(locale, defaultContentRoot)];
  const count = (state: string) => status.filter((text) => text.state === state).length;
  console.log(
    `${out}: ${status.length} ${locale} texts, ${count("missing")} missing, ${count("review")} to review`,
  );
}

async function importFile(file: string): Promise<void> {
  const po = readFileSync(file, "utf8");
  const result = importPo(po);
  const messages = await importMessages(result.locale, parsePo(po).entries, defaultContentRoot);
  console.log(
    `${file}: ${result.written} ${result.locale} translation(s) written to content/, ${messages.written} to site/messages/${result.locale}/, ${result.skipped + messages.skipped} fuzzy or empty left as they were`,
  );
  const unknown = [...result.unknown, ...messages.unknown];
  if (unknown.length > 0)
    console.log(
      `  ${unknown.length} id(s) the site no longer has: ${unknown.slice(0, 5).join(", ")}`,
    );
  if (messages.mismatched.length > 0) {
    console.log(
      `  ${messages.mismatched.length} translation(s) not written, their placeholders differ from the English: ${messages.mismatched.join(", ")}`,
    );
    process.exitCode = 1;
  }
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

/**
 * The interface copy per language; returns how many texts are missing or have other placeholders
 * than the English. A text to review shows the English its translation was made from.
 */
function checkMessages(): number {
  let problems = 0;
  for (const locale of translatedLocales) {
    const status = messageStatus(locale, defaultContentRoot);
    const lists = {
      missing: status.filter((text) => text.state === "missing"),
      "placeholders differ": status.filter((text) => text.state === "placeholders"),
      "need review": status.filter((text) => text.state === "review"),
    };
    problems += lists.missing.length + lists["placeholders differ"].length;
    console.log(
      `${locale}: ${status.length} interface texts, ${Object.entries(lists)
        .map(([label, list]) => `${list.length} ${label}`)
        .join(", ")}`,
    );
    for (const [label, list] of Object.entries(lists)) {
      for (const text of list.slice(0, 10))
        console.log(
          `  ${label}: ${text.id}: ${JSON.stringify(text.english)}${
            label === "need review"
              ? `, translated from ${text.source === undefined ? "no recorded English" : JSON.stringify(text.source)}`
              : label === "placeholders differ"
                ? `, ${JSON.stringify(text.translation)}`
                : ""
          }`,
        );
      if (list.length > 10) console.log(`  … and ${list.length - 10} more ${label}`);
    }
  }
  return problems;
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
  else if (args.includes("--import")) await importFile(option("--import") ?? "");
  else {
    const write = args.includes("--write");
    const missing = checkContent() + checkMessages();
    const problems = checkDictionaries(write);
    if (missing + (write ? 0 : problems) > 0) process.exit(1);
    console.log("Every content and interface text is translated in every language.");
  }
} catch (error) {
  if (!(error instanceof ContentErrors)) throw error;
  console.error(error.message);
  process.exit(1);
}
