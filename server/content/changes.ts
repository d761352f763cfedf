import { isDeepStrictEqual } from "node:util";

/**
 * What a save changed in an entry, and how two saves of one entry made from the same version
 * come together: an entry is one part per language (en, de, …), so a translator's save and
 * another's of a different language both stand.
 */

/** Past this many, a commit's message names the first ones and how many more. */
const fieldsNamed = 40;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The fields whose values differ between two versions of an entry, as dotted paths
 * (`en.costs.solo`, `de.days.2.title`); a list whose length changed is named as a whole.
 */
export function changedFields(before: unknown, after: unknown, at = ""): string[] {
  if (isDeepStrictEqual(before, after)) return [];
  const bothRecords = isRecord(before) && isRecord(after);
  const sameLengthLists =
    Array.isArray(before) && Array.isArray(after) && before.length === after.length;
  if (!bothRecords && !sameLengthLists) return [at || "(the whole entry)"];
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].flatMap((key) =>
    changedFields(
      (before as Record<string, unknown>)[key],
      (after as Record<string, unknown>)[key],
      at ? `${at}.${key}` : key,
    ),
  );
}

/** The fields for a commit's message, the list cut short past `fieldsNamed`. */
export function namedFields(fields: readonly string[]): string[] {
  if (fields.length <= fieldsNamed) return [...fields];
  return [...fields.slice(0, fieldsNamed), `and ${fields.length - fieldsNamed} more`];
}

/**
 * `mine` (a save made on `base`) brought onto `theirs` (what was saved since), one top-level
 * part (a language) at a time: a part only one side changed takes that side's; a part both
 * changed differently is a conflict, and the answer is null.
 */
export function mergeByPart(base: unknown, theirs: unknown, mine: unknown): unknown {
  if (!isRecord(base) || !isRecord(theirs) || !isRecord(mine)) return null;
  const merged: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(theirs), ...Object.keys(mine)])) {
    const mineChanged = !isDeepStrictEqual(mine[key], base[key]);
    const theirsChanged = !isDeepStrictEqual(theirs[key], base[key]);
    if (mineChanged && theirsChanged && !isDeepStrictEqual(mine[key], theirs[key])) return null;
    const value = mineChanged ? mine[key] : theirs[key];
    if (value !== undefined) merged[key] = value;
  }
  return merged;
}
