/**
 * The search page, before the language's prefix (`/search`, `/de/search`): prerendered per
 * language as the page's frame, answered by the server with the results for its `q` (the same
 * index the search dialog asks, in the page's language). Here, apart from the site's routes,
 * because the server answers it too.
 */
export const searchPagePath = "/search";

/** The address parameter that holds the query, on every page and the search page alike. */
export const searchQueryParam = "q";

/** A query is at most 512 characters: the search box takes no more, the server answers no more. */
export const maxSearchQueryLength = 512;

/**
 * What the search page carries for the server to write its results with (in its results
 * element's `data-search-page`): the words, in the page's language, and where each type of
 * result leads, `{slug}` standing for the result's.
 */
export type SearchPageCarried = {
  locale: string;
  count: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
  noResultsTitle: string;
  noResultsText: string;
  hint: string;
  tooLong: string;
  tooMany: string;
  from: string;
  types: Record<string, string>;
  targets: Record<string, string>;
};
