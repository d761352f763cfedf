import generatedCookiePolicy from "../../data/generated/cookie-policy.json" with { type: "json" };
import generatedPrivacyPolicy from "../../data/generated/privacy-policy.json" with { type: "json" };
import generatedTermsOfService from "../../data/generated/terms-of-service.json" with { type: "json" };
import type {
  CookiePolicyFile,
  LegalFile,
  LegalSection,
  legalPlaceholders,
} from "../../data/content/schema";
import { siteConfig } from "../../data/content/site-config";

export type { LegalSection };

export type LegalDocument = LegalFile["en"];

/**
 * The settings a legal text names as `${brand}`, `${emails.info}`…, filled in here rather than
 * written into the texts, so that a changed phone number or address reaches every language.
 */
const settings: Record<(typeof legalPlaceholders)[number], string> = {
  brand: siteConfig.brandName,
  "emails.info": siteConfig.emails.info,
  "emails.bookings": siteConfig.emails.bookings,
  "phone.display": siteConfig.phone.display,
  office: siteConfig.address.lines.join(", "),
};

/** A value with every `${setting}` of its texts filled in. */
function withSettings<T>(value: T): T {
  return JSON.parse(JSON.stringify(value), (_key, item: unknown) =>
    typeof item === "string"
      ? item.replace(
          /\$\{([^}]*)\}/g,
          (whole, name: string) => settings[name as keyof typeof settings] ?? whole,
        )
      : item,
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
