import { buildSearchRecords } from "../data/search-records";
import type { SearchRecord } from "../data/types";
import type { HighlightPart, SearchHit } from "../ui/search-hits";

const records = buildSearchRecords();

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
function toSearchHit(record: SearchRecord, query = ""): SearchHit {
  return {
    objectID: record.objectID,
    type: record.type,
    slug: record.slug,
    title: highlightParts(record.title, query),
    description: highlightParts(record.description, query),
    location: record.location,
    price: record.price,
    duration: record.duration,
    highlights: record.highlights?.split(", "),
  };
}

/** The records whose title, description or location contain every word of the query. */
function searchHits(query: string, limit = 20): SearchHit[] {
  const words = query.toLowerCase().trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return records
    .filter((record) => {
      const text = [record.title, record.description, record.location ?? ""]
        .join(" ")
        .toLowerCase();
      return words.every((word) => text.includes(word));
    })
    .slice(0, limit)
    .map((record) => toSearchHit(record, query));
}

/** The first record of a type, highlighted for `query`. */
function firstHitOfType(type: SearchRecord["type"], query = ""): SearchHit {
  const record = records.find((candidate) => candidate.type === type);
  if (!record) throw new Error(`No search record of type "${type}"`);
  return toSearchHit(record, query);
}

export { firstHitOfType, highlightParts, searchHits, toSearchHit };
