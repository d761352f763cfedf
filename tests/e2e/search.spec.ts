import type { Page } from "@playwright/test";
import { acceptAnalytics, receivedEvents } from "./analytics-events";
import { expect, gotoHydrated, test } from "./site-fixtures";

const queriesPath = "**/1/indexes/*/queries**";

function dialog(page: Page) {
  return page.getByRole("dialog", { name: "Search Tours & Safaris" });
}

function searchBox(page: Page) {
  return dialog(page).getByRole("combobox", { name: "Search the site" });
}

function results(page: Page, type?: string) {
  const options = dialog(page).getByRole("option");
  return type ? options.and(page.locator(`[data-type="${type}"]`)) : options;
}

async function openSearch(page: Page) {
  await page
    .getByRole("banner")
    .getByRole("button", { name: /search/i })
    .filter({ visible: true })
    .first()
    .click();
  // The dialog's code loads on first use.
  await expect(searchBox(page)).toBeFocused();
}

async function typeQuery(page: Page, query: string) {
  await openSearch(page);
  await searchBox(page).clear();
  await searchBox(page).pressSequentially(query, { delay: 30 });
}

/** Types a query and waits until the dialog shows that query's results. */
async function search(page: Page, query: string) {
  await typeQuery(page, query);
  await expect(dialog(page)).toHaveAttribute("data-results-query", query);
  await expect(dialog(page)).toHaveAttribute("data-status", "idle");
}

test.describe("site search", () => {
  test("shows results as the visitor types, typos included", async ({ page }) => {
    await gotoHydrated(page, "/");
    await search(page, "serngeti");
    await expect(results(page).first()).toContainText("Serengeti");
    const tour = results(page, "tour").first();
    await expect(tour).toContainText(/From \$\d+/);
    await expect(tour).toContainText(/\d+ Days/);
    await expect(tour.locator("mark").first()).toHaveText(/Serengeti/i);
    await searchBox(page).fill("zzzzqqq");
    await expect(dialog(page)).toContainText("No results for “zzzzqqq”");
  });

  test("shows the loading indicator while a slow search is stalled", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.route(queriesPath, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.evaluate(() => {
      const seen = window as unknown as { stalledText: string };
      seen.stalledText = "";
      new MutationObserver(() => {
        const indicator = document.querySelector('[data-slot="search-dialog-stalled"]');
        if (indicator && !seen.stalledText) seen.stalledText = indicator.textContent ?? "";
      }).observe(document.body, { subtree: true, childList: true });
    });
    await search(page, "mara");
    await expect(results(page).first()).toBeVisible();
    const stalledText = await page.evaluate(
      () => (window as unknown as { stalledText: string }).stalledText,
    );
    expect(stalledText).toContain("Searching");
    await expect(dialog(page).getByRole("status").filter({ hasText: "Searching" })).toBeHidden();
  });

  test("writes the query to the address 400 ms after typing, and back/forward restore it", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    await page.evaluate(() => {
      const marks = window as unknown as { lastKeyAt: number; urlAt: number };
      marks.urlAt = 0;
      document.addEventListener("keydown", () => (marks.lastKeyAt = performance.now()), true);
      const written = () => {
        if (!marks.urlAt && new URLSearchParams(location.search).get("q") === "amboseli") {
          marks.urlAt = performance.now();
        }
      };
      window.addEventListener("pushState", written);
      window.addEventListener("replaceState", written);
    });
    await search(page, "amboseli");
    await expect(page).toHaveURL(/[?&]q=amboseli(&|$)/);
    const delay = await page.evaluate(() => {
      const marks = window as unknown as { lastKeyAt: number; urlAt: number };
      return marks.urlAt - marks.lastKeyAt;
    });
    expect(delay).toBeGreaterThanOrEqual(395);
    expect(delay).toBeLessThan(2000);

    await searchBox(page).fill("samburu");
    await expect(page).toHaveURL(/[?&]q=samburu(&|$)/);
    await expect(results(page).first()).toContainText("Samburu");

    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(page).not.toHaveURL(/[?&]q=/);

    await page.goBack();
    await expect(dialog(page)).toBeVisible();
    await expect(searchBox(page)).toHaveValue("samburu");
    await page.goBack();
    await expect(page).toHaveURL(/[?&]q=amboseli(&|$)/);
    await expect(searchBox(page)).toHaveValue("amboseli");
    await expect(results(page).first()).toContainText("Amboseli");
    await page.goForward();
    await expect(searchBox(page)).toHaveValue("samburu");
    await expect(results(page).first()).toContainText("Samburu");
  });

  test("reopens a searched address with its query and results", async ({ page }) => {
    await gotoHydrated(page, "/?q=masai%20mara");
    await expect(searchBox(page)).toHaveValue("masai mara");
    await expect(results(page).first()).toContainText("Mara");
  });

  test("caps the query at 512 characters", async ({ page }) => {
    await gotoHydrated(page, "/");
    await openSearch(page);
    await searchBox(page).fill("a".repeat(600));
    await expect(searchBox(page)).toHaveValue("a".repeat(512));
  });

  test("closes on the global close-search event", async ({ page }) => {
    await gotoHydrated(page, "/");
    await openSearch(page);
    await page.evaluate(() => window.dispatchEvent(new Event("close-search")));
    await expect(dialog(page)).toBeHidden();
  });

  test("takes a destination result, chosen with the keyboard, to its page", async ({ page }) => {
    await gotoHydrated(page, "/");
    await search(page, "amboseli");
    const options = results(page);
    await expect(options.first()).toBeVisible();
    const index = await options.evaluateAll((items) =>
      items.findIndex((item) => item.getAttribute("data-type") === "destination"),
    );
    expect(index).toBeGreaterThanOrEqual(0);
    for (let step = 0; step <= index; step++) await searchBox(page).press("ArrowDown");
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(/\/destinations\/amboseli$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Amboseli");
  });

  test("takes an FAQ result to the home page with that question open", async ({ page }) => {
    await gotoHydrated(page, "/about");
    await search(page, "visa");
    await results(page, "faq").first().click();
    await expect(page).toHaveURL(/\/\?faq=visas-and-entry#faq$/);
    const question = page.locator("#visas-and-entry");
    await expect(question).toHaveAttribute("open");
    await expect(question.getByText(/Electronic Travel Authorisation/)).toBeVisible();
  });

  test("takes service and tip results to their home page sections", async ({ page }) => {
    await gotoHydrated(page, "/about");
    await search(page, "airport transfers");
    await results(page, "service").first().click();
    await expect(page).toHaveURL(/\/#services$/);
    await search(page, "photography");
    await results(page, "tip").first().click();
    await expect(page).toHaveURL(/\/#tips$/);
  });
});

test.describe("site search when the search service is down", () => {
  test("shows a friendly error with a retry when search is unreachable", async ({
    page,
    errorLog,
  }) => {
    errorLog.allow(/ERR_CONNECTION_REFUSED/);
    await gotoHydrated(page, "/");
    // The client asks a search that lost its connection once more before it gives up: the
    // service comes back once both of the last query's tries have failed, so none still waits.
    let lastQueryRefused = 0;
    await page.route(queriesPath, (route) => {
      if (route.request().postData()?.includes('"query":"mara"')) lastQueryRefused += 1;
      return route.abort("connectionrefused");
    });
    await typeQuery(page, "mara");
    await expect.poll(() => lastQueryRefused).toBe(2);
    await expect(dialog(page)).toContainText("Search is taking a break.");
    await page.unroute(queriesPath);
    await dialog(page).getByRole("button", { name: "Try again" }).click();
    await expect(results(page).first()).toContainText("Mara");
  });
});

test.describe("site search with analytics accepted", () => {
  test.use({ showConsentBanner: true });

  test("takes a tour result to its detail page and logs the click", async ({ page }) => {
    await gotoHydrated(page, "/");
    const visitor = await acceptAnalytics(page);
    await search(page, "serengeti");
    const tour = results(page, "tour").first();
    const title = (await tour.locator('[data-slot="search-hit-title"]').textContent()) ?? "";
    await tour.click();
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL(/\/safari-tours\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect
      .poll(() => receivedEvents(visitor).filter((e) => e.event === "search_result_clicked"))
      .toEqual([
        expect.objectContaining({
          properties: expect.objectContaining({
            type: "tour",
            slug: page.url().split("/").pop(),
            position: 1,
            queryID: expect.stringMatching(/^[0-9a-f]{32}$/),
          }),
        }),
      ]);
  });
});
