import type { IndexSettings } from "algoliasearch";

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
