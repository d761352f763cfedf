import { test as base, expect, type Page } from "@playwright/test";

/** localStorage key of the analytics choice (site/services/analytics.ts). */
/** Where the site keeps the visitor's answer to the consent banner. */
export const consentKey = "safari:analytics-consent";

/** Console errors and uncaught exceptions of the test's page. */
export type ErrorLog = {
  messages: string[];
  /** Errors the test provokes on purpose (a failed request, a logged failure). */
  allow(...patterns: RegExp[]): void;
};

type SiteFixtures = {
  errorLog: ErrorLog;
  /** Leave the analytics choice unset so the consent banner shows (it is decided by default). */
  showConsentBanner: boolean;
};

/**
 * The site's tests: the visitor has already answered the consent banner (so it covers nothing),
 * and any console error or uncaught exception (a hydration mismatch, a failed request, a
 * crash) fails the test unless the test allowed it.
 */
export const test = base.extend<SiteFixtures>({
  showConsentBanner: [false, { option: true }],
  // Playwright reads a fixture's dependencies from this pattern, so it stays even when empty.
  // eslint-disable-next-line no-empty-pattern
  errorLog: async ({}, provide) => {
    const allowed: RegExp[] = [];
    const log: ErrorLog = { messages: [], allow: (...patterns) => allowed.push(...patterns) };
    await provide(log);
    const unexpected = log.messages.filter(
      (message) => !allowed.some((pattern) => pattern.test(message)),
    );
    expect(unexpected, "console errors and uncaught exceptions").toEqual([]);
  },
  page: async ({ page, showConsentBanner, errorLog }, provide) => {
    page.on("console", (message) => {
      if (message.type() === "error") errorLog.messages.push(`console.error: ${message.text()}`);
    });
    page.on("pageerror", (error) => errorLog.messages.push(`uncaught: ${error.message}`));
    if (!showConsentBanner) {
      await page.addInitScript((key) => {
        if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, "denied");
      }, consentKey);
    }
    await provide(page);
  },
});

export { expect };

/**
 * Opens a page and waits until React has hydrated it: the app lists in <html data-hydrated>
 * the parts that are interactive ("page", and on the home page the parts of homeParts). Those
 * parts fetch their code only when a visitor scrolls near them or reaches for them, so for each
 * the helper does what a visitor would (points at its first link or button, which scrolls it
 * into view), waits for it, and then returns to the top of the page.
 */
export async function gotoHydrated(
  page: Page,
  url: string,
  parts: string[] = ["page"],
): Promise<void> {
  await page.goto(url);
  await hydrate(page, parts);
}

/** Waits until the page as it is now has hydrated `parts`, reaching for the lazy ones. */
export async function hydrate(page: Page, parts: string[] = ["page"]): Promise<void> {
  await page.locator('html[data-hydrated~="page"]').waitFor({ state: "attached" });
  const lazyParts = parts.filter((part) => part !== "page");
  for (const part of lazyParts) {
    await page.locator(`[data-part="${part}"]`).locator("a[href], button").first().hover();
    await page.locator(`html[data-hydrated~="${part}"]`).waitFor({ state: "attached" });
  }
  if (lazyParts.length > 0) await page.evaluate(() => window.scrollTo(0, 0));
}

/** Every lazily hydrated part of the home page. */
export const homeParts = ["page", "home-tours", "home-more", "booking"];
