import axe, { type AxeResults, type ElementContext, type RunOptions } from "axe-core";
import type { Page } from "@playwright/test";
import { unprefixedPath } from "../../data/domain/locales";
import { gotoHydrated, homeParts } from "./site-fixtures";

const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * The page's WCAG 2.1 A/AA violations (within `include` if given), one line each, from axe-core
 * run in the page itself, put there once per page load. The site's pages and the desk have no
 * frames, so they need neither @axe-core/playwright's run across frames nor the blank page it
 * opens to gather the frames' results, which made each check two to four times as long (the
 * editor's preview, a frame, is checked with it in admin.spec.ts).
 */
export async function violations(page: Page, include?: string): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ include, tags }) => {
      const { axe } = window as unknown as {
        axe: { run: (context: ElementContext, options: RunOptions) => Promise<AxeResults> };
      };
      // The violations alone: the rules that passed are not described and sent back, which
      // takes a quarter to a third off each check.
      const results = await axe.run(include ? { include: [include] } : document, {
        runOnly: { type: "tag", values: tags },
        resultTypes: ["violations"],
      });
      return results.violations.map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(" "))
            .join(", ")}`,
      );
    },
    { include, tags },
  );
}

/** Opens a page, hydrated with all its lazy parts, and returns its violations as `violations`. */
export async function violationsOfPage(page: Page, route: string): Promise<string[]> {
  await gotoHydrated(page, route, unprefixedPath(route) === "/" ? homeParts : ["page"]);
  return violations(page);
}
