/**
 * The browser's configuration, read once at start from Vite's build-time variables and
 * checked. Every variable is optional: without them the site talks to the services embedded in
 * its own server (same origin). `.env.example` documents each one.
 */
import { enquiryIds } from "./enquiry-ids";

type RawEnv = Record<string, string | boolean | undefined>;

export type SiteEnv = {
  /** Absolute site URL for canonical links, e.g. https://www.example.com (SITE_URL at build). */
  siteUrl: string | null;
  appwrite: {
    /** Appwrite API endpoint ending in /v1; null means the embedded service on this origin. */
    endpoint: string | null;
    projectId: string;
    databaseId: string;
    messagesCollectionId: string;
    emailFunctionId: string;
  };
  algolia: {
    appId: string;
    /** Search-only key: public by design. */
    searchKey: string;
    indexName: string;
    /** Hosts to query instead of Algolia's own; null means the embedded endpoint on this origin. */
    host: string | null;
  };
  posthog: {
    /** Project API key: public by design. */
    key: string;
    /** Ingestion host; null means the embedded endpoint at /ingest on this origin. */
    host: string | null;
  };
};

export class SiteEnvError extends Error {}

function text(env: RawEnv, name: string): string | undefined {
  const value = env[name];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

export function parseSiteEnv(env: RawEnv): SiteEnv {
  const problems: string[] = [];
  const url = (name: string): string | null => {
    const value = text(env, name);
    if (value === undefined) return null;
    try {
      const parsed = new URL(value);
      if (parsed.protocol !== "https:" && parsed.protocol !== "http:") throw new Error();
      return value.replace(/\/+$/, "");
    } catch {
      problems.push(`${name} must be an http(s) URL (got "${value}")`);
      return null;
    }
  };
  const algoliaHost = url("VITE_ALGOLIA_HOST");
  const algoliaAppId = text(env, "VITE_ALGOLIA_APP_ID");
  if (algoliaAppId && !text(env, "VITE_ALGOLIA_SEARCH_KEY")) {
    problems.push("VITE_ALGOLIA_SEARCH_KEY is required when VITE_ALGOLIA_APP_ID is set");
  }
  const result: SiteEnv = {
    siteUrl: url("VITE_SITE_URL"),
    appwrite: {
      endpoint: url("VITE_APPWRITE_ENDPOINT"),
      projectId: text(env, "VITE_APPWRITE_PROJECT_ID") ?? enquiryIds.projectId,
      databaseId: text(env, "VITE_APPWRITE_DATABASE_ID") ?? enquiryIds.databaseId,
      messagesCollectionId:
        text(env, "VITE_APPWRITE_MESSAGES_COLLECTION_ID") ?? enquiryIds.messagesCollectionId,
      emailFunctionId: text(env, "VITE_APPWRITE_EMAIL_FUNCTION_ID") ?? enquiryIds.emailFunctionId,
    },
    algolia: {
      appId: algoliaAppId ?? "SAFARI",
      searchKey: text(env, "VITE_ALGOLIA_SEARCH_KEY") ?? "embedded-search-only",
      indexName: text(env, "VITE_ALGOLIA_INDEX") ?? "safari_site",
      host: algoliaHost,
    },
    posthog: {
      key: text(env, "VITE_POSTHOG_KEY") ?? "phc_embedded",
      host: url("VITE_POSTHOG_HOST"),
    },
  };
  if (problems.length > 0) {
    throw new SiteEnvError(
      `Invalid site configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`,
    );
  }
  return result;
}

// import.meta.env is Vite's; under plain Node (the build scripts read parseSiteEnv) it is absent.
export const siteEnv: SiteEnv = parseSiteEnv((import.meta.env ?? {}) as RawEnv);

/** The origin the embedded services answer on: the page's own. */
export function sameOrigin(): string {
  return typeof window === "undefined" ? "http://localhost" : window.location.origin;
}
