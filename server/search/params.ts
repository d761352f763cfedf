/**
 * Algolia search parameters as clients send them: a URL-encoded `params` string (InstantSearch
 * through older clients, `searchForFacetValues`), a `params` object, or the parameters spread
 * on the request itself (algoliasearch v5). All three end up as one typed object.
 */
export type FacetFilters = string | Array<string | string[]>;

export type SearchParameters = {
  query: string;
  page: number;
  hitsPerPage: number | undefined;
  facets: string[];
  facetFilters: FacetFilters | undefined;
  filters: string | undefined;
  attributesToRetrieve: string[] | undefined;
  attributesToHighlight: string[] | undefined;
  highlightPreTag: string | undefined;
  highlightPostTag: string | undefined;
  clickAnalytics: boolean;
  facetQuery: string;
  maxFacetHits: number | undefined;
};

/** Algolia ignores everything past the 512th character of a query. */
export const maxQueryLength = 512;

/**
 * What one query may ask for. Algolia allows 1,000 hits a page; this index has fewer than a
 * hundred records per language, and every hit is highlighted and serialised on the one thread
 * that also answers the site, so a page is at most 100 hits and 20 highlighted attributes.
 */
export const queryLimits = { hitsPerPage: 100, attributesToHighlight: 20, listEntries: 100 };

export class InvalidParameterError extends Error {}

type Raw = Record<string, unknown>;

/** Values of a URL-encoded params string: JSON arrays and objects stay strings until typed. */
function parseParamsString(text: string): Raw {
  const raw: Raw = {};
  for (const [key, value] of new URLSearchParams(text)) raw[key] = value;
  return raw;
}

/** Request fields that are not search parameters. */
const envelopeKeys = new Set(["indexName", "params", "type", "facet"]);

export function collectRawParameters(source: Raw): Raw {
  const nested = source.params;
  const base: Raw =
    typeof nested === "string"
      ? parseParamsString(nested)
      : nested && typeof nested === "object"
        ? { ...(nested as Raw) }
        : {};
  for (const [key, value] of Object.entries(source)) {
    if (!envelopeKeys.has(key) && value !== undefined) base[key] = value;
  }
  return base;
}

function jsonIfEncoded(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  if (trimmed.startsWith("[") || trimmed.startsWith("{")) {
    try {
      return JSON.parse(trimmed);
    } catch {
      throw new InvalidParameterError(`Invalid JSON value: ${value}`);
    }
  }
  return value;
}

function stringValue(raw: Raw, key: string): string | undefined {
  const value = raw[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  throw new InvalidParameterError(`Parameter ${key} must be a string`);
}

function integerValue(raw: Raw, key: string, min: number, max: number): number | undefined {
  const value = raw[key];
  if (value === undefined || value === null || value === "") return undefined;
  const number = typeof value === "number" ? value : Number(value);
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new InvalidParameterError(`Parameter ${key} must be an integer from ${min} to ${max}`);
  }
  return number;
}

function booleanValue(raw: Raw, key: string): boolean {
  const value = raw[key];
  return value === true || value === "true" || value === 1 || value === "1";
}

function stringList(raw: Raw, key: string): string[] | undefined {
  const value = jsonIfEncoded(raw[key]);
  if (value === undefined || value === null) return undefined;
  if (typeof value === "string") {
    return value === "" ? [] : value.split(",").map((part) => part.trim());
  }
  if (Array.isArray(value) && value.every((item) => typeof item === "string")) {
    if (value.length > queryLimits.listEntries) {
      throw new InvalidParameterError(
        `Parameter ${key} has ${value.length} entries; at most ${queryLimits.listEntries} are allowed`,
      );
    }
    return value;
  }
  throw new InvalidParameterError(`Parameter ${key} must be a list of strings`);
}

function highlightList(raw: Raw): string[] | undefined {
  const list = stringList(raw, "attributesToHighlight");
  if (list !== undefined && list.length > queryLimits.attributesToHighlight) {
    throw new InvalidParameterError(
      `Parameter attributesToHighlight has ${list.length} entries; at most ${queryLimits.attributesToHighlight} are allowed`,
    );
  }
  return list;
}

function facetFiltersValue(raw: Raw): FacetFilters | undefined {
  const value = jsonIfEncoded(raw.facetFilters);
  if (value === undefined || value === null) return undefined;
  if (typeof value === "string") return value;
  if (Array.isArray(value) && value.flat().length > queryLimits.listEntries) {
    throw new InvalidParameterError(
      `Parameter facetFilters has ${value.flat().length} conditions; at most ${queryLimits.listEntries} are allowed`,
    );
  }
  if (
    Array.isArray(value) &&
    value.every(
      (item) =>
        typeof item === "string" ||
        (Array.isArray(item) && item.every((inner) => typeof inner === "string")),
    )
  ) {
    return value as Array<string | string[]>;
  }
  throw new InvalidParameterError("Parameter facetFilters must be a string or a list of strings");
}

export function parseSearchParameters(source: Raw): SearchParameters {
  const raw = collectRawParameters(source);
  return {
    query: (stringValue(raw, "query") ?? "").slice(0, maxQueryLength),
    page: integerValue(raw, "page", 0, 1000) ?? 0,
    hitsPerPage: integerValue(raw, "hitsPerPage", 0, queryLimits.hitsPerPage),
    facets: stringList(raw, "facets") ?? [],
    facetFilters: facetFiltersValue(raw),
    filters: stringValue(raw, "filters") || undefined,
    attributesToRetrieve: stringList(raw, "attributesToRetrieve"),
    attributesToHighlight: highlightList(raw),
    highlightPreTag: stringValue(raw, "highlightPreTag"),
    highlightPostTag: stringValue(raw, "highlightPostTag"),
    clickAnalytics: booleanValue(raw, "clickAnalytics"),
    facetQuery: (stringValue(raw, "facetQuery") ?? "").slice(0, maxQueryLength),
    maxFacetHits: integerValue(raw, "maxFacetHits", 1, 100),
  };
}

/** The parameters echoed back in `params`, URL-encoded as Algolia does. */
export function encodeParameters(source: Raw): string {
  const raw = collectRawParameters(source);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(raw)) {
    search.set(key, typeof value === "string" ? value : JSON.stringify(value));
  }
  return search.toString();
}
