import { liteClient } from "algoliasearch/lite";
import { localeIndexName } from "../../data/domain/search-settings";
import { sameOrigin, siteEnv } from "../../data/domain/env";
import { locale } from "../i18n/current-locale";

type Host = { url: string; accept: "readWrite"; protocol: "http" | "https" };

/** The app id data/domain/env.ts falls back to when VITE_ALGOLIA_APP_ID is unset: the embedded index. */
const embeddedAppId = "SAFARI";

function hostOf(origin: string): Host {
  const url = new URL(origin);
  return {
    url: url.host,
    accept: "readWrite",
    protocol: url.protocol === "http:" ? "http" : "https",
  };
}

/**
 * A configured host wins; a hosted Algolia app without one uses Algolia's own hosts; otherwise
 * the embedded endpoint on this page's origin answers.
 */
function searchHosts(): Host[] | undefined {
  const { appId, host } = siteEnv.algolia;
  if (host) return [hostOf(host)];
  if (appId !== embeddedAppId) return undefined;
  return [hostOf(sameOrigin())];
}

const hosts = searchHosts();

/**
 * Algolia's browser defaults (1 s to connect, 2 s to read) suit its several fallback hosts; a
 * single host has nothing to fall back to, so it gets more time before search reports an error.
 */
const singleHostTimeouts = { connect: 3_000, read: 5_000, write: 30_000 };

/** The one search client of the site (search-only key: public by design). */
export const searchClient = liteClient(
  siteEnv.algolia.appId,
  siteEnv.algolia.searchKey,
  hosts ? { hosts, timeouts: singleHostTimeouts } : undefined,
);

/** The index of the page's language (`safari_site_de` on German pages). */
export const searchIndexName = localeIndexName(siteEnv.algolia.indexName, locale);
