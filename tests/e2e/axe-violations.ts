import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { unprefixedPath } from "../../data/locales";
import { gotoHydrated, homeParts } from "./site-fixtures";

const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** The page's WCAG 2.1 A/AA violations (within `include` if given), one line each. */
export async function violations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(tags);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join(", ")}`,
  );
}

/** Opens a page, hydrated with all its lazy parts, and returns its violations as `violations`. */
export async function violationsOfPage(page: Page, route: string): Promise<string[]> {
  await gotoHydrated(page, route, unprefixedPath(route) === "/" ? homeParts : ["page"]);
  return violations(page);
}
