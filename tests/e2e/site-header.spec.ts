import type { Page } from "@playwright/test";
import { acceptAnalytics, receivedEvents } from "./analytics-events";
import { expect, gotoHydrated, test } from "./site-fixtures";

const tourPath = "/safari-tours/3-day-rhino-safari-ol-pejeta-samburu";

function mainNav(page: Page) {
  return page.getByRole("navigation", { name: "Main" });
}

function searchDialog(page: Page) {
  return page.getByRole("dialog", { name: "Search Tours & Safaris" });
}

test.describe("header on a desktop", () => {
  test("highlights the link of the current section", async ({ page }) => {
    const expected: Array<[string, string | null]> = [
      ["/", "Home"],
      ["/about", "About Us"],
      ["/safari-tours", "Destinations"],
      [tourPath, "Destinations"],
      ["/gallery", "Gallery"],
      ["/contact", "Contact Us"],
      ["/privacy-policy", null],
    ];
    for (const [path, label] of expected) {
      await gotoHydrated(page, path);
      const current = mainNav(page).locator('[aria-current="page"]');
      if (label === null) {
        await expect(current, path).toHaveCount(0);
      } else {
        await expect(current, path).toHaveCount(1);
        await expect(current, path).toHaveText(label, { useInnerText: true });
      }
    }
  });

  test("follows client-side navigation and shows the top bar until scrolled past 100 px", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    await mainNav(page).getByRole("link", { name: "Gallery" }).click();
    await expect(page).toHaveURL("/gallery");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Safari Photo Gallery");
    await expect(page).toHaveTitle(/^Safari Photo Gallery \| /);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /^https?:\/\/[^/]+\/gallery$/,
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      /^Safari Photo Gallery \| /,
    );
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
    await expect(mainNav(page).locator('[aria-current="page"]')).toHaveText("Gallery");

    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await expect(header.getByText("Traveller Reviews")).toBeVisible();
    await page.mouse.wheel(0, 90);
    await page.waitForTimeout(200);
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.mouse.wheel(0, 300);
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect(header.getByText("Traveller Reviews")).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-scrolled", "false");
  });

  test("shows the top bar's reviews link, e-mail, hours and phone", async ({ page }) => {
    await gotoHydrated(page, "/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Traveller Reviews" })).toHaveAttribute(
      "href",
      "/reviews",
    );
    await expect(header.getByRole("link", { name: "info@example.com" })).toHaveAttribute(
      "href",
      "mailto:info@example.com",
    );
    await expect(header).toContainText("Mon - Fri 08:30 AM - 06:00 PM");
    await expect(header.getByRole("link", { name: "+254 700 000 000" })).toHaveAttribute(
      "href",
      "tel:+254700000000",
    );
  });

  test("opens the search dialog from the icon and closes it on the close-search event", async ({
    page,
  }) => {
    await gotoHydrated(page, "/about");
    const searchButton = page
      .getByRole("banner")
      .getByRole("button", { name: "Search tours and safaris" });
    const searchChunk = page.waitForRequest(/\/assets\/site-search-[^/]+\.js$/);
    await searchButton.hover();
    await searchChunk;
    await searchButton.click();
    await expect(searchDialog(page)).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new Event("close-search")));
    await expect(searchDialog(page)).toBeHidden();
    await expect(page).toHaveURL("/about");
  });
});

test.describe("header on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("opens the menu, labels the tours link 'Safari Tours' and closes on a link click", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const toggle = page.getByRole("button", { name: "Menu" });
    await expect(mainNav(page)).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu.getByRole("link", { name: "Safari Tours" })).toBeVisible();
    await expect(menu.locator('[aria-current="page"]')).toHaveText("Home", { useInnerText: true });
    await menu.getByRole("link", { name: "Safari Tours" }).click();
    await expect(page).toHaveURL("/safari-tours");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
  });

  test("closes the menu when the page scrolls", async ({ page }) => {
    await gotoHydrated(page, "/about");
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await page.evaluate(() => window.scrollBy(0, 300));
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  });

  test("'Search Tours' in the menu opens the search dialog", async ({ page }) => {
    await gotoHydrated(page, "/gallery");
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("button", { name: "Search Tours" }).click();
    await expect(searchDialog(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(searchDialog(page)).toBeHidden();
  });

  test("'Get A Quote' in the menu leads to the contact page", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("banner").getByRole("link", { name: "Get A Quote" }).click();
    await expect(page).toHaveURL("/contact");
    await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });
});

test.describe("header analytics", () => {
  test.use({ showConsentBanner: true });

  test("'Get Quote' leads to the contact page and is recorded with its source", async ({
    page,
  }) => {
    await gotoHydrated(page, "/about");
    const visitor = await acceptAnalytics(page);
    await page.getByRole("banner").getByRole("link", { name: "Get Quote" }).click();
    await expect(page).toHaveURL("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Plan your safari with us");
    await expect
      .poll(() => receivedEvents(visitor).filter((event) => event.event === "get_quote_clicked"))
      .toEqual([
        expect.objectContaining({
          properties: expect.objectContaining({ source: "header_desktop" }),
        }),
      ]);
  });
});

test.describe("header on a tablet", () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test("labels the tours link 'Tours'", async ({ page }) => {
    await gotoHydrated(page, "/safari-tours");
    await expect(mainNav(page).locator('[aria-current="page"]')).toHaveText("Tours", {
      useInnerText: true,
    });
  });
});
