/** The most stars a rating has. */
export const maxRating = 5;

/**
 * A rating in the locale's digits: a whole one as it is, an average with one decimal ("4,6"), or
 * with as many as `digits` says ("4,0").
 */
export function formatRating(
  rating: number,
  locale: string,
  digits: number = Number.isInteger(rating) ? 0 : 1,
): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(rating);
}
