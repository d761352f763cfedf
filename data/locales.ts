/**
 * The languages of the site. English is served at the site's addresses as they are; every other
 * language under its own prefix (/de/…), with the same slugs.
 */
export const locales = ["en", "de", "fr", "it", "es", "zh"] as const;

export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = "en";

/** The languages other than English, which have translations to keep complete. */
export const translatedLocales = locales.filter((locale) => locale !== defaultLocale);

/** Each language in its own name, for the language switcher. */
export const localeNames: Record<Locale, string> = {
  en: "English",
  de: "Deutsch",
  fr: "Français",
  it: "Italiano",
  es: "Español",
  zh: "简体中文",
};

/** The `lang` of a page and `hreflang` of its alternates (BCP 47). */
export const languageTags: Record<Locale, string> = {
  en: "en",
  de: "de",
  fr: "fr",
  it: "it",
  es: "es",
  zh: "zh-Hans",
};

/**
 * The locale Intl formats numbers and prices for: the operator's US dollars read "$3,517" in
 * English ("US$3,517" is how en-GB would write them).
 */
export const intlLocales: Record<Locale, string> = {
  en: "en-US",
  de: "de-DE",
  fr: "fr-FR",
  it: "it-IT",
  es: "es-ES",
  zh: "zh-CN",
};

/**
 * The locale Intl writes dates for: the English site is written in British English
 * ("travellers", og:locale en_GB) and dates its pages "15 July 2031".
 */
export const dateLocales: Record<Locale, string> = { ...intlLocales, en: "en-GB" };

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value);
}

/** The path prefix of a language's pages: "" for English, "/de" for German. */
export function localePrefix(locale: Locale): string {
  return locale === defaultLocale ? "" : `/${locale}`;
}

/** The language a path is in, from its first segment. */
export function localeOfPath(pathname: string): Locale {
  const segment = pathname.split("/")[1] ?? "";
  return isLocale(segment) && segment !== defaultLocale ? segment : defaultLocale;
}

/** A path without its language prefix: "/de/gallery" → "/gallery", "/de" → "/". */
export function unprefixedPath(pathname: string): string {
  const prefix = localePrefix(localeOfPath(pathname));
  return pathname.slice(prefix.length) || "/";
}

/** The same page in another language: "/gallery" → "/de/gallery", "/" → "/de/" (its home). */
export function localizedPath(locale: Locale, pathname: string): string {
  return `${localePrefix(locale)}${pathname}`;
}
