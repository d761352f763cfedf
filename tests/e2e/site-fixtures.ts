import { test as base, expect, type Page } from "@playwright/test";

/** localStorage key of the analytics choice (site/services/analytics.ts). */
const consentKey = "safari:analytics-consent";

type SiteFixtures = {
  /** Console errors and uncaught exceptions of the test's page; checked empty after each test. */
  pageErrors: string[];
  /** Messages a test expects to be logged as errors; matching ones are not failures. */
  expectedErrors: RegExp[];
  /** Leave the analytics choice unset so the consent banner shows (it is decided by default). */
  showConsentBanner: boolean;
};

/**
 * The site's tests: the visitor has already answered the consent banner (so it covers nothing),
 * and any console error or uncaught exception (a hydration mismatch, a failed request, a
 * crash) fails the test unless the test expects it.
 */
export const test = base.extend<SiteFixtures>({
  showConsentBanner: [false, { option: true }],
  expectedErrors: [[], { option: true }],
  pageErrors: async ({}, use) => {
    await use([]);
  },
  page: async ({ page, showConsentBanner, pageErrors, expectedErrors }, use) => {
    page.on("console", (message) => {
      if (message.type() === "error") pageErrors.push(`console.error: ${message.text()}`);
    });
    page.on("pageerror", (error) => pageErrors.push(`uncaught: ${error.message}`));
    if (!showConsentBanner) {
      await page.addInitScript((key) => {
        if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, "denied");
      }, consentKey);
    }
    await use(page);
    const unexpected = pageErrors.filter(
      (error) => !expectedErrors.some((pattern) => pattern.test(error)),
    );
    expect(unexpected, "console errors and uncaught exceptions").toEqual([]);
  },
});

export { expect };

/** Waits until React has hydrated the page: the app marks <html> once its effects ran. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}
