import path from "node:path";
import { readSources, writeSources } from "../../data/content/load";
import { placeholders } from "../../data/content/schema";
import { intlLocales, type Locale } from "../../data/domain/locales";
import {
  messageFile,
  messageParts,
  readMessages,
  writeMessages,
  type MessageTree,
} from "./message-modules";
import { reviewedEntries, textEntry, type PoEntry } from "./po";

/**
 * The interface copy (site/messages/<code>/<part>.ts) under the content's rule (docs/languages.md):
 * each text has a stable id, `messages/<part>:<key path>` (`messages/about:facts.founded`, a plural
 * form `messages/tours:showingAll.one`), and locales/<code>/sources.json records the English each
 * translation was made from, so a changed English keeps its translations, flagged for review.
 */
export const messageIdPrefix = "messages/";

function messageId(part: string, key: string): string {
  return `${messageIdPrefix}${part}:${key}`;
}

const pluralCategories: readonly Intl.LDMLPluralRule[] = [
  "zero",
  "one",
  "two",
  "few",
  "many",
  "other",
];

/** Whole numbers the site counts (days, travellers, tours, photos): never a million. */
const counts = Array.from({ length: 1000 }, (_, count) => count);

/**
 * The plural forms a language needs: the categories its rules (Intl.PluralRules) give the counts
 * the site shows. French's, Italian's and Spanish's `many` begins at a million, so it is not one.
 */
export function neededForms(locale: Locale): Intl.LDMLPluralRule[] {
  const rules = new Intl.PluralRules(intlLocales[locale]);
  const used = new Set(counts.map((count) => rules.select(count)));
  return pluralCategories.filter((category) => used.has(category));
}

/** The first few counts that take a plural form, to show a translator which form it is. */
function examples(locale: Locale, category: Intl.LDMLPluralRule): string {
  const rules = new Intl.PluralRules(intlLocales[locale]);
  return counts
    .filter((count) => rules.select(count) === category)
    .slice(0, 4)
    .join(", ");
}

function isPlural(tree: MessageTree): boolean {
  return (
    typeof tree.other === "string" &&
    Object.keys(tree).every((key) => (pluralCategories as readonly string[]).includes(key))
  );
}

export type MessageStatus = {
  id: string;
  part: string;
  /** The language's module, relative to the root. */
  file: string;
  /** The key path in the module (`facts.founded`, `showingAll.one`). */
  key: string;
  /** The English to translate: for a plural form the English lacks, its `other`. */
  english: string;
  /** The plural category, for a form of a plural text. */
  form?: Intl.LDMLPluralRule;
  translation: string;
  /** The English the translation was made from; undefined when none is recorded. */
  source: string | undefined;
  /** `placeholders`: the translation's {placeholders} are not the English's. */
  state: "missing" | "placeholders" | "review" | "done";
};

/**
 * Where a language stands on every interface text, derived from the English modules: a key it
 * lacks, or a plural form its rules need, is missing; a translation whose placeholders differ from
 * the English is wrong; one made from another English (or from none recorded) needs review.
 */
export function messageStatus(locale: Locale, root: string): MessageStatus[] {
  const sources = readSources(locale, root);
  const needed = neededForms(locale);
  const texts: MessageStatus[] = [];
  for (const part of messageParts(root)) {
    const file = path.relative(root, messageFile(root, locale, part));
    const add = (key: string, english: string, value: unknown, form?: Intl.LDMLPluralRule) => {
      const id = messageId(part, key);
      const translation = typeof value === "string" ? value : "";
      const source = sources[id];
      const state =
        translation.trim() === ""
          ? "missing"
          : placeholders(translation).join() !== placeholders(english).join()
            ? "placeholders"
            : source === english
              ? "done"
              : "review";
      texts.push({
        id,
        part,
        file,
        key,
        english,
        ...(form ? { form } : {}),
        translation,
        source,
        state,
      });
    };
    const walk = (english: MessageTree, translated: unknown, prefix: string) => {
      for (const [key, value] of Object.entries(english)) {
        const their =
          typeof translated === "object" && translated !== null
            ? (translated as Record<string, unknown>)[key]
            : undefined;
        if (typeof value === "string") add(`${prefix}${key}`, value, their);
        else if (isPlural(value)) {
          const forms = (typeof their === "object" && their !== null ? their : {}) as MessageTree;
          for (const form of pluralCategories)
            if (needed.includes(form) || typeof forms[form] === "string")
              add(`${prefix}${key}.${form}`, String(value[form] ?? value.other), forms[form], form);
        } else walk(value, their, `${prefix}${key}.`);
      }
    };
    walk(
      readMessages(messageFile(root, "en", part)),
      readMessages(messageFile(root, locale, part)),
      "",
    );
  }
  return texts;
}

/** A language's interface texts as PO entries: the ones to review (or fix) flagged fuzzy. */
export function messagePoEntries(locale: Locale, root: string): PoEntry[] {
  return messageStatus(locale, root).map((text) => ({
    ...textEntry(text, `${text.file}:${text.key}`),
    ...(text.form
      ? { comment: `Plural form "${text.form}", for counts such as ${examples(locale, text.form)}` }
      : {}),
  }));
}

export type MessageImport = {
  /** Entries whose translation was written to its module, its English recorded. */
  written: number;
  /** Fuzzy or empty entries, left as they were. */
  skipped: number;
  /** Ids of interface texts the modules do not have (a text since removed). */
  unknown: string[];
  /** Ids whose translation has other placeholders than the English: not written. */
  mismatched: string[];
};

function setAt(tree: MessageTree, keys: string[], text: string): void {
  const [key, ...rest] = keys;
  if (key === undefined) return;
  if (rest.length === 0) {
    tree[key] = text;
    return;
  }
  const child = tree[key];
  const next = typeof child === "object" ? child : {};
  tree[key] = next;
  setAt(next, rest, text);
}

/**
 * A language's module in the English module's order (plural forms in the order of their
 * categories), without keys the English no longer has.
 */
function ordered(english: MessageTree, translated: MessageTree): MessageTree {
  if (isPlural(english))
    return Object.fromEntries(
      pluralCategories.flatMap((form) =>
        typeof translated[form] === "string" ? [[form, translated[form]]] : [],
      ),
    );
  return Object.fromEntries(
    Object.entries(english).flatMap(([key, value]): Array<[string, string | MessageTree]> => {
      const their = translated[key];
      if (their === undefined) return [];
      if (typeof value === "string") return typeof their === "string" ? [[key, their]] : [];
      return typeof their === "object" ? [[key, ordered(value, their)]] : [];
    }),
  );
}

/**
 * Writes a translator's reviewed interface texts (PO entries with a `messages/` id, neither fuzzy
 * nor empty) into the language's modules, and records in sources.json the English each was made
 * from (its msgid).
 */
export async function importMessages(
  locale: Locale,
  entries: readonly PoEntry[],
  root: string,
): Promise<MessageImport> {
  const texts = new Map(messageStatus(locale, root).map((text) => [text.id, text]));
  const sources = readSources(locale, root);
  const modules = new Map<string, MessageTree>();
  const result: MessageImport = { written: 0, skipped: 0, unknown: [], mismatched: [] };
  const isMessage = (id: string) => id.startsWith(messageIdPrefix);
  for (const { entry, text } of reviewedEntries(entries, texts, isMessage, result)) {
    if (placeholders(entry.translation).join() !== placeholders(text.english).join()) {
      result.mismatched.push(entry.context);
      continue;
    }
    const tree = modules.get(text.part) ?? readMessages(messageFile(root, locale, text.part));
    modules.set(text.part, tree);
    setAt(tree, text.key.split("."), entry.translation);
    sources[text.id] = entry.id;
    result.written += 1;
  }
  for (const [part, tree] of modules)
    await writeMessages(
      root,
      locale,
      part,
      ordered(readMessages(messageFile(root, "en", part)), tree),
    );
  writeSources(locale, sources, root);
  return result;
}
