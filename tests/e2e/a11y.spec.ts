import type { Locator } from "@playwright/test";
import { expect, gotoHydrated, homeParts, test } from "./site-fixtures";
import { violations } from "./axe-violations";

/**
 * Resolves once an opened dialog and everything opened with it (its overlay: every
 * `[data-state=open]` element) have finished fading in: the colours axe checks are the final ones.
 */
async function fadedIn(dialog: Locator): Promise<void> {
  await dialog.evaluate((element) =>
    Promise.all(
      [element, ...element.ownerDocument.querySelectorAll("[data-state=open]")]
        .flatMap((node) => node.getAnimations())
        .map((animation) => animation.finished),
    ),
  );
}

test.describe("accessibility of open dialogs, menus and banners", () => {
  // The home page's partners cross-fade every few seconds behind an open panel: axe checks the
  // colours of a page at rest, as a visitor who asks for less motion sees it.
  test.use({ reducedMotion: "reduce" });
  test("the tour list's expanded card", async ({ page }) => {
    await gotoHydrated(page, "/safari-tours");
    const card = page.locator('[data-slot="tour-card"]').first();
    await card.locator("summary", { hasText: "Show Itinerary & Prices" }).click();
    await card.getByRole("tab", { name: "Pricing" }).click();
    expect(await violations(page, '[data-slot="tour-card"]')).toEqual([]);
  });

  test("the Book Now panel", async ({ page }) => {
    await gotoHydrated(page, "/", homeParts);
    await page.getByRole("button", { name: "Book Now" }).click();
    const panel = page.getByRole("dialog", { name: "Book Your Safari" });
    await expect(panel).toBeVisible();
    await fadedIn(panel);
    expect(await violations(page)).toEqual([]);
  });

  test("the gallery lightbox", async ({ page }) => {
    await gotoHydrated(page, "/gallery");
    await page.locator('[data-slot="gallery-grid-item"]').first().click();
    const lightbox = page.getByRole("dialog");
    await expect(lightbox).toBeVisible();
    await fadedIn(lightbox);
    expect(await violations(page)).toEqual([]);
  });

  test("the WeChat modal", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    await page.getByRole("button", { name: "Chat with us on WeChat" }).click();
    const modal = page.getByRole("dialog", { name: "Chat with us on WeChat" });
    await expect(modal.getByRole("img", { name: /QR code/ })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test("the search dialog", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page
      .getByRole("banner")
      .getByRole("button", { name: "Search tours and safaris" })
      .click();
    await expect(page.getByRole("dialog", { name: "Search Tours & Safaris" })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test("the open mobile menu", async ({ page }) => {
      await gotoHydrated(page, "/about");
      await page.getByRole("button", { name: "Menu" }).click();
      await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  });

  test.describe("on a first visit", () => {
    test.use({ showConsentBanner: true });

    test("the consent banner", async ({ page }) => {
      await gotoHydrated(page, "/");
      await expect(page.getByRole("region", { name: "Cookies and analytics" })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test("the keyboard meets the consent choice right after the skip link", async ({ page }) => {
      await gotoHydrated(page, "/gallery");
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(
        page.getByRole("region", { name: "Cookies and analytics" }).locator(":focus"),
      ).toHaveCount(1);
    });
  });
});
