import { AppwriteError } from "./errors";
import { parseDatetime } from "./schema";

type Scalar = string | number | boolean;

export type ComparisonMethod =
  "equal" | "notEqual" | "lessThan" | "lessThanEqual" | "greaterThan" | "greaterThanEqual";

/** A filter of a list: a comparison, a search, a null check, or an or/and of filters. */
export type Filter =
  | { method: ComparisonMethod; field: string; values: Scalar[] }
  | { method: "search"; field: string; words: string[] }
  | { method: "isNull" | "isNotNull"; field: string }
  | { method: "or" | "and"; filters: Filter[] };

/** What a list may filter and order by: each field's kind, and the fields Query.search may use. */
export type QueryFields = {
  kinds: ReadonlyMap<string, "string" | "integer" | "datetime" | "system">;
  searchable: ReadonlySet<string>;
};

export type ListQuery = {
  limit: number;
  offset: number;
  cursor: { direction: "after" | "before"; id: string } | null;
  orders: Array<{ field: string; descending: boolean }>;
  filters: Filter[];
  /** Attributes to return; null means all. */
  select: string[] | null;
};

export const DEFAULT_LIMIT = 25;
const MAX_LIMIT = 5000;
const MAX_OFFSET = 5000;

const comparisonMethods = new Set<ComparisonMethod>([
  "equal",
  "notEqual",
  "lessThan",
  "lessThanEqual",
  "greaterThan",
  "greaterThanEqual",
]);

/** How deep or/and may nest, and how many filters one list may hold in all, as Appwrite caps them. */
const MAX_DEPTH = 3;
const MAX_FILTERS = 100;

function invalid(message: string): AppwriteError {
  return new AppwriteError(
    "general_query_invalid",
    `Invalid \`queries\` param: Invalid query: ${message}`,
  );
}

/**
 * The `queries` of a GET request. The SDKs send `queries[0]=...&queries[1]=...`; a plain
 * `queries=...` (once or repeated) is accepted too.
 */
export function queryStrings(query: Record<string, unknown>): string[] {
  const indexed: Array<[number, string]> = [];
  const plain: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    const values = (Array.isArray(value) ? value : [value]).filter(
      (item): item is string => typeof item === "string",
    );
    if (key === "queries" || key === "queries[]") plain.push(...values);
    const match = /^queries\[(\d+)\]$/.exec(key);
    if (match) for (const item of values) indexed.push([Number(match[1]), item]);
  }
  indexed.sort((a, b) => a[0] - b[0]);
  return [...plain, ...indexed.map(([, item]) => item)];
}

function isScalar(value: unknown): value is Scalar {
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean";
}

/**
 * One filter (top-level or inside or/and), checked against the fields: values of the field's
 * type, search only where a fulltext index allows it.
 */
function parseFilter(
  parsed: Record<string, unknown>,
  fields: QueryFields,
  depth: number,
  count: { filters: number },
): Filter {
  const { method, attribute, values = [] } = parsed;
  count.filters += 1;
  if (count.filters > MAX_FILTERS) throw invalid(`A list takes at most ${MAX_FILTERS} filters`);
  if (!Array.isArray(values)) throw invalid("Values must be an array");
  if (method === "or" || method === "and") {
    if (depth >= MAX_DEPTH) throw invalid(`Queries may nest at most ${MAX_DEPTH} levels deep`);
    if (values.length < 2) throw invalid(`${method} queries require at least two queries`);
    return {
      method,
      filters: values.map((value: unknown) => {
        if (typeof value !== "object" || value === null || Array.isArray(value))
          throw invalid("Syntax error");
        return parseFilter(value as Record<string, unknown>, fields, depth + 1, count);
      }),
    };
  }
  if (typeof method !== "string") throw invalid("Syntax error");
  const kind = typeof attribute === "string" ? fields.kinds.get(attribute) : undefined;
  if (kind === undefined) throw invalid(`Attribute not found in schema: ${String(attribute)}`);
  const field = attribute as string;
  if (!values.every(isScalar)) throw invalid("Values must be an array of scalars");
  if (method === "isNull" || method === "isNotNull") return { method, field };
  if (method === "search") {
    if (!fields.searchable.has(field))
      throw invalid(`Searching by attribute "${field}" requires a fulltext index.`);
    if (values.length !== 1 || typeof values[0] !== "string")
      throw invalid("search queries require exactly one string value");
    const words = values[0].toLowerCase().split(/\s+/u).filter(Boolean);
    return { method, field, words };
  }
  if (comparisonMethods.has(method as ComparisonMethod)) {
    if (values.length === 0) throw invalid(`${method} queries require at least one value`);
    const fits = (value: Scalar) =>
      kind === "system" ||
      (kind === "integer" ? typeof value === "number" : typeof value === "string");
    if (!values.every(fits)) throw invalid(`Query value is invalid for attribute "${field}"`);
    if (kind !== "datetime") return { method: method as ComparisonMethod, field, values };
    // Stored datetimes are in one form (milliseconds, +00:00), so they compare as text once the
    // query's are too: "…Z", "…+02:00" and a bare date all mean what they say.
    const datetimes = values.map((value) => parseDatetime(value as string));
    if (datetimes.some((value) => value === null))
      throw invalid(`Query value is invalid for attribute "${field}"`);
    return { method: method as ComparisonMethod, field, values: datetimes as string[] };
  }
  throw invalid(`Query method not supported by this server: ${method}`);
}

/** Parses Appwrite query strings (`{"method":"limit","values":[25]}`) against the known fields. */
export function parseQueries(raw: string[], fields: QueryFields): ListQuery {
  const result: ListQuery = {
    limit: DEFAULT_LIMIT,
    offset: 0,
    cursor: null,
    orders: [],
    filters: [],
    select: null,
  };
  const count = { filters: 0 };
  const field = (attribute: unknown): string => {
    if (typeof attribute !== "string" || !fields.kinds.has(attribute)) {
      throw invalid(`Attribute not found in schema: ${String(attribute)}`);
    }
    return attribute;
  };
  for (const text of raw) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw invalid("Syntax error");
    }
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
      throw invalid("Syntax error");
    const {
      method,
      attribute,
      values = [],
    } = parsed as { method?: unknown; attribute?: unknown; values?: unknown };
    if (!Array.isArray(values)) throw invalid("Values must be an array");
    const first: unknown = values[0];
    switch (method) {
      case "limit":
        if (!Number.isInteger(first) || (first as number) < 1 || (first as number) > MAX_LIMIT) {
          throw invalid(`Invalid limit: Value must be a valid range between 1 and ${MAX_LIMIT}`);
        }
        result.limit = first as number;
        break;
      case "offset":
        if (!Number.isInteger(first) || (first as number) < 0 || (first as number) > MAX_OFFSET) {
          throw invalid(`Invalid offset: Value must be a valid range between 0 and ${MAX_OFFSET}`);
        }
        result.offset = first as number;
        break;
      case "cursorAfter":
      case "cursorBefore":
        if (typeof first !== "string" || first === "")
          throw invalid("Invalid cursor: Cursor must be an id");
        result.cursor = { direction: method === "cursorAfter" ? "after" : "before", id: first };
        break;
      case "orderAsc":
      case "orderDesc":
        result.orders.push({ field: field(attribute), descending: method === "orderDesc" });
        break;
      case "select":
        if (
          !values.every(
            (value) => typeof value === "string" && (value === "*" || fields.kinds.has(value)),
          )
        ) {
          throw invalid(`Attribute not found in schema: ${values.join(", ")}`);
        }
        result.select = values.includes("*") ? null : (values as string[]);
        break;
      default:
        result.filters.push(parseFilter(parsed as Record<string, unknown>, fields, 0, count));
    }
  }
  return result;
}
