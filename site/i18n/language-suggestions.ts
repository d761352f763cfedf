import type { Locale } from "../../data/domain/locales";
import everyLanguage from "../../data/generated/texts/language-suggestion.languages.json" with { type: "json" };

/**
 * The suggestion to read a page in the traveller's language, written in that language (the
 * page's own catalogue is in the page's language, which the traveller may not read): the site's
 * texts of content/site/language-suggestion.yaml, every language's on every page.
 */
export const languageSuggestions: Record<
  Locale,
  { text: string; action: string; dismiss: string }
> = everyLanguage;
