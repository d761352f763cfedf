import { liteClient } from "algoliasearch/lite";
import { localeIndexName } from "../../data/domain/search-settings";
import { sameOrigin, siteEnv } from "../../data/domain/env";
import { locale } from "../i18n/current-locale";
import { singleHostOptions } from "./search-hosts";

/** The app id data/domain/env.ts falls back to when VITE_ALGOLIA_APP_ID is unset: the embedded index. */
const embeddedAppId = "SAFARI";

/**
 * A configured host wins; a hosted Algolia app without one uses Algolia's own hosts; otherwise
 * the embedded endpoint on this page's origin answers.
 */
function searchHost(): string | undefined {
  const { appId, host } = siteEnv.algolia;
  if (host) return host;
  if (appId !== embeddedAppId) return undefined;
  return sameOrigin();
}

const host = searchHost();

/** The one search client of the site (search-only key: public by design). */
export const searchClient = liteClient(
  siteEnv.algolia.appId,
  siteEnv.algolia.searchKey,
  host ? singleHostOptions(host) : undefined,
);

/** The index of the page's language (`safari_site_de` on German pages). */
export const searchIndexName = localeIndexName(siteEnv.algolia.indexName, locale);
