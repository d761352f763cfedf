import type { Plugin } from "vite";
import type { LanguageDescriptor } from "../../data/domain/languages.ts";
import { languageOf, locales } from "../../data/domain/locales.ts";

const localesModule = /[\\/]data[\\/]domain[\\/]locales\.ts$/;
const derivedCodes = "languages.map((language) => language.code)";
const derivedMap = /\/\* @__PURE__ \*\/ byLocale\("(\w+)"\)/g;

/** data/domain/locales.ts's source with its maps written as literals. */
export function foldLanguageMaps(code: string, fail: (message: string) => never): string {
  let maps = 0;
  const folded = code
    .replace(derivedCodes, JSON.stringify(locales))
    .replace(derivedMap, (_call, field: keyof LanguageDescriptor) => {
      maps += 1;
      return JSON.stringify(
        Object.fromEntries(locales.map((locale) => [locale, languageOf(locale)[field]])),
      );
    });
  if (!code.includes(derivedCodes) || maps === 0)
    fail(
      "data/domain/locales.ts no longer derives its maps as scripts/lib/language-maps.ts expects.",
    );
  return folded;
}

/**
 * Writes the per-language maps that data/domain/locales.ts derives from the descriptors
 * (data/domain/languages.ts) as the literals they come to, in the pages' code: a page ships
 * `{ en: "English", de: "Deutsch", … }` for the names it reads, not every descriptor whole (its
 * English name, search language, fonts) with the code that derives the maps, some 0.2 KB more
 * after gzip on every page. The descriptors are left out when nothing else reads them.
 */
export function foldedLanguageMaps(): Plugin {
  return {
    name: "language-maps",
    enforce: "pre",
    transform: {
      filter: { id: localesModule },
      handler(code) {
        return { code: foldLanguageMaps(code, (message) => this.error(message)), map: null };
      },
    },
  };
}
