import type { Page } from "@playwright/test";
import { acceptAnalytics, receivedEvents } from "./analytics-events";
import { expect, gotoHydrated, test } from "./site-fixtures";

const allTours = 19;

function cards(page: Page) {
  return page.locator('[data-slot="tour-card"]');
}

function card(page: Page, title: RegExp | string) {
  return cards(page).filter({ has: page.getByRole("heading", { name: title }) });
}

function searchBox(page: Page) {
  return page.getByRole("searchbox", { name: "Search tours" });
}

function duration(page: Page) {
  return page.getByRole("combobox", { name: "Duration" });
}

async function titles(page: Page): Promise<string[]> {
  return cards(page).locator('[data-slot="tour-card-title"]').allTextContents();
}

test.describe("tour list", () => {
  test("shows every tour with its facts", async ({ page }) => {
    await gotoHydrated(page, "/safari-tours");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Kenya & Tanzania Safari Tours",
    );
    await expect(cards(page)).toHaveCount(allTours);
    await expect(page.getByRole("status").filter({ hasText: "Showing all" })).toHaveText(
      `Showing all ${allTours} tours`,
    );

    const luxury = card(page, /^7-Day Luxury Kenya Safari/);
    await expect(luxury).toContainText("7 Days");
    await expect(luxury).toContainText("From $3,517 per person (2 travelers)");
    await expect(luxury).toContainText("Prices vary by season and group size");
    await expect(luxury).toContainText("2-6 People");
    await expect(luxury).toContainText("Single Park");
    await expect(luxury).toContainText("Key Highlights");
    await expect(luxury.locator('[data-slot="tour-card-highlights"] li')).toHaveText([
      "Elephant Bedroom",
      "Porini Rhino",
      "Sarova Lion",
      "+4 more days",
    ]);

    const kenyaTanzania = card(page, /^11-Day Kenya & Tanzania Safari/);
    await expect(kenyaTanzania).toContainText("Multi-Park");

    const unpriced = card(page, /^8-Day Golden Circuit/);
    await expect(unpriced).toContainText("Contact Us");
    await expect(unpriced).toContainText("For personalized pricing");
  });

  test("filters by text and duration together, with the filter in the address", async ({
    page,
  }) => {
    await gotoHydrated(page, "/safari-tours");
    await searchBox(page).fill("amboseli");
    await expect(page).toHaveURL("/safari-tours?keyword=amboseli");
    for (const title of await titles(page)) expect(title.toLowerCase()).toContain("amboseli");
    const amboseliCount = await cards(page).count();
    expect(amboseliCount).toBeGreaterThan(1);

    await duration(page).selectOption({ label: "6 Days" });
    await expect(page).toHaveURL("/safari-tours?keyword=amboseli&days=6");
    await expect(cards(page)).not.toHaveCount(amboseliCount);
    for (const title of await titles(page)) {
      expect(title.toLowerCase()).toContain("amboseli");
      expect(title).toMatch(/^6-Day/);
    }
    await expect(page.getByRole("status").filter({ hasText: "Showing" })).toHaveText(
      new RegExp(`^Showing ${await cards(page).count()} of ${allTours} tours$`),
    );

    await page.reload();
    await page.locator('html[data-hydrated~="page"]').waitFor({ state: "attached" });
    await expect(searchBox(page)).toHaveValue("amboseli");
    await expect(duration(page)).toHaveValue("6");
    for (const title of await titles(page)) expect(title).toMatch(/^6-Day.*Amboseli/i);
  });

  test("offers 'All Durations' and one option per distinct day count", async ({ page }) => {
    await gotoHydrated(page, "/safari-tours");
    await expect(duration(page).locator("option")).toHaveText([
      "All Durations",
      "2 Days",
      "3 Days",
      "4 Days",
      "5 Days",
      "6 Days",
      "7 Days",
      "8 Days",
      "9 Days",
      "11 Days",
    ]);
  });

  test("quick chips fill the search box, and back undoes them", async ({ page }) => {
    await gotoHydrated(page, "/safari-tours");
    const chips = page.getByRole("radiogroup", { name: "Popular:" }).locator("label");
    await expect(chips).toHaveText([
      "Masai Mara",
      "Amboseli",
      "Lake Nakuru",
      "4 Days",
      "7 Days",
      "Luxury",
    ]);

    await page.getByRole("radio", { name: "Lake Nakuru", exact: true }).check();
    await expect(searchBox(page)).toHaveValue("Lake Nakuru");
    await expect(page.getByRole("radio", { name: "Lake Nakuru", exact: true })).toBeChecked();
    await expect(page.getByRole("status")).toHaveText(/^Showing \d+ of \d+ tours$/);
    for (const title of await titles(page)) expect(title).toContain("Lake Nakuru");

    await page.getByRole("radio", { name: "7 Days", exact: true }).check();
    await expect(searchBox(page)).toHaveValue("7 Days");
    await expect(cards(page)).not.toHaveCount(0);
    for (const title of await titles(page)) expect(title).toMatch(/^7-Day/);

    await page.goBack();
    await expect(page).toHaveURL("/safari-tours?keyword=Lake+Nakuru");
    await expect(searchBox(page)).toHaveValue("Lake Nakuru");
    await page.goBack();
    await expect(page).toHaveURL("/safari-tours");
    await expect(searchBox(page)).toHaveValue("");
    await expect(cards(page)).toHaveCount(allTours);
  });

  test("'Search Tours' only logs the filter", async ({ page }) => {
    await gotoHydrated(page, "/safari-tours");
    await searchBox(page).fill("mara");
    const logged = page.waitForEvent("console", (message) => message.type() === "info");
    await page.getByRole("button", { name: "Search Tours", exact: true }).click();
    expect((await logged).text()).toContain("Searching tours");
    await expect(page).toHaveURL("/safari-tours?keyword=mara");
  });

  test("says when nothing matches, and 'Clear Filters' resets text and duration", async ({
    page,
  }) => {
    await gotoHydrated(page, "/safari-tours?keyword=serengeti&days=2");
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByText("No tours found matching your search criteria.")).toBeVisible();
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL("/safari-tours");
    await expect(searchBox(page)).toHaveValue("");
    await expect(duration(page)).toHaveValue("all");
    await expect(cards(page)).toHaveCount(allTours);
  });

  test("keeps one card expanded at a time, with tabs and a Ready to Book block", async ({
    page,
  }) => {
    await gotoHydrated(page, "/safari-tours");
    const first = cards(page).nth(0);
    const second = cards(page).nth(1);
    await first.locator("summary", { hasText: "Show Itinerary & Prices" }).click();
    await expect(first).toHaveAttribute("data-state", "open");
    const tabs = first.getByRole("tab");
    await expect(tabs).toHaveText(["Itinerary", "Pricing", "What's Included", "Gallery"]);
    await expect(first.getByRole("tabpanel")).toContainText("Day 1");
    await first.getByRole("tab", { name: "Pricing" }).click();
    await expect(first.getByRole("tabpanel")).toContainText("Per Person (2 travelers)");
    await expect(first.getByRole("link", { name: "Book This Safari" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(first.getByRole("link", { name: "Get Custom Quote" })).toHaveAttribute(
      "href",
      "/contact",
    );

    await second.locator("summary", { hasText: "Show Itinerary & Prices" }).click();
    await expect(second).toHaveAttribute("data-state", "open");
    await expect(first).toHaveAttribute("data-state", "closed");
    await second.locator("summary", { hasText: "Hide Itinerary & Prices" }).click();
    await expect(page.locator('[data-slot="tour-card"][data-state="open"]')).toHaveCount(0);
  });

  test("opens a tour's photos from the expanded card in the lightbox", async ({ page }) => {
    await gotoHydrated(page, "/safari-tours");
    const first = cards(page).nth(0);
    await first.locator("summary", { hasText: "Show Itinerary & Prices" }).click();
    await first.getByRole("tab", { name: "Gallery" }).click();
    await first.getByRole("button", { name: /^Open photo 2 of/ }).click();
    const lightbox = page.getByRole("dialog");
    await expect(lightbox).toContainText(/2 of \d+/);
    await page.keyboard.press("ArrowRight");
    await expect(lightbox).toContainText(/3 of \d+/);
    await page.keyboard.press("Escape");
    await expect(lightbox).toBeHidden();
  });

  test("opens a tour from its card with the keyboard (Enter and Space)", async ({ page }) => {
    await gotoHydrated(page, "/safari-tours");
    await card(page, /^4-Day Luxury Safari/).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/safari-tours/4-day-luxury-safari-lake-naivasha-masai-mara");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "4-Day Luxury Safari: Lake Naivasha & Masai Mara",
    );
    await page.goBack();
    await expect(page).toHaveURL("/safari-tours");
    await card(page, /^6-Day Iconic Kenya Safari/).focus();
    await page.keyboard.press(" ");
    await expect(page).toHaveURL(/\/safari-tours\/6-day-iconic-kenya-safari/);
  });

  test("'View Full Details' and 'Book Now' lead to the tour and the contact page", async ({
    page,
  }) => {
    await gotoHydrated(page, "/safari-tours");
    const first = cards(page).nth(0);
    await first.getByRole("link", { name: "View Full Details" }).click();
    await expect(page).toHaveURL(/\/safari-tours\/7-day-luxury-kenya-safari/);
    await page.goBack();
    await cards(page).nth(0).getByRole("link", { name: "Book Now" }).click();
    await expect(page).toHaveURL("/contact");
  });
});

test.describe("tour list analytics", () => {
  test.use({ showConsentBanner: true });

  test("records Book Now with its source and the tour's title", async ({ page }) => {
    await gotoHydrated(page, "/safari-tours");
    const visitor = await acceptAnalytics(page);
    const first = cards(page).nth(0);
    const title = await first.locator('[data-slot="tour-card-title"]').textContent();
    await first.locator("summary", { hasText: "Show Itinerary & Prices" }).click();
    await first.getByRole("link", { name: "Book This Safari" }).click();
    await expect(page).toHaveURL("/contact");
    await page.goBack();
    await cards(page).nth(0).getByRole("link", { name: "Book Now" }).click();
    await expect(page).toHaveURL("/contact");
    await expect
      .poll(() => receivedEvents(visitor).filter((event) => event.event === "book_now_clicked"))
      .toEqual([
        expect.objectContaining({
          properties: expect.objectContaining({ source: "tours_page_expanded", tour_title: title }),
        }),
        expect.objectContaining({
          properties: expect.objectContaining({ source: "tours_page", tour_title: title }),
        }),
      ]);
  });
});
