import type { DestinationGuide } from "./load";
import countryTexts from "../generated/texts/countries.json" with { type: "json" };
import searchLabels from "../generated/texts/search-results.json" with { type: "json" };
import { destinations } from "./destinations";
import { faqItems } from "./faq";
import { intlLocales, languageOf, type Locale } from "../domain/locales";
import { services } from "./services";
import { travelTips } from "./tips";
import { leadPrice } from "../domain/tour-rules";
import { tours } from "./tour-set";
import type { FaqItem, SearchRecord, Service, Tour, TravelTip } from "./types";
import { monthSlugs } from "../domain/months";
import { whenToGo, type DestinationYear } from "./when-to-go";

/** A record as indexed: `rank` orders records when relevance ties (customRanking). */
export type IndexedSearchRecord = SearchRecord & { rank: number };

/**
 * The texts a language's search results are written with besides the content: the labels
 * (content/site/search-results.yaml: a tour's length, "{count}" its number of days; a month's title and
 * summary, "{month}" and "{places}" filled) and the countries' names (content/site/countries.yaml).
 */
export type SearchTexts = { labels: typeof searchLabels; countries: typeof countryTexts };

function tourRecord(tour: Tour, duration: string, listSeparator: string): SearchRecord {
  const price = leadPrice(tour.costs);
  const location = tour.destinations.join(listSeparator);
  return {
    objectID: `tour-${tour.slug}`,
    type: "tour",
    slug: tour.slug,
    title: tour.title,
    description: tour.summary,
    ...(location ? { location } : {}),
    ...(price.kind === "none" ? {} : { price: String(price.amount) }),
    duration: duration.replace("{count}", String(tour.days.length)),
    highlights: tour.highlights.join(listSeparator),
  };
}

/**
 * A record per month's when-to-go page: where is at its best, and what each of those places is
 * like that month, so "calving", "river crossings" or "February" find it.
 */
function monthRecords(
  locale: Locale,
  places: readonly DestinationGuide[],
  year: Readonly<Record<string, DestinationYear>>,
  labels: SearchTexts["labels"],
): SearchRecord[] {
  const monthName = new Intl.DateTimeFormat(intlLocales[locale], {
    month: "long",
    timeZone: "UTC",
  });
  const list = new Intl.ListFormat(intlLocales[locale], { type: "conjunction" });
  return monthSlugs.map((slug, month): SearchRecord => {
    const name = monthName.format(Date.UTC(2026, month, 15));
    const all = places.flatMap((place) => {
      const facts = year[place.slug]?.[month];
      return facts ? [{ name: place.name, note: facts.note, best: facts.best }] : [];
    });
    const best = all.filter((place) => place.best);
    const shown = best.length > 0 ? best : all;
    return {
      objectID: `month-${slug}`,
      type: "month",
      slug,
      title: labels.monthTitle.replace("{month}", name),
      description: [
        best.length > 0
          ? labels.monthSummary
              .replace("{month}", name)
              .replace("{places}", list.format(best.map((place) => place.name)))
          : labels.monthRains.replace("{month}", name),
        ...shown.map((place) => `${place.name}: ${place.note}`),
      ].join(" "),
    };
  });
}

/**
 * Every searchable thing on the site in one language, one record each ("Search
 * result"): the tours, then the destinations, FAQ items, services, travel tips and months, with the
 * texts that language's pages show: its tours, FAQ, services, tips, destinations and their months
 * (data/content/generated.ts reads them), with its labels and countries' names (English by
 * default). The order is the tie-break rank.
 */
export function buildSearchRecords(
  locale: Locale = "en",
  texts: SearchTexts = { labels: searchLabels, countries: countryTexts },
  content: {
    tours: readonly Tour[];
    faq: readonly FaqItem[];
    services: readonly Service[];
    tips: readonly TravelTip[];
    destinations: readonly DestinationGuide[];
    whenToGo: Readonly<Record<string, DestinationYear>>;
  } = { tours, faq: faqItems, services, tips: travelTips, destinations, whenToGo },
): IndexedSearchRecord[] {
  const { listSeparator } = languageOf(locale);
  const records: SearchRecord[] = [
    ...content.tours.map((tour) => tourRecord(tour, texts.labels.duration, listSeparator)),
    ...content.destinations.map((destination): SearchRecord => ({
      objectID: `destination-${destination.slug}`,
      type: "destination",
      slug: destination.slug,
      title: destination.name,
      description: destination.tagline,
      location: texts.countries[destination.country],
    })),
    ...content.faq.map((item): SearchRecord => ({
      objectID: `faq-${item.id}`,
      type: "faq",
      slug: item.id,
      title: item.question,
      description: item.answer,
    })),
    ...content.services.map((service): SearchRecord => ({
      objectID: `service-${service.id}`,
      type: "service",
      slug: service.id,
      title: service.title,
      description: service.description,
    })),
    ...content.tips.map((tip): SearchRecord => ({
      objectID: `tip-${tip.id}`,
      type: "tip",
      slug: tip.id,
      title: tip.title,
      description: tip.description,
    })),
    ...monthRecords(locale, content.destinations, content.whenToGo, texts.labels),
  ];
  return records.map((record, rank) => ({ ...record, rank }));
}
