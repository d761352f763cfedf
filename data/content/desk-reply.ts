import everyLanguage from "../generated/texts/desk-reply.languages.json" with { type: "json" };
import type { Locale } from "../domain/locales";
import { siteConfig } from "./site-config";

/**
 * How the operator answers an enquiry: the promised reply time (the site's "within 24 hours"),
 * and the subject and greeting of the reply, in the traveller's language as a native speaker
 * would open a letter to a stranger (no guessed gender: German "Guten Tag", Italian "Gentile").
 */
export const replyWithinMs = siteConfig.facts.responseHours * 60 * 60 * 1000;

/** An enquiry still waiting for its first answer after the promised time. */
export function isOverdue(
  enquiry: { status?: string | null; submittedAt: string },
  now: number,
): boolean {
  const status = enquiry.status ?? "new";
  return status === "new" && now - Date.parse(enquiry.submittedAt) > replyWithinMs;
}

/**
 * The reply's subject and greeting in each language (content/site/desk-reply.yaml, translated by
 * stable id like every text): the desk answers in any language, so it holds them all.
 */
const replies: Record<Locale, (typeof everyLanguage)["en"]> = everyLanguage;

export function replySubject(locale: Locale): string {
  return `${replies[locale].subject} · ${siteConfig.brandName}`;
}

export function replyGreeting(locale: Locale, name: string | null | undefined): string {
  const { greeting, greetingWithoutName } = replies[locale];
  const trimmed = name?.trim();
  return trimmed ? greeting.replace("{name}", trimmed) : greetingWithoutName;
}

/**
 * A `mailto:` link to one address, encoded whole: an address that reached the store holding "?"
 * or "&" must not add a subject, a body or another recipient.
 */
export function mailtoLink(email: string): string {
  return `mailto:${encodeURIComponent(email).replace("%40", "@")}`;
}

/** The `mailto:` link that opens the operator's mail program with the reply begun. */
export function replyMailto(enquiry: {
  email: string;
  name?: string | null;
  locale?: Locale | null;
}): string {
  const locale = enquiry.locale ?? "en";
  const query = new URLSearchParams({
    subject: replySubject(locale),
    body: `${replyGreeting(locale, enquiry.name)}\n\n`,
  });
  // mailto wants %20 for spaces, not the form encoding's "+".
  return `${mailtoLink(enquiry.email)}?${query.toString().replace(/\+/g, "%20")}`;
}

/**
 * The WhatsApp chat with the traveller, the greeting begun, when the phone they gave is an
 * international number (+ or 00 and the country code, 8 to 15 digits as E.164 allows): a local
 * number's country is not known, so it gets no link.
 */
export function replyWhatsApp(enquiry: {
  phone?: string | null;
  name?: string | null;
  locale?: Locale | null;
}): string | null {
  const international = /^\s*(?:\+|00)([\d\s().-]+)$/.exec(enquiry.phone ?? "");
  const digits = international?.[1]?.replace(/\D/g, "") ?? "";
  if (!/^[1-9]\d{7,14}$/.test(digits)) return null;
  const text = replyGreeting(enquiry.locale ?? "en", enquiry.name);
  return `https://wa.me/${digits}?text=${encodeURIComponent(`${text}\n\n`)}`;
}
