import type { IndexSettings } from "algoliasearch";
import { languageOf, type Locale } from "./locales";

/**
 * The search index's settings, in Algolia's own format. `npm run search:push` sends them to a
 * hosted Algolia index, and the embedded endpoint (server/search) reads the same object: the
 * order of `searchableAttributes` sets the field boosts, `customRanking` breaks ties.
 */
export const searchSettings = {
  searchableAttributes: ["title", "location", "highlights", "unordered(description)"],
  attributesForFaceting: ["searchable(type)"],
  customRanking: ["asc(rank)"],
  attributesToHighlight: ["title", "description", "location", "highlights"],
  attributesToRetrieve: [
    "type",
    "slug",
    "title",
    "description",
    "location",
    "price",
    "duration",
    "highlights",
  ],
  highlightPreTag: "<em>",
  highlightPostTag: "</em>",
  hitsPerPage: 20,
  typoTolerance: true,
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  queryType: "prefixLast",
} satisfies IndexSettings;

/**
 * A language's index: the configured name for English (`safari_site`), with the language's
 * code after it for the others (`safari_site_de`).
 */
export function localeIndexName(indexName: string, locale: Locale): string {
  return locale === "en" ? indexName : `${indexName}_${locale}`;
}

/**
 * A language's index settings: Algolia is told the language of the records and the queries, so
 * it removes plurals and stop words the way that language needs and segments Chinese into words
 * (and, there, leaves typo tolerance out, as Algolia does for ideographic scripts).
 */
export function searchSettingsFor(locale: Locale) {
  const { searchLanguage } = languageOf(locale);
  return {
    ...searchSettings,
    indexLanguages: [searchLanguage],
    queryLanguages: [searchLanguage],
    ignorePlurals: true,
  } satisfies IndexSettings;
}
