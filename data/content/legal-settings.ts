import booking from "../generated/texts/booking.json" with { type: "json" };
import type { legalPlaceholders } from "./schema";
import { siteConfig } from "./site-config";

/**
 * The settings a legal text names as `${brand}`, `${depositPercent}`…, filled in by the page and
 * the editor's preview rather than written into the texts, so that a changed phone number or
 * deposit reaches every language.
 */
export const legalSettings: Record<(typeof legalPlaceholders)[number], string> = {
  brand: siteConfig.brandName,
  "emails.info": siteConfig.emails.info,
  "emails.bookings": siteConfig.emails.bookings,
  "phone.display": siteConfig.phone.display,
  office: siteConfig.address.lines.join(", "),
  depositPercent: String(booking.depositPercent),
  balanceDueDays: String(booking.balanceDueDays),
};

/** A text with every `${setting}` it names filled in. */
export const withLegalSettings = (text: string) =>
  text.replace(
    /\$\{([^}]*)\}/g,
    (whole, name: string) => legalSettings[name as keyof typeof legalSettings] ?? whole,
  );

/** The booking terms' version: the day they took effect ("2026-12-06"). */
export const bookingTermsVersion = booking.termsVersion;
