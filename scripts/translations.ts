import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ContentErrors, defaultContentRoot } from "../data/content/load";
import { translatedLocales, type Locale } from "../data/domain/locales";
import { contentPoEntries, contentStatus, importPo } from "./lib/content-translations";
import {
  importMessages,
  messagePoEntries,
  messageStatus,
  type MessageStatus,
} from "./lib/message-translations";
import { formatPo, parsePo } from "./lib/po";

/**
 * `npm run translations`: per language, the texts of the content files (content/, the site's
 * texts in content/site/ among them) and of the interface copy (site/messages/), by stable id, that
 * are missing a translation or need review because their English changed (docs/languages.md).
 * Fails when something is missing or a translation's placeholders differ from the English; a
 * text to review is listed and keeps its translation on the site.
 *
 *   --export <locale> [--out file.po]   the language's texts as gettext PO
 *   --import file.po                    writes the PO's reviewed translations into content/
 *                                       and site/messages/<locale>/
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
  const { entries } = parsePo(po);
  const messages = await importMessages(result.locale, entries, defaultContentRoot);
  console.log(
    `${file}: ${result.written} ${result.locale} translation(s) written to content/, ${messages.written} to site/messages/${result.locale}/, ${result.skipped + messages.skipped} fuzzy or empty left as they were`,
  );
  const unknown = [...result.unknown, ...messages.unknown];
  if (unknown.length > 0)
    console.log(
      `  ${unknown.length} id(s) the site no longer has: ${unknown.slice(0, 5).join(", ")}`,
    );
  const mismatched = messages.mismatched;
  if (mismatched.length > 0) {
    console.log(
      `  ${mismatched.length} translation(s) not written, their placeholders differ from the English: ${mismatched.join(", ")}`,
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

/** A text of the interface copy, as the check lists it. */
type CheckedText = Pick<MessageStatus, "id" | "english" | "translation" | "source" | "state">;

/**
 * The interface copy's texts per language; returns how many texts are
 * missing or have other placeholders than the English. A text to review shows the English its
 * translation was made from.
 */
function checkTexts(kind: string, statusOf: (locale: Locale) => CheckedText[]): number {
  let problems = 0;
  for (const locale of translatedLocales) {
    const status = statusOf(locale);
    const lists = {
      missing: status.filter((text) => text.state === "missing"),
      "placeholders differ": status.filter((text) => text.state === "placeholders"),
      "need review": status.filter((text) => text.state === "review"),
    };
    problems += lists.missing.length + lists["placeholders differ"].length;
    console.log(
      `${locale}: ${status.length} ${kind}, ${Object.entries(lists)
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

try {
  if (args.includes("--export")) exportLocale(asLocale(option("--export")), option("--out"));
  else if (args.includes("--import")) await importFile(option("--import") ?? "");
  else {
    const problems =
      checkContent() +
      checkTexts("interface texts", (locale) => messageStatus(locale, defaultContentRoot));
    if (problems > 0) process.exit(1);
    console.log("Every content and interface text is translated in every language.");
  }
} catch (error) {
  if (!(error instanceof ContentErrors)) throw error;
  console.error(error.message);
  process.exit(1);
}
