import { expect } from "vitest";

/**
 * A language's texts after one English text changed: that text alone needs review, still with
 * its translation and the English the translation was made from.
 */
export function expectOnlyFlaggedForReview(
  texts: ReadonlyArray<{ id: string; state: string }>,
  id: string,
  flagged: { source: string; english: string; translation: unknown },
): void {
  expect(texts.filter((text) => text.state !== "done").map((text) => text.id)).toEqual([id]);
  expect(texts.find((text) => text.id === id)).toMatchObject({ state: "review", ...flagged });
}
