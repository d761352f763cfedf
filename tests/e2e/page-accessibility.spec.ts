import { expect, test } from "./site-fixtures";
import { pagesForAccessibility } from "./site-pages-list";
import { violationsOfPage } from "./axe-violations";

/**
 * Every page in every language that no other check opens (page-checks.spec.ts checks the routes
 * it lays out), each on a visit of its own, in whichever worker is free first once the flows or
 * the page checks have all started (playwright.config.ts).
 */
test.describe("accessibility of every other page", () => {
  for (const route of pagesForAccessibility()) {
    test(`${route} has no WCAG 2.1 A/AA violations`, async ({ page }) => {
      expect(await violationsOfPage(page, route)).toEqual([]);
    });
  }
});
