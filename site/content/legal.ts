import generatedCookiePolicy from "../../data/generated/cookie-policy.json" with { type: "json" };
import generatedPrivacyPolicy from "../../data/generated/privacy-policy.json" with { type: "json" };
import generatedTermsOfService from "../../data/generated/terms-of-service.json" with { type: "json" };
import type { CookiePolicyFile, LegalFile, LegalSection } from "../../data/content/schema";
import { withLegalSettings } from "../../data/content/legal-settings";

export type { LegalSection };

export type LegalDocument = LegalFile["en"];

/** A value with every `${setting}` of its texts filled in. */
function withSettings<T>(value: T): T {
  return JSON.parse(JSON.stringify(value), (_key, item: unknown) =>
    typeof item === "string" ? withLegalSettings(item) : item,
  ) as T;
}

/**
 * The legal pages as content/legal/<page>.yaml holds them (`npm run tour-data` writes
 * data/generated/<page>.json; each language's build takes its own <page>.<locale>.json).
 */
export const privacyPolicy: LegalDocument = withSettings(generatedPrivacyPolicy as LegalDocument);

export const termsOfService: LegalDocument = withSettings(generatedTermsOfService as LegalDocument);

export const cookiePolicy: CookiePolicyFile["en"] = withSettings(
  generatedCookiePolicy as CookiePolicyFile["en"],
);
