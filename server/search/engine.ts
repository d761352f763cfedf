import { randomBytes } from "node:crypto";
import MiniSearch, { type SearchResult } from "minisearch";
import { compileFacetFilters, compileFilters, type RecordPredicate } from "./filters";
import { InvalidParameterError, type SearchParameters } from "./params";

/** The subset of Algolia index settings the embedded engine honours. */
export type EngineSettings = {
  searchableAttributes: readonly string[];
  attributesForFaceting: readonly string[];
  customRanking: readonly string[];
  attributesToHighlight: readonly string[];
  attributesToRetrieve: readonly string[];
  highlightPreTag: string;
  highlightPostTag: string;
  hitsPerPage: number;
  minWordSizefor1Typo: number;
  minWordSizefor2Typos: number;
};

export type EngineRecord = { objectID: string } & Record<string, unknown>;

type MatchLevel = "none" | "partial" | "full";

export type HighlightResult = {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
};

export type Hit = Record<string, unknown> & {
  objectID: string;
  _highlightResult: Record<string, HighlightResult>;
};

export type SearchResponse = {
  hits: Hit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: true;
  exhaustiveTypo: true;
  exhaustive: { nbHits: true; typo: true };
  facets?: Record<string, Record<string, number>>;
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  queryID?: string;
};

export type FacetHit = { value: string; highlighted: string; count: number };

export type FacetSearchResponse = {
  facetHits: FacetHit[];
  exhaustiveFacetsCount: true;
  processingTimeMS: number;
};

/** A word of an attribute's text, where it starts, and its normalised form. */
type TextWord = { word: string; start: number; normalised: string };

/** A word of the query, normalised, and whether it may match as a prefix (the last word). */
type QueryWord = { original: string; term: string; prefix: boolean; typos: number };

const wordPattern = /[^\n\r\p{Z}\p{P}]+/gu;
const hanPattern = /\p{Script=Han}/u;
const chineseWords = new Intl.Segmenter("zh", { granularity: "word" });

/**
 * The words of a text and where each starts. Chinese is written without spaces, so a run with
 * Chinese characters is split into its words by the platform's dictionary segmenter (ICU), in
 * the records and in the query alike: "塞伦盖蒂国家公园" gives the words of the park's name and
 * "国家", "公园", and a query finds them whichever way it was typed.
 */
function splitWords(text: string): Array<{ word: string; start: number }> {
  return [...text.matchAll(wordPattern)].flatMap((found) => {
    const start = found.index ?? 0;
    if (!hanPattern.test(found[0])) return [{ word: found[0], start }];
    return [...chineseWords.segment(found[0])]
      .filter((segment) => segment.isWordLike)
      .map((segment) => ({ word: segment.segment, start: start + segment.index }));
  });
}

/** Lower case without accents: "Nakurú" and "nakuru" are the same word. */
function normalise(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

function stripModifier(attribute: string): string {
  return attribute.replace(/^\w+\((.+)\)$/, "$1");
}

function levenshtein(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

/**
 * How a word of the text matches a query word: the length of the highlighted start of the word
 * (the whole word for an exact or typo-tolerant match, the typed part for a prefix), or 0.
 */
function matchLength(word: string, normalisedWord: string, query: QueryWord): number {
  if (normalisedWord === query.term) return word.length;
  if (query.prefix && normalisedWord.startsWith(query.term)) {
    let length = 0;
    let consumed = 0;
    for (const char of word) {
      if (consumed >= query.term.length) break;
      consumed += normalise(char).length;
      length += char.length;
    }
    return length;
  }
  if (query.typos > 0 && levenshtein(normalisedWord, query.term, query.typos) <= query.typos) {
    return word.length;
  }
  return 0;
}

export class SearchEngine {
  readonly settings: EngineSettings;
  private readonly records: EngineRecord[];
  private readonly index: MiniSearch<EngineRecord>;
  private readonly searchable: string[];
  private readonly boosts: Record<string, number>;
  private readonly rankOf: Map<string, number>;
  private readonly facetable: Set<string>;
  private readonly facetSearchable: Set<string>;
  private readonly textWords = new Map<string, TextWord[]>();
  private readonly byId: Map<string, EngineRecord>;

  constructor(records: readonly EngineRecord[], settings: EngineSettings) {
    this.settings = settings;
    this.records = [...records];
    this.byId = new Map(this.records.map((record) => [record.objectID, record]));
    this.searchable = settings.searchableAttributes.map(stripModifier);
    this.boosts = Object.fromEntries(
      this.searchable.map((field, position) => [field, this.searchable.length - position]),
    );
    this.facetable = new Set(settings.attributesForFaceting.map(stripModifier));
    this.facetSearchable = new Set(
      settings.attributesForFaceting
        .filter((attribute) => attribute.startsWith("searchable("))
        .map(stripModifier),
    );
    this.rankOf = this.customRankOrder();
    this.index = new MiniSearch<EngineRecord>({
      idField: "objectID",
      fields: this.searchable,
      storeFields: [],
      processTerm: (term) => normalise(term),
      tokenize: (text) => splitWords(text).map(({ word }) => word),
      extractField: (document, field) => {
        const value = document[field];
        return Array.isArray(value) ? value.join(" ") : value === undefined ? "" : String(value);
      },
    });
    this.index.addAll(this.records);
  }

  /** Position of each record under `customRanking` ("asc(attr)" / "desc(attr)"), for ties. */
  private customRankOrder(): Map<string, number> {
    const criteria = this.settings.customRanking.map((criterion) => {
      const match = /^(asc|desc)\((.+)\)$/.exec(criterion);
      if (!match) throw new Error(`Unsupported customRanking criterion: ${criterion}`);
      return { direction: match[1] === "asc" ? 1 : -1, attribute: match[2] ?? "" };
    });
    const sorted = [...this.records].sort((a, b) => {
      for (const { direction, attribute } of criteria) {
        const left = Number(a[attribute] ?? 0);
        const right = Number(b[attribute] ?? 0);
        if (left !== right) return (left - right) * direction;
      }
      return 0;
    });
    return new Map(sorted.map((record, position) => [record.objectID, position]));
  }

  private typosAllowed(term: string): number {
    if (term.length >= this.settings.minWordSizefor2Typos) return 2;
    if (term.length >= this.settings.minWordSizefor1Typo) return 1;
    return 0;
  }

  private queryWords(query: string): QueryWord[] {
    const originals = splitWords(query).map(({ word }) => word);
    return originals.map((original, position) => {
      const term = normalise(original);
      return {
        original,
        term,
        prefix: position === originals.length - 1,
        typos: this.typosAllowed(term),
      };
    });
  }

  private filterPredicate(parameters: SearchParameters): RecordPredicate {
    const predicates: RecordPredicate[] = [];
    if (parameters.facetFilters !== undefined) {
      predicates.push(compileFacetFilters(parameters.facetFilters));
    }
    if (parameters.filters !== undefined) predicates.push(compileFilters(parameters.filters));
    return (record) => predicates.every((test) => test(record));
  }

  /** Matching records, best first: relevance with the field boosts, then customRanking. */
  private matches(parameters: SearchParameters): EngineRecord[] {
    const accept = this.filterPredicate(parameters);
    const words = this.queryWords(parameters.query);
    if (words.length === 0) {
      return this.records
        .filter((record) => accept(record))
        .sort((a, b) => (this.rankOf.get(a.objectID) ?? 0) - (this.rankOf.get(b.objectID) ?? 0));
    }
    const byId = this.byId;
    const results: SearchResult[] = this.index.search(
      words.map((word) => word.original).join(" "),
      {
        combineWith: "AND",
        boost: this.boosts,
        prefix: (_term, position, terms) => position === terms.length - 1,
        fuzzy: (term) => this.typosAllowed(term),
        filter: (result) => {
          const record = byId.get(String(result.id));
          return record !== undefined && accept(record);
        },
      },
    );
    return results
      .sort(
        (a, b) =>
          b.score - a.score ||
          (this.rankOf.get(String(a.id)) ?? 0) - (this.rankOf.get(String(b.id)) ?? 0),
      )
      .map((result) => byId.get(String(result.id)))
      .filter((record): record is EngineRecord => record !== undefined);
  }

  /** The words of a record's attribute with their positions, split once and kept. */
  private wordsOf(objectID: string, attribute: string, value: string): TextWord[] {
    const key = `${objectID}\u0000${attribute}`;
    let words = this.textWords.get(key);
    if (!words) {
      words = splitWords(value).map(({ word, start }) => ({
        word,
        start,
        normalised: normalise(word),
      }));
      this.textWords.set(key, words);
    }
    return words;
  }

  private highlight(
    textWords: TextWord[],
    value: string,
    words: QueryWord[],
    preTag: string,
    postTag: string,
  ): HighlightResult {
    if (words.length === 0) return { value, matchLevel: "none", matchedWords: [] };
    const matched = new Set<QueryWord>();
    let output = "";
    let cursor = 0;
    let everyWordWhole = true;
    for (const { word, start, normalised } of textWords) {
      let length = 0;
      for (const query of words) {
        const queryLength = matchLength(word, normalised, query);
        if (queryLength > 0) matched.add(query);
        length = Math.max(length, queryLength);
      }
      if (length < word.length) everyWordWhole = false;
      if (length === 0) continue;
      output += value.slice(cursor, start);
      output += `${preTag}${value.slice(start, start + length)}${postTag}`;
      cursor = start + length;
    }
    output += value.slice(cursor);
    const matchedWords = words.filter((word) => matched.has(word)).map((word) => word.original);
    const matchLevel: MatchLevel =
      matchedWords.length === 0
        ? "none"
        : matchedWords.length === words.length
          ? "full"
          : "partial";
    return {
      value: output,
      matchLevel,
      matchedWords,
      ...(matchLevel === "none" ? {} : { fullyHighlighted: everyWordWhole }),
    };
  }

  private toHit(record: EngineRecord, parameters: SearchParameters, words: QueryWord[]): Hit {
    const retrieve = parameters.attributesToRetrieve ?? this.settings.attributesToRetrieve;
    const hit: Hit = { objectID: record.objectID, _highlightResult: {} };
    for (const [key, value] of Object.entries(record)) {
      if (retrieve.includes("*") || retrieve.includes(key)) hit[key] = value;
    }
    hit.objectID = record.objectID;
    const toHighlight = parameters.attributesToHighlight ?? this.settings.attributesToHighlight;
    const preTag = parameters.highlightPreTag ?? this.settings.highlightPreTag;
    const postTag = parameters.highlightPostTag ?? this.settings.highlightPostTag;
    const attributes = toHighlight.includes("*")
      ? Object.keys(record).filter((key) => typeof record[key] === "string")
      : toHighlight;
    for (const attribute of attributes) {
      const value = record[attribute];
      if (typeof value === "string") {
        const textWords = this.wordsOf(record.objectID, attribute, value);
        hit._highlightResult[attribute] = this.highlight(textWords, value, words, preTag, postTag);
      }
    }
    return hit;
  }

  private facetCounts(records: EngineRecord[], facets: string[]) {
    const names = facets.includes("*")
      ? [...this.facetable]
      : facets.filter((facet) => this.facetable.has(facet));
    const counts: Record<string, Record<string, number>> = {};
    for (const name of names) {
      const facet: Record<string, number> = {};
      for (const record of records) {
        const value = record[name];
        for (const item of Array.isArray(value) ? value : [value]) {
          if (item === undefined || item === null) continue;
          const key = String(item);
          facet[key] = (facet[key] ?? 0) + 1;
        }
      }
      counts[name] = facet;
    }
    return counts;
  }

  search(indexName: string, parameters: SearchParameters, params: string): SearchResponse {
    const started = performance.now();
    const matches = this.matches(parameters);
    const words = this.queryWords(parameters.query);
    const hitsPerPage = parameters.hitsPerPage ?? this.settings.hitsPerPage;
    const page = parameters.page;
    const pageRecords =
      hitsPerPage === 0 ? [] : matches.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const response: SearchResponse = {
      hits: pageRecords.map((record) => this.toHit(record, parameters, words)),
      nbHits: matches.length,
      page,
      nbPages: hitsPerPage === 0 ? 0 : Math.ceil(matches.length / hitsPerPage),
      hitsPerPage,
      exhaustiveNbHits: true,
      exhaustiveTypo: true,
      exhaustive: { nbHits: true, typo: true },
      query: parameters.query,
      params,
      index: indexName,
      processingTimeMS: 0,
    };
    if (parameters.facets.length > 0)
      response.facets = this.facetCounts(matches, parameters.facets);
    if (parameters.clickAnalytics) response.queryID = randomBytes(16).toString("hex");
    response.processingTimeMS = Math.round(performance.now() - started);
    return response;
  }

  /** Values of a `searchable()` facet that start with `facetQuery`, counted over the matches. */
  searchFacetValues(facetName: string, parameters: SearchParameters): FacetSearchResponse {
    const started = performance.now();
    if (!this.facetSearchable.has(facetName)) {
      throw new InvalidParameterError(
        `Cannot search in \`${facetName}\` attribute, you need to add \`searchable(${facetName})\` to attributesForFaceting.`,
      );
    }
    const counts = this.facetCounts(this.matches(parameters), [facetName])[facetName] ?? {};
    const wanted = normalise(parameters.facetQuery);
    const preTag = parameters.highlightPreTag ?? this.settings.highlightPreTag;
    const postTag = parameters.highlightPostTag ?? this.settings.highlightPostTag;
    const facetHits = Object.entries(counts)
      .filter(([value]) => normalise(value).startsWith(wanted))
      .sort(([a, left], [b, right]) => right - left || a.localeCompare(b))
      .slice(0, parameters.maxFacetHits ?? 10)
      .map(([value, count]) => ({
        value,
        highlighted:
          wanted === ""
            ? value
            : `${preTag}${value.slice(0, parameters.facetQuery.length)}${postTag}${value.slice(parameters.facetQuery.length)}`,
        count,
      }));
    return {
      facetHits,
      exhaustiveFacetsCount: true,
      processingTimeMS: Math.round(performance.now() - started),
    };
  }
}
