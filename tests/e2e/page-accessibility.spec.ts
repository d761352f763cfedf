import { expect, test } from "./site-fixtures";
import { pagesForAccessibility } from "./site-pages-list";
import { violationsOfPage } from "./axe-violations";

/**
 * Every page in every language that no other check opens (page-checks.spec.ts checks the routes
 * it lays out), each on a visit of its own, in whichever worker is free first once the flows or
 * the page checks have all started (playwright.config.ts).
 */
test.describe("accessibility of every other page", () => {
  // The home page's hero and partners cross-fade every few seconds: axe checks the colours of a
  // page at rest, as a visitor who asks for less motion sees it, not of a slide half faded in.
  test.use({ reducedMotion: "reduce" });
  for (const route of pagesForAccessibility()) {
    test(`${route} has no WCAG 2.1 A/AA violations`, async ({ page }) => {
      expect(await violationsOfPage(page, route)).toEqual([]);
    });
  }
});
