import type { Locale } from "./locales";
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

const subjects: Record<Locale, string> = {
  en: "Your safari enquiry",
  de: "Ihre Safari-Anfrage",
  fr: "Votre demande de safari",
  it: "La sua richiesta di safari",
  es: "Su solicitud de safari",
  zh: "关于您的游猎咨询",
};

const greetings: Record<Locale, { named: (name: string) => string; unnamed: string }> = {
  en: { named: (name) => `Dear ${name},`, unnamed: "Hello," },
  de: { named: (name) => `Guten Tag ${name},`, unnamed: "Guten Tag," },
  fr: { named: (name) => `Bonjour ${name},`, unnamed: "Bonjour," },
  it: { named: (name) => `Gentile ${name},`, unnamed: "Buongiorno," },
  es: { named: (name) => `Hola, ${name}:`, unnamed: "Hola:" },
  zh: { named: (name) => `${name}，您好！`, unnamed: "您好！" },
};

export function replySubject(locale: Locale): string {
  return `${subjects[locale]} · ${siteConfig.brandName}`;
}

export function replyGreeting(locale: Locale, name: string | null | undefined): string {
  const greeting = greetings[locale];
  const trimmed = name?.trim();
  return trimmed ? greeting.named(trimmed) : greeting.unnamed;
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
