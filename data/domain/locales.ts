import { languages, type LanguageDescriptor } from "./languages.ts";

/**
 * The languages of the site, as data/domain/languages.ts describes them. English is served at the site's
 * addresses as they are; every other language under its own prefix (/de/…), with the same slugs.
 */
export type Locale = (typeof languages)[number]["code"];

export const locales: readonly Locale[] = languages.map((language) => language.code);

export const defaultLocale: Locale = "en";

/** The languages other than English, which have translations to keep complete. */
export const translatedLocales = locales.filter((locale) => locale !== defaultLocale);

/** A language's descriptor (data/domain/languages.ts). */
export function languageOf(locale: Locale): LanguageDescriptor {
  const language = languages.find((candidate) => candidate.code === locale);
  if (!language) throw new Error(`data/domain/languages.ts describes no language "${locale}".`);
  return language;
}

/** One field of every language's descriptor, by language. */
function byLocale<Field extends keyof LanguageDescriptor>(
  field: Field,
): Record<Locale, LanguageDescriptor[Field]> {
  return Object.fromEntries(
    languages.map((language) => [language.code, language[field]]),
  ) as Record<Locale, LanguageDescriptor[Field]>;
}

/** Each language in its own name, for the language switcher. */
export const localeNames = /* @__PURE__ */ byLocale("name");

/** How each language joins a list's items: ", " in English, "、" in Chinese. */
export const listSeparators = /* @__PURE__ */ byLocale("listSeparator");

/** Each language's English name. */
export const englishNames = /* @__PURE__ */ byLocale("englishName");

/** The `lang` of a page and `hreflang` of its alternates (BCP 47). */
export const languageTags = /* @__PURE__ */ byLocale("tag");

/** The locale Intl formats numbers and prices for. */
export const intlLocales = /* @__PURE__ */ byLocale("numberLocale");

/** The locale Intl writes dates for. */
export const dateLocales = /* @__PURE__ */ byLocale("dateLocale");

/** Open Graph's locale of each language. */
export const ogLocales = /* @__PURE__ */ byLocale("ogLocale");

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
