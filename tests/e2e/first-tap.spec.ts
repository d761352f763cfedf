import { CONSENT_STORAGE_KEY } from "../../site/head-script";
import {
  applySlowProfile,
  firstTapControls,
  openSlowPage,
  tapAsSoonAsPainted,
} from "../../scripts/lib/first-tap";
import { expect, test } from "./site-fixtures";

/*
 * A new visitor on a slow phone (slow 4G, CPU four times slower) taps each control once, the
 * moment it is painted, long before the page's code has arrived: the tap is carried out, once.
 */
test.describe("on a slow phone, the first tap", () => {
  for (const entry of firstTapControls) {
    test(`works on the ${entry.name}`, async ({ browser, baseURL }) => {
      const page = await openSlowPage(browser, entry);
      await tapAsSoonAsPainted(page, baseURL ?? "", entry);
      await expect(entry.effect(page)).toBeVisible();
      await expect(page.locator("[data-taken]")).toHaveCount(0);
      if (entry.name === "mobile menu") {
        await expect(entry.control(page)).toHaveAttribute("aria-expanded", "true");
      }
      await page.context().close();
    });
  }

  test("keeps what was typed in the tour search and applies it", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.addInitScript((key) => localStorage.setItem(key, "denied"), CONSENT_STORAGE_KEY);
    await applySlowProfile(page);
    await page.goto(`${baseURL}/safari-tours`, { waitUntil: "commit" });
    const search = page.getByRole("searchbox", { name: "Search tours" });
    await search.waitFor({ state: "visible" });
    expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();
    await search.pressSequentially("samburu");
    await page.locator('html[data-hydrated~="page"]').waitFor({ state: "attached" });
    await expect(search).toHaveValue("samburu");
    await expect(page).toHaveURL(/[?&]keyword=samburu/);
    await expect(page.getByText(/^Showing \d+ of \d+ tours$/)).toBeVisible();
    await context.close();
  });
});

test.describe("a part of the page whose code fails to load", () => {
  test("leaves the page as it was, says so, and loads on retry", async ({ page, errorLog }) => {
    errorLog.allow(/ERR_INTERNET_DISCONNECTED|Failed to fetch dynamically imported module/);
    let blocked = true;
    await page.route(/\/assets\/home-more-sections-[^/]+\.js$/, (route) =>
      blocked ? route.abort("internetdisconnected") : route.fallback(),
    );
    await page.goto("/");
    await page.locator('html[data-hydrated~="page"]').waitFor({ state: "attached" });
    const faq = page.getByRole("heading", { name: "Frequently asked questions" });
    await faq.scrollIntoViewIfNeeded();
    const notice = page.getByRole("alert").filter({ hasText: "could not load" });
    await expect(notice).toBeVisible();
    await expect(faq).toBeVisible();
    expect(await page.locator("html").getAttribute("data-hydrated")).not.toContain("home-more");
    blocked = false;
    await Promise.all([
      page.waitForEvent("load"),
      notice.getByRole("button", { name: "Try again" }).click(),
    ]);
    await page.locator('html[data-hydrated~="page"]').waitFor({ state: "attached" });
    await faq.scrollIntoViewIfNeeded();
    await page.locator('html[data-hydrated~="home-more"]').waitFor({ state: "attached" });
    await expect(notice).toBeHidden();
  });
});
