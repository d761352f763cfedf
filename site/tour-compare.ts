/** How many tours a comparison holds at most. */
export const compareLimit = 3;

/**
 * The slugs a query asks to compare, in its order, each once: `tours=a,b` as the site writes it,
 * or `tours=a&tours=b` as the comparison's own form sends it before its code runs.
 */
export function requestedSlugs(values: readonly string[]): string[] {
  return [...new Set(values.flatMap((value) => value.split(",")).map((slug) => slug.trim()))];
}

/** The tours a query names for comparison, in its order, those of `tours` only and at most three. */
export function comparedSlugs(
  values: readonly string[],
  tours: readonly { slug: string }[],
): string[] {
  return requestedSlugs(values)
    .filter((slug) => tours.some((tour) => tour.slug === slug))
    .slice(0, compareLimit);
}
