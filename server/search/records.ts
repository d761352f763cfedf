import {
  generatedDestinations,
  generatedFaq,
  generatedTexts,
  generatedServices,
  generatedTips,
  generatedTours,
  generatedWhenToGo,
} from "../../data/content/generated";
import type { Locale } from "../../data/domain/locales";
import { buildSearchRecords, type IndexedSearchRecord } from "../../data/content/search-records";

/**
 * A language's search records as its pages show the content: the content's data as the last
 * `npm run tour-data` or publish made it (data/generated/), its labels and countries' names
 * included. The embedded search answers from them, and `npm run search:push` sends them to
 * the hosted index.
 */
export function languageRecords(locale: Locale): IndexedSearchRecord[] {
  const texts = {
    labels: generatedTexts("site/search-results", locale),
    countries: generatedTexts("site/countries", locale),
  };
  return buildSearchRecords(locale, texts, {
    tours: generatedTours(locale),
    faq: generatedFaq(locale),
    services: generatedServices(locale),
    tips: generatedTips(locale),
    destinations: generatedDestinations(locale),
    whenToGo: generatedWhenToGo(locale),
  });
}
