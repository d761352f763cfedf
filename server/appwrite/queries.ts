import { AppwriteError } from "./errors";

type Scalar = string | number | boolean;

export type Filter = {
  method: "equal" | "notEqual" | "lessThan" | "lessThanEqual" | "greaterThan" | "greaterThanEqual";
  field: string;
  values: Scalar[];
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

const filterMethods = new Set<Filter["method"]>([
  "equal",
  "notEqual",
  "lessThan",
  "lessThanEqual",
  "greaterThan",
  "greaterThanEqual",
]);

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

/** Parses Appwrite query strings (`{"method":"limit","values":[25]}`) against the known fields. */
export function parseQueries(raw: string[], fields: ReadonlySet<string>): ListQuery {
  const result: ListQuery = {
    limit: DEFAULT_LIMIT,
    offset: 0,
    cursor: null,
    orders: [],
    filters: [],
    select: null,
  };
  const field = (attribute: unknown): string => {
    if (typeof attribute !== "string" || !fields.has(attribute)) {
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
    if (!Array.isArray(values) || !values.every(isScalar))
      throw invalid("Values must be an array of scalars");
    const first = values[0];
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
            (value) => typeof value === "string" && (value === "*" || fields.has(value)),
          )
        ) {
          throw invalid(`Attribute not found in schema: ${values.join(", ")}`);
        }
        result.select = values.includes("*") ? null : (values as string[]);
        break;
      default:
        if (typeof method === "string" && filterMethods.has(method as Filter["method"])) {
          if (values.length === 0) throw invalid(`${method} queries require at least one value`);
          result.filters.push({
            method: method as Filter["method"],
            field: field(attribute),
            values,
          });
          break;
        }
        throw invalid(`Query method not supported by this server: ${String(method)}`);
    }
  }
  return result;
}
