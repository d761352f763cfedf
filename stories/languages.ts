import { translateConstant, type ModuleTranslations } from "../data/content-modules";
import { defaultLocale, type Locale } from "../data/locales";
import { kitCatalogues } from "../ui/preview-frame";

/**
 * The sources a story's text comes from in each language, as the site's build of that language
 * takes them, every text found by its stable id: the content files' generated data, the site's
 * messages by part and key, and the texts still written in data/'s content modules.
 */

/** The other languages' generated files, <name>.<code>.json: English is the data/ readers'. */
const generatedFiles = import.meta.glob<unknown>("../data/generated/*.*.json", {
  eager: true,
  import: "default",
});

const messageModules = import.meta.glob<Record<string, unknown>>("../site/messages/*/*.ts", {
  eager: true,
});

const moduleTranslationFiles = import.meta.glob<ModuleTranslations>("../locales/*/data.json", {
  eager: true,
  import: "default",
});

/**
 * A generated content file (data/generated/<name>.json) as `locale` has it, <name>.<code>.json;
 * `english` is the data/ reader's value of the English file, which gives the type.
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

/**
 * The translation of a data/ content module's text by its stable id
 * (`data/places:places.masai-mara.name`, data/content-modules.ts), or undefined if `locale` has
 * none: its locales/<code>/data.json.
 */
function moduleText(locale: Locale, id: string): string | undefined {
  return moduleTranslationsIn(locale)[id];
}

/** Every translation `locale` has of data/'s content modules' texts, by stable id. */
function moduleTranslationsIn(locale: Locale): ModuleTranslations {
  return moduleTranslationFiles[`../locales/${locale}/data.json`] ?? {};
}

/** A data/ content module's constant as `locale` shows it: each text by its stable id. */
function constantIn<T>(locale: Locale, module: string, name: string, english: T): T {
  if (locale === defaultLocale) return english;
  return translateConstant(module, name, english, (id, text) => moduleText(locale, id) ?? text);
}

export { constantIn, generatedIn, kitCopy, moduleTranslationsIn, siteMessage };
