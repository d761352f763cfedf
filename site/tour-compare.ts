import { paths } from "./paths";

/** How many tours a comparison holds at most. */
export const compareLimit = 3;

/**
 * The tours a query names for comparison, in its order, those of `tours` only and at most three:
 * `tours=a,b` as the site writes it, or `tours=a&tours=b` as the comparison's own form sends it
 * before its code runs.
 */
export function comparedSlugs(
  values: readonly string[],
  tours: readonly { slug: string }[],
): string[] {
  const slugs = values.flatMap((value) => value.split(",")).map((slug) => slug.trim());
  return [...new Set(slugs)]
    .filter((slug) => tours.some((tour) => tour.slug === slug))
    .slice(0, compareLimit);
}

export function compareHref(slugs: readonly string[]): string {
  return slugs.length > 0 ? `${paths.compare}?tours=${slugs.join(",")}` : paths.compare;
}
