import { destinations } from "../data/content/destinations";
import { faqItems } from "../data/content/faq";
import { listSeparators, type Locale } from "../data/domain/locales";
import { buildSearchRecords } from "../data/content/search-records";
import { services } from "../data/content/services";
import { travelTips } from "../data/content/tips";
import { tours } from "../data/content/tour-set";
import type { SearchRecord } from "../data/content/types";
import { whenToGo } from "../data/content/when-to-go";
import type { HighlightPart, SearchHit } from "../ui/search-hits";
import countryTexts from "../data/generated/texts/countries.json" with { type: "json" };
import searchLabels from "../data/generated/texts/search-results.json" with { type: "json" };
import { generatedIn } from "./languages";

/** The search's records in `locale`, as the search service indexes that language's. */
function recordsIn(locale: Locale): SearchRecord[] {
  const texts = {
    labels: generatedIn(locale, "texts/search-results", searchLabels),
    countries: generatedIn(locale, "texts/countries", countryTexts),
  };
  return buildSearchRecords(locale, texts, {
    tours: generatedIn(locale, "tours", tours),
    faq: generatedIn(locale, "faq", faqItems),
    services: generatedIn(locale, "services", services),
    tips: generatedIn(locale, "tips", travelTips),
    destinations: generatedIn(locale, "destinations", destinations),
    whenToGo: generatedIn(locale, "when-to-go", whenToGo),
  });
}

const records = recordsIn("en");

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Splits `text` around the query's words, as the search service's highlighting does. */
function highlightParts(text: string, query: string): HighlightPart[] {
  const words = query.trim().split(/\s+/).filter(Boolean).map(escapeRegExp);
  if (words.length === 0) return [{ value: text, highlighted: false }];
  return text
    .split(new RegExp(`(${words.join("|")})`, "gi"))
    .map((value, index) => ({ value, highlighted: index % 2 === 1 }))
    .filter((part) => part.value !== "");
}

/** A search record as the kit receives it: highlighted title and description, split highlights. */
function toSearchHit(record: SearchRecord, query = "", locale: Locale = "en"): SearchHit {
  return {
    objectID: record.objectID,
    type: record.type,
    slug: record.slug,
    title: highlightParts(record.title, query),
    description: highlightParts(record.description, query),
    location: record.location,
    price: record.price,
    duration: record.duration,
    // A list in a record is joined as its language writes lists ("、" in Chinese).
    highlights: record.highlights?.split(listSeparators[locale]),
  };
}

/**
 * The records whose title, description or location contain every word of the query, as `locale`
 * shows them: found among the English records, shown as that language's records of the same ids.
 */
function searchHits(query: string, limit = 20, locale: Locale = "en"): SearchHit[] {
  const words = query.toLowerCase().trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const shown = locale === "en" ? records : recordsIn(locale);
  return records
    .filter((record) => {
      const text = [record.title, record.description, record.location ?? ""]
        .join(" ")
        .toLowerCase();
      return words.every((word) => text.includes(word));
    })
    .slice(0, limit)
    .map((record) => shown.find((other) => other.objectID === record.objectID) ?? record)
    .map((record) => toSearchHit(record, query, locale));
}

/** The first record of a type in `locale`, highlighted for `query`. */
function firstHitOfType(type: SearchRecord["type"], query = "", locale: Locale = "en"): SearchHit {
  const shown = locale === "en" ? records : recordsIn(locale);
  const record = shown.find((candidate) => candidate.type === type);
  if (!record) throw new Error(`No search record of type "${type}"`);
  return toSearchHit(record, query, locale);
}

export { firstHitOfType, highlightParts, searchHits, toSearchHit };
