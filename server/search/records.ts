import {
  generatedDestinations,
  generatedFaq,
  generatedServices,
  generatedTips,
  generatedTours,
  generatedWhenToGo,
} from "../../data/content/generated";
import type { Locale } from "../../data/locales";
import { moduleTranslations } from "../../data/module-translations";
import { buildSearchRecords, type IndexedSearchRecord } from "../../data/search-records";

/**
 * A language's search records as its pages show the content: the content's data as the last
 * `npm run tour-data` or publish made it (data/generated/), the rest with the language's
 * translations. The embedded search answers from them, and `npm run search:push` sends them to
 * the hosted index.
 */
export function languageRecords(locale: Locale): IndexedSearchRecord[] {
  return buildSearchRecords(locale, locale === "en" ? {} : moduleTranslations(locale), {
    tours: generatedTours(locale),
    faq: generatedFaq(locale),
    services: generatedServices(locale),
    tips: generatedTips(locale),
    destinations: generatedDestinations(locale),
    whenToGo: generatedWhenToGo(locale),
  });
}
