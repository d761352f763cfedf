export type SearchServiceConfig = {
  appId: string;
  /** The search-only key the site is built with: public, but still required as Algolia does. */
  searchKey: string;
  indexName: string;
};

/**
 * The embedded endpoint answers for the index the site is built against, so it reads the same
 * variables as the browser build, with the same defaults as data/domain/env.ts.
 */
export function searchServiceConfig(env: NodeJS.ProcessEnv = process.env): SearchServiceConfig {
  return {
    appId: env.VITE_ALGOLIA_APP_ID || "SAFARI",
    searchKey: env.VITE_ALGOLIA_SEARCH_KEY || "embedded-search-only",
    indexName: env.VITE_ALGOLIA_INDEX || "safari_site",
  };
}
