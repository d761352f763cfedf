import { InvalidParameterError, type FacetFilters } from "./params";

export type RecordPredicate = (record: Record<string, unknown>) => boolean;

function facetMatches(record: Record<string, unknown>, attribute: string, value: string): boolean {
  const field = record[attribute];
  const wanted = value.toLowerCase();
  const values = Array.isArray(field) ? field : [field];
  return values.some((item) => item !== undefined && String(item).toLowerCase() === wanted);
}

function facetPredicate(filter: string): RecordPredicate {
  const colon = filter.indexOf(":");
  if (colon <= 0) throw new InvalidParameterError(`Invalid facet filter: ${filter}`);
  const attribute = filter.slice(0, colon).trim();
  let value = filter.slice(colon + 1).trim();
  const negated = value.startsWith("-");
  if (negated) value = value.slice(1);
  if (value.startsWith("\\-")) value = value.slice(1);
  return negated
    ? (record) => !facetMatches(record, attribute, value)
    : (record) => facetMatches(record, attribute, value);
}

/** `facetFilters`: a list ANDed together, where a nested list is ORed; "attr:-value" negates. */
export function compileFacetFilters(filters: FacetFilters): RecordPredicate {
  const groups = (typeof filters === "string" ? [filters] : filters).map((group) => {
    const alternatives = (typeof group === "string" ? [group] : group).map(facetPredicate);
    return (record: Record<string, unknown>) => alternatives.some((test) => test(record));
  });
  return (record) => groups.every((test) => test(record));
}

/**
 * A filter is compiled into nested closures and run against every record: its nesting and its
 * number of conditions are bounded so that neither the compiler's recursion nor the evaluation
 * grows with what a caller sends.
 */
export const filterLimits = { depth: 10, conditions: 100 };

const tokenPattern = /\s*(\(|\)|"(?:[^"\\]|\\.)*"|[^\s()"]+)/y;

function tokenize(text: string): string[] {
  const tokens: string[] = [];
  let end = 0;
  tokenPattern.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = tokenPattern.exec(text)) !== null) {
    tokens.push(match[1] ?? "");
    end = tokenPattern.lastIndex;
  }
  if (text.slice(end).trim() !== "") {
    throw new InvalidParameterError(`filters: invalid syntax near "${text.slice(end)}"`);
  }
  return tokens;
}

function unquote(token: string): string {
  return token.startsWith('"') ? token.slice(1, -1).replace(/\\(.)/g, "$1") : token;
}

/**
 * `filters`: facet conditions `attribute:value` (value quoted when it has spaces) combined with
 * AND, OR, NOT and parentheses. OR binds tighter than AND, as Algolia requires groups of ORs
 * joined by AND. Numeric and tag filters are not used by this site and are refused.
 */
export function compileFilters(text: string): RecordPredicate {
  const tokens = tokenize(text);
  let position = 0;
  let depth = 0;
  let conditions = 0;
  const peek = () => tokens[position];
  const next = () => {
    const token = tokens[position++];
    if (token === undefined) throw new InvalidParameterError("filters: unexpected end");
    return token;
  };

  const parseUnary = (): RecordPredicate => {
    const token = next();
    if (token === "NOT" || token === "(") {
      depth += 1;
      if (depth > filterLimits.depth) {
        throw new InvalidParameterError(
          `filters: nested more than ${filterLimits.depth} levels deep`,
        );
      }
      const inner = token === "NOT" ? parseUnary() : parseAnd();
      if (token === "(" && next() !== ")") throw new InvalidParameterError("filters: missing )");
      depth -= 1;
      return token === "NOT" ? (record) => !inner(record) : inner;
    }
    conditions += 1;
    if (conditions > filterLimits.conditions) {
      throw new InvalidParameterError(`filters: more than ${filterLimits.conditions} conditions`);
    }
    const colon = token.indexOf(":");
    if (colon <= 0 || /[<>=!]/.test(token)) {
      throw new InvalidParameterError(
        `filters: only attribute:value conditions are supported (got "${token}")`,
      );
    }
    const attribute = unquote(token.slice(0, colon));
    const rest = token.slice(colon + 1);
    const value = rest === "" ? unquote(next()) : unquote(rest);
    if (peek() === "TO")
      throw new InvalidParameterError("filters: numeric ranges are not supported");
    return (record) => facetMatches(record, attribute, value);
  };

  const parseOr = (): RecordPredicate => {
    const alternatives = [parseUnary()];
    while (peek() === "OR") {
      position++;
      alternatives.push(parseUnary());
    }
    return (record) => alternatives.some((test) => test(record));
  };

  function parseAnd(): RecordPredicate {
    const conditions = [parseOr()];
    while (peek() === "AND") {
      position++;
      conditions.push(parseOr());
    }
    return (record) => conditions.every((test) => test(record));
  }

  const predicate = parseAnd();
  if (position !== tokens.length) {
    throw new InvalidParameterError(`filters: unexpected "${tokens[position]}"`);
  }
  return predicate;
}
