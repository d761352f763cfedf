import type { SupportedLanguage } from "algoliasearch";

/**
 * The site's languages, one descriptor each: what the site needs to know of a language that is
 * not a translation. Everything that lists languages reads this list (data/domain/locales.ts derives the
 * `Locale` type and the per-language maps from it). Adding a language is an entry here, its
 * glossary (locales/<code>/glossary.md) and its translations, which `npm run translations --
 * --import <code>.po` writes (docs/languages.md, "Adding a language").
 */
export type LanguageDescriptor = {
  /**
   * The path prefix (/de/…), the search index's suffix and the id the stores keep: two lower-case
   * letters (ISO 639-1), as the head script's, the Caddyfile's and the build's path patterns read it.
   */
  code: string;
  /** The language in its own name, for the language menu and the desk. */
  name: string;
  /** Its English name, for the operator's e-mail ("reply in German (Deutsch)"). */
  englishName: string;
  /** The pages' `lang` and their alternates' `hreflang` (BCP 47). */
  tag: string;
  /** The locale Intl formats numbers, prices and plural forms for. */
  numberLocale: string;
  /** The locale Intl writes dates for. */
  dateLocale: string;
  /** Open Graph's `og:locale`. */
  ogLocale: string;
  /** The language Algolia is told its index's records and queries are in (indexLanguages). */
  searchLanguage: SupportedLanguage;
  /** What joins a tour's destinations in search results ("Samburu, Masai Mara"). */
  listSeparator: string;
  /**
   * Whether its every page sets accented Latin letters, so its pages preload the typefaces'
   * extended file with the basic one (ui/theme.css).
   */
  accentedLatin: boolean;
};

/** English first: it is the source, served at the site's addresses without a prefix. */
export const languages = [
  {
    code: "en",
    name: "English",
    englishName: "English",
    tag: "en",
    // The operator's US dollars read "$3,517" ("US$3,517" is how en-GB would write them), while
    // the site is written in British English ("travellers") and dates its pages "15 July 2031".
    numberLocale: "en-US",
    dateLocale: "en-GB",
    ogLocale: "en_GB",
    searchLanguage: "en",
    listSeparator: ", ",
    accentedLatin: false,
  },
  {
    code: "de",
    name: "Deutsch",
    englishName: "German",
    tag: "de",
    numberLocale: "de-DE",
    dateLocale: "de-DE",
    ogLocale: "de_DE",
    searchLanguage: "de",
    listSeparator: ", ",
    accentedLatin: true,
  },
  {
    code: "fr",
    name: "Français",
    englishName: "French",
    tag: "fr",
    numberLocale: "fr-FR",
    dateLocale: "fr-FR",
    ogLocale: "fr_FR",
    searchLanguage: "fr",
    listSeparator: ", ",
    accentedLatin: true,
  },
  {
    code: "it",
    name: "Italiano",
    englishName: "Italian",
    tag: "it",
    numberLocale: "it-IT",
    dateLocale: "it-IT",
    ogLocale: "it_IT",
    searchLanguage: "it",
    listSeparator: ", ",
    accentedLatin: true,
  },
  {
    code: "es",
    name: "Español",
    englishName: "Spanish",
    tag: "es",
    numberLocale: "es-ES",
    dateLocale: "es-ES",
    ogLocale: "es_ES",
    searchLanguage: "es",
    listSeparator: ", ",
    accentedLatin: true,
  },
  {
    code: "zh",
    name: "简体中文",
    englishName: "Chinese",
    tag: "zh-Hans",
    numberLocale: "zh-CN",
    dateLocale: "zh-CN",
    ogLocale: "zh_CN",
    searchLanguage: "zh",
    listSeparator: "、",
    // Set in the reader's system fonts (docs/languages.md, "Fonts"): only the Latin of brand
    // and place names comes from the site's typefaces.
    accentedLatin: false,
  },
] as const satisfies readonly LanguageDescriptor[];
