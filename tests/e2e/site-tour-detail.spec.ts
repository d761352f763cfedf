import type { Page } from "@playwright/test";
import { acceptAnalytics, receivedEvents } from "./analytics-events";
import { givenBuildDay } from "../../scripts/lib/build-date";
import { expect, gotoHydrated, test } from "./site-fixtures";

const luxuryPath =
  "/safari-tours/7-day-luxury-kenya-safari-samburu-ol-pejeta-lake-nakuru-masai-mara";
const luxuryTitle = "7-Day Luxury Kenya Safari: Samburu, Ol Pejeta, Lake Nakuru & Masai Mara";
const flightPath = "/safari-tours/7-day-luxury-flight-transfer-safari-samburu-lewa-masai-mara";

function pricing(page: Page) {
  return page.locator('[data-slot="pricing-card"]');
}

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "") as Record<string, unknown>,
  );
}

test.describe("tour detail page", () => {
  test("shows the tour's hero, overview, itinerary, prices and inclusions", async ({ page }) => {
    await gotoHydrated(page, luxuryPath);
    const header = page.locator("article > header");
    await expect(header.getByRole("link", { name: "Back to Tours" })).toHaveAttribute(
      "href",
      "/safari-tours",
    );
    await expect(header).toContainText("7 Days");
    await expect(header).toContainText("Luxury Safari");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(luxuryTitle);
    await expect(header).toContainText("2-6 People");
    await expect(header).toContainText("From $3,517 per person");
    await expect(header.locator("img")).toHaveAttribute("fetchpriority", "high");
    await expect(page).toHaveTitle(`${luxuryTitle} | Savannah Horizon Safaris`);

    const overview = page.getByRole("region", { name: "Safari Overview" });
    for (const destination of ["Samburu", "Ol Pejeta", "Lake Nakuru", "Masai Mara"]) {
      await expect(overview.getByRole("link", { name: destination })).toBeVisible();
    }
    await expect(overview.getByRole("link", { name: "Masai Mara" })).toHaveAttribute(
      "href",
      "/destinations/masai-mara",
    );
    await expect(overview).toContainText("Key Highlights");
    await expect(overview).toContainText("Great Migration");

    const itinerary = page.getByRole("region", { name: "Detailed Itinerary" });
    await expect(itinerary.locator('[data-slot="itinerary-day"]')).toHaveCount(7);
    await expect(itinerary.locator('[data-slot="itinerary-day"]').first()).toContainText(
      "Day 1: Nairobi to Samburu National Reserve",
    );
    await expect(itinerary.locator('[data-slot="itinerary-day"]').first()).toContainText(
      /Accommodation:\s*Elephant Bedroom Camp/,
    );
    await expect(itinerary.locator('[data-slot="itinerary-day"]').first()).toContainText(
      /Meal Plan:\s*Full Board/,
    );

    await expect(pricing(page).getByRole("heading", { name: "Pricing & Booking" })).toBeVisible();
    await expect(pricing(page).locator("dt")).toContainText([
      "Solo Traveler",
      "For 2 Travelers",
      "Per Person (2 travelers)",
    ]);
    await expect(pricing(page).locator("dd")).toHaveText(["$5,405", "$7,034", "$3,517"]);
    await expect(pricing(page)).toContainText("Best value option");
    await expect(pricing(page).getByRole("link", { name: "Book This Safari" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(pricing(page).getByRole("link", { name: "Get Custom Quote" })).toHaveAttribute(
      "href",
      "/contact",
    );

    await expect(page.getByRole("heading", { name: "What's Included", level: 2 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "What's Excluded", level: 2 })).toBeVisible();
    await expect(page.locator('[data-kind="excluded"] li').first()).toContainText(
      "International flights",
    );
  });

  test("leaves out 'Solo Traveler' when the tour has no solo price", async ({ page }) => {
    await gotoHydrated(page, flightPath);
    await expect(pricing(page).locator("dt")).toHaveCount(2);
    await expect(pricing(page)).not.toContainText("Solo Traveler");
    await expect(pricing(page).locator("dd")).toHaveText(["$24,544", "$12,272"]);
  });

  test("shows the tour's photos in a lightbox, with arrow keys and Download", async ({ page }) => {
    await gotoHydrated(page, luxuryPath);
    const photos = page.getByRole("region", { name: "Photo Gallery" }).getByRole("button");
    await expect(photos).toHaveCount(6);
    await photos.first().click();
    const lightbox = page.getByRole("dialog");
    await expect(lightbox).toContainText("1 of 6");
    await expect(lightbox.getByRole("link", { name: "Download" })).toHaveAttribute(
      "href",
      /^\/img\/.+\.jpg$/,
    );
    await page.keyboard.press("ArrowRight");
    await expect(lightbox).toContainText("2 of 6");
    await page.keyboard.press("ArrowLeft");
    await expect(lightbox).toContainText("1 of 6");
    await page.keyboard.press("Escape");
    await expect(lightbox).toBeHidden();
    await expect(photos.first()).toBeFocused();
  });

  test("starts at the top when opened from a scrolled list", async ({ page }) => {
    await gotoHydrated(page, "/safari-tours");
    const card = page.locator('[data-slot="tour-card"]').nth(8);
    await card.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await card.getByRole("link", { name: "View Full Details" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("offers the tour in its structured data", async ({ request }) => {
    const html = await (await request.get(luxuryPath)).text();
    const trip = jsonLd(html).find((node) => node["@type"] === "TouristTrip");
    const year = new Date(givenBuildDay()).getUTCFullYear();
    expect(trip).toMatchObject({
      name: luxuryTitle,
      touristType: "Luxury Safari",
      itinerary: { "@type": "ItemList", numberOfItems: 7 },
      offers: {
        "@type": "Offer",
        price: 3517,
        priceCurrency: "USD",
        validFrom: `${year}-01-01`,
        validThrough: `${year}-12-31`,
      },
    });
    const crumbs = jsonLd(html).find((node) => node["@type"] === "BreadcrumbList");
    expect(crumbs).toMatchObject({
      itemListElement: [{ name: "Home" }, { name: "Safari Tours" }, { name: luxuryTitle }],
    });
  });

  test("in every language, each destination leads to its guide", async ({ page }) => {
    const places = [
      ["fr", "lac Nakuru", "lake-nakuru"],
      ["zh", "马赛马拉", "masai-mara"],
    ] as const;
    for (const [locale, name, slug] of places) {
      await gotoHydrated(page, `/${locale}${luxuryPath}`);
      const destinations = page.locator("#overview ul").first();
      await expect(destinations.getByRole("link")).toHaveCount(4);
      await expect(destinations.getByRole("link", { name })).toHaveAttribute(
        "href",
        `/${locale}/destinations/${slug}`,
      );
    }
    await page.locator("#overview ul").first().getByRole("link", { name: "马赛马拉" }).click();
    await expect(page).toHaveURL("/zh/destinations/masai-mara");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("马赛马拉");
  });
});

test.describe("tour addresses that are not a tour page", () => {
  test("an unknown tour redirects to the tour list, on the server and in the app", async ({
    page,
    request,
  }) => {
    const response = await request.get("/safari-tours/no-such-safari", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/safari-tours");

    await gotoHydrated(page, "/about");
    await page.evaluate(() => window.history.pushState(null, "", "/safari-tours/no-such-safari"));
    await expect(page).toHaveURL("/safari-tours");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Kenya & Tanzania Safari Tours",
    );
  });

  test("/tours/<slug>, where search results point, opens the tour", async ({ page, request }) => {
    const slug = "3-day-rhino-safari-ol-pejeta-samburu";
    const response = await request.get(`/tours/${slug}`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(`/safari-tours/${slug}`);
    const unknown = await request.get("/tours/no-such-safari", { maxRedirects: 0 });
    expect(unknown.status()).toBe(302);
    expect(unknown.headers().location).toBe("/safari-tours");

    await gotoHydrated(page, `/tours/${slug}`);
    await expect(page).toHaveURL(`/safari-tours/${slug}`);
    await page.evaluate(() =>
      window.history.pushState(null, "", "/tours/4-day-luxury-safari-lake-naivasha-masai-mara"),
    );
    await expect(page).toHaveURL("/safari-tours/4-day-luxury-safari-lake-naivasha-masai-mara");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "4-Day Luxury Safari: Lake Naivasha & Masai Mara",
    );
  });

  test("a destination under /safari-tours leads to its guide", async ({ page, request }) => {
    for (const slug of ["masai-mara", "ol-pejeta", "samburu", "lake-nakuru"]) {
      const response = await request.get(`/safari-tours/${slug}`, { maxRedirects: 0 });
      expect(response.status(), slug).toBe(301);
      expect(response.headers().location).toBe(`/destinations/${slug}`);
    }
    await gotoHydrated(page, "/about");
    await page.evaluate(() => window.history.pushState(null, "", "/safari-tours/samburu"));
    await expect(page).toHaveURL("/destinations/samburu");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Samburu");
  });
});

test.describe("tour detail analytics", () => {
  test.use({ showConsentBanner: true });

  test("records 'Book This Safari' and 'Get Custom Quote' with the tour", async ({ page }) => {
    await gotoHydrated(page, luxuryPath);
    const visitor = await acceptAnalytics(page);
    await pricing(page).getByRole("link", { name: "Book This Safari" }).click();
    await expect(page).toHaveURL("/contact");
    await page.goBack();
    await pricing(page).getByRole("link", { name: "Get Custom Quote" }).click();
    await expect(page).toHaveURL("/contact");
    const expected = { source: "tour_detail", tour_title: luxuryTitle };
    await expect
      .poll(() =>
        receivedEvents(visitor)
          .filter(
            (event) => event.event === "book_now_clicked" || event.event === "get_quote_clicked",
          )
          .map((event) => ({
            event: event.event,
            source: event.properties.source,
            tour_title: event.properties.tour_title,
          })),
      )
      .toEqual([
        { event: "book_now_clicked", ...expected },
        { event: "get_quote_clicked", ...expected },
      ]);
  });
});
