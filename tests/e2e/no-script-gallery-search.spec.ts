import type { Page } from "@playwright/test";
import { localizedPath, type Locale } from "../../data/domain/locales";
import { galleryGridCopy as englishGrid } from "../../site/messages/en/kit-gallery-grid";
import { galleryGridCopy as germanGrid } from "../../site/messages/de/kit-gallery-grid";
import { lightboxCopy as englishLightbox } from "../../site/messages/en/kit-lightbox";
import { lightboxCopy as germanLightbox } from "../../site/messages/de/kit-lightbox";
import { kitMessages as englishKit } from "../../site/messages/en/kit";
import { kitMessages as germanKit } from "../../site/messages/de/kit";
import { searchMessages as englishSearch } from "../../site/messages/en/search";
import { searchMessages as germanSearch } from "../../site/messages/de/search";
import { violations } from "./axe-violations";
import { expect, test } from "./site-fixtures";

/** What each language's traveller reads and types on the way. */
const journeys = {
  en: {
    grid: englishGrid.galleryGrid,
    lightbox: englishLightbox.lightbox,
    header: englishKit.header,
    search: englishSearch,
    query: "elephants",
    results: /^\d+ results for “elephants”$/,
  },
  de: {
    grid: germanGrid.galleryGrid,
    lightbox: germanLightbox.lightbox,
    header: germanKit.header,
    search: germanSearch,
    query: "Elefanten",
    results: /^\d+ Ergebnisse für „Elefanten“$/,
  },
} satisfies Record<Extract<Locale, "en" | "de">, unknown>;

/**
 * The page at `page`'s address, as HTML alone, checked by axe: axe runs as a script, so in a page
 * of its own whose scripts (the site's, not axe's) are never fetched.
 */
async function violationsWithoutScript(page: Page): Promise<string[]> {
  const context = await page.context().browser()!.newContext({ javaScriptEnabled: true });
  const checker = await context.newPage();
  try {
    await checker.route("**/*", (route) =>
      route.request().resourceType() === "script" ? route.abort() : route.continue(),
    );
    await checker.goto(page.url());
    return await violations(checker);
  } finally {
    await context.close();
  }
}

test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });

for (const [locale, text] of Object.entries(journeys) as [
  keyof typeof journeys,
  (typeof journeys)[keyof typeof journeys],
][]) {
  test.describe(`with JavaScript off, in ${locale}`, () => {
    test("the gallery filters by category and opens a photo", async ({ page }) => {
      const wildlifeLabel = text.grid.categories.wildlife ?? "wildlife";
      await page.goto(localizedPath(locale, "/gallery"));
      const filters = page.getByRole("radiogroup", { name: text.grid.filters });
      const tiles = page.locator('[data-slot="gallery-grid-item"]');
      const all = await tiles.count();
      await expect(filters.getByRole("radio", { name: text.grid.all })).toBeChecked();
      await expect(page.locator('[data-slot="gallery-grid-count"] span:visible')).toHaveText(
        `${all} ${text.grid.photos.other}`,
      );

      await filters.getByText(wildlifeLabel, { exact: true }).click();
      await expect(filters.getByRole("radio", { name: wildlifeLabel })).toBeChecked();
      const shown = tiles.filter({ visible: true });
      const wildlife = await shown.count();
      expect(wildlife).toBeGreaterThan(0);
      expect(wildlife).toBeLessThan(all);
      for (const tile of await shown.all())
        await expect(tile).toHaveAttribute("data-category", "wildlife");
      await expect(page.locator('[data-slot="gallery-grid-count"] span:visible')).toHaveText(
        `${wildlife} ${text.grid.photos.other}`,
      );

      const second = shown.nth(1);
      const name = (await second.getByRole("img").getAttribute("alt")) ?? "";
      await second.click();
      const dialog = page.getByRole("dialog", { name });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('[data-slot="lightbox-position"]:visible')).toHaveText(
        text.lightbox.position.replace("{number}", "2").replace("{count}", String(wildlife)),
      );
      await expect(dialog.getByRole("link", { name: text.lightbox.download })).toBeVisible();
      await expect(dialog.getByRole("img", { name })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(second).toBeFocused();

      await second.click();
      await dialog.getByRole("button", { name: text.lightbox.close }).click();
      await expect(dialog).toBeHidden();

      expect(await violationsWithoutScript(page)).toEqual([]);
    });

    test("the header's search finds a page, and a result opens it", async ({ page }) => {
      await page.goto(localizedPath(locale, "/about"));
      await page.getByRole("banner").getByRole("button", { name: text.header.search }).click();
      await expect(page).toHaveURL(new RegExp(`${localizedPath(locale, "/search")}\\?$`));
      await expect(page.getByRole("heading", { level: 1, name: text.search.title })).toBeVisible();
      await expect(page.locator('[data-slot="search-page-notice"]')).toHaveText(text.search.hint);

      const results = page.locator("main");
      await results.getByRole("searchbox").fill(text.query);
      await results.getByRole("button", { name: text.search.submit }).click();
      await expect(page.locator("#search-page-count")).toHaveText(text.results);
      await expect(results.getByRole("searchbox")).toHaveValue(text.query);
      const first = results
        .locator('[data-slot="search-page-hit"][href*="/safari-tours/"]')
        .first();
      const title = (await first.locator("span").nth(1).textContent()) ?? "";
      expect(await violationsWithoutScript(page)).toEqual([]);

      await first.click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      expect(new URL(page.url()).pathname.startsWith(localizedPath(locale, "/"))).toBe(true);
    });
  });
}
