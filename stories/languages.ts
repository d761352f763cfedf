import { defaultLocale, type Locale } from "../data/domain/locales";
import { kitCatalogues } from "../ui/preview-frame";

/**
 * The sources a story's text comes from in each language, as the site's build of that language
 * takes them, every text found by its stable id: the content files' generated data (the site's
 * texts of content/site/ among them) and the site's messages by part and key.
 */

/**
 * The other languages' generated files, <name>.<code>.json and texts/<name>.<code>.json: English
 * is the data/ readers'.
 */
const generatedFiles = import.meta.glob<unknown>(
  ["../data/generated/*.*.json", "../data/generated/texts/*.*.json"],
  { eager: true, import: "default" },
);

const messageModules = import.meta.glob<Record<string, unknown>>("../site/messages/*/*.ts", {
  eager: true,
});

/**
 * A generated content file (data/generated/<name>.json, the site's texts texts/<name>.json) as
 * `locale` has it, <name>.<code>.json; `english` is the data/ reader's value of the English file,
 * which gives the type.
 */
function generatedIn<T>(locale: Locale, name: string, english: T): T {
  if (locale === defaultLocale) return english;
  const file = generatedFiles[`../data/generated/${name}.${locale}.json`];
  if (!file) throw new Error(`No data/generated/${name}.${locale}.json: run npm run tour-data.`);
  return file as T;
}

/**
 * A text of the site's messages by its part and key: `siteMessage("de", "footer", "about")` is
 * `about` in site/messages/de/footer.ts, and a key goes down into groups, "nav.tours.phone".
 */
function siteMessage(locale: Locale, part: string, key: string): string {
  const module = messageModules[`../site/messages/${locale}/${part}.ts`];
  const [catalogue] = Object.values(module ?? {});
  const text = key
    .split(".")
    .reduce<unknown>(
      (group, name) => (group as Record<string, unknown> | undefined)?.[name],
      catalogue,
    );
  if (typeof text !== "string")
    throw new Error(`No "${key}" in site/messages/${locale}/${part}.ts`);
  return text;
}

/** The kit's copy in each language, as the site gives it to KitProvider. */
const kitCopy = kitCatalogues<Locale>(messageModules);

export { generatedIn, kitCopy, siteMessage };
