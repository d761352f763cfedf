import generatedCookiePolicy from "../generated/cookie-policy.json" with { type: "json" };
import type { CookiePolicyFile, StorageEntry } from "./schema";

export type { StorageEntry };

/**
 * Every cookie and browser-storage entry the site sets, for the cookie policy page: the
 * `storage` list of content/legal/cookie-policy.yaml (data/content/schema.ts says what each
 * field holds).
 */
export const storageEntries: StorageEntry[] = (generatedCookiePolicy as CookiePolicyFile["en"])
  .storage;
