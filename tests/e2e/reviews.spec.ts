import { cpSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { startServer, type RunningServer } from "../../scripts/lib/server-process";
import { scratchCheckoutWithBuild } from "../scratch-checkout";
import { violations } from "./axe-violations";
import { expect, hydrate, test } from "./site-fixtures";

/**
 * Where reviews show, with the fixture reviews of tests/fixtures/reviews/ published as the desk
 * publishes one: written to content/reviews/ of a copy of this checkout whose `npm start` (the
 * watcher that publishes each change) serves the site, so the reviews reach no other test's
 * pages. The repository ships with none. It builds English, German and Chinese (SITE_LOCALES).
 */
const checkout = path.resolve(".data/e2e-reviews");
const fixtures = path.resolve("tests/fixtures/reviews");

/** Three reviews (de, en, fr; 5, 4, 4 stars). */
const luxury7 = "/safari-tours/7-day-luxury-kenya-safari-samburu-ol-pejeta-lake-nakuru-masai-mara";
/** Two reviews (it 5, es 3). */
const luxury4Reviews = "/reviews/4-day-luxury-safari-lake-naivasha-masai-mara";
const annasTitle = "Unvergessliche Tage in der Mara";
const tomsTitle = "Samburu was the highlight";

let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(600_000);
  scratchCheckoutWithBuild(checkout);
  server = await startServer(
    { KIT_PUBLIC: "0", SITE_LOCALES: "en,de,zh", CONTENT_EDITOR_ROOT: "" },
    "scripts/start.ts",
    checkout,
  );
  await expect
    .poll(() => server.output(), { timeout: 300_000, intervals: [500] })
    .toContain("Ready to publish the next edit.");
  mkdirSync(path.join(checkout, "content", "reviews"), { recursive: true });
  const written = Date.now();
  cpSync(fixtures, path.join(checkout, "content", "reviews"), { recursive: true });
  await expect
    .poll(async () => (await fetch(`${server.url}${luxury7}`)).text(), {
      timeout: 240_000,
      intervals: [250],
    })
    .toContain(annasTitle);
  console.log(`Reviews written to live: ${(Date.now() - written) / 1000} s`);
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(checkout, { recursive: true, force: true });
});

const at = (route: string) => `${server.url}${route}`;

async function open(page: Page, route: string) {
  await page.goto(at(route));
  await hydrate(page);
}

/** The JSON-LD nodes of a page, as its HTML carries them. */
async function jsonLd(route: string): Promise<Array<Record<string, unknown>>> {
  const html = await (await fetch(at(route))).text();
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

test("a tour's page shows its reviews' summary and latest reviews, each in its own language", async ({
  page,
}) => {
  await open(page, luxury7);
  const section = page.locator("#reviews");
  await expect(section.getByRole("heading", { name: "What Travellers Say" })).toBeVisible();
  await expect(section.locator('[data-slot="rating-summary"]')).toContainText("4.3");
  await expect(section.locator('[data-slot="rating-summary"]')).toContainText("3 reviews");
  await expect(section.getByRole("article")).toHaveCount(3);
  const anna = section.getByRole("article").filter({ hasText: annasTitle });
  await expect(anna.getByRole("heading", { name: annasTitle })).toHaveAttribute("lang", "de");
  await expect(anna).toContainText("Written in German");
  await expect(anna).toContainText("Anna, Germany");
  await expect(anna).toContainText("Reply from Savannah Horizon Safaris");
  const tom = section.getByRole("article").filter({ hasText: tomsTitle });
  await expect(tom.locator('[data-slot="review-card-language"]')).toHaveCount(0);
  await section.getByRole("link", { name: "All reviews of this tour" }).click();
  await expect(page).toHaveURL(at(luxury7.replace("/safari-tours/", "/reviews/")));
  await expect(page.getByRole("article")).toHaveCount(3);

  await open(page, `/de${luxury7}`);
  const german = page.locator("#reviews");
  await expect(german.getByRole("heading", { name: "Das sagen unsere Reisenden" })).toBeVisible();
  await expect(german.getByRole("article").filter({ hasText: annasTitle })).not.toContainText(
    "Verfasst auf",
  );
  await expect(german.getByRole("article").filter({ hasText: tomsTitle })).toContainText(
    "Verfasst auf Englisch",
  );
});

test("a tour without reviews has no reviews section", async ({ page }) => {
  await open(page, "/safari-tours/6-day-iconic-kenya-safari-amboseli-lake-naivasha-masai-mara");
  await expect(page.locator("#reviews")).toHaveCount(1);
  await open(page, "/safari-tours/2-day-nairobi-urban-safari-hells-gate-escape");
  await expect(page.locator("#reviews")).toHaveCount(0);
});

test("the tour's structured data holds its reviews and their average, valid per schema.org", async () => {
  const trip = (await jsonLd(luxury7)).find((node) =>
    [node["@type"]].flat().includes("TouristTrip"),
  )!;
  expect(trip["@type"]).toEqual(["TouristTrip", "Product"]);
  // AggregateRating: ratingValue, a count, and the scale (schema.org's Rating; Google's snippet).
  expect(trip.aggregateRating).toEqual({
    "@type": "AggregateRating",
    ratingValue: 4.3,
    bestRating: 5,
    worstRating: 1,
    ratingCount: 3,
    reviewCount: 3,
  });
  const reviews = trip.review as Array<Record<string, unknown>>;
  expect(reviews).toHaveLength(3);
  const reviewProperties = [
    "@type",
    "itemReviewed",
    "author",
    "datePublished",
    "name",
    "reviewBody",
    "inLanguage",
    "reviewRating",
  ];
  for (const review of reviews) {
    // Review's own properties and those it has from CreativeWork, nothing else.
    expect(Object.keys(review).sort()).toEqual([...reviewProperties].sort());
    expect(review["@type"]).toBe("Review");
    expect(review.itemReviewed).toEqual({ "@id": trip["@id"] });
    expect(review.author).toMatchObject({ "@type": "Person", name: expect.any(String) });
    expect(String((review.author as { name: string }).name).length).toBeGreaterThan(0);
    expect(review.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(review.reviewBody).toEqual(expect.any(String));
    const rating = review.reviewRating as Record<string, number | string>;
    expect(rating).toMatchObject({ "@type": "Rating", bestRating: 5, worstRating: 1 });
    expect(rating.ratingValue).toBeGreaterThanOrEqual(1);
    expect(rating.ratingValue).toBeLessThanOrEqual(5);
  }
  expect(reviews.map((review) => review.inLanguage)).toEqual(["de", "en", "fr"]);
  const frenchReview = reviews[2]!;
  expect(frenchReview.author).toEqual({ "@type": "Person", name: "A traveller" });

  // Never on the organisation, and not on a tour without reviews.
  for (const node of await jsonLd(luxury7))
    if (node["@type"] === "TravelAgency") expect(node).not.toHaveProperty("aggregateRating");
  const unreviewed = (
    await jsonLd("/safari-tours/2-day-nairobi-urban-safari-hells-gate-escape")
  ).find((node) => node["@type"] === "TouristTrip")!;
  expect(unreviewed).not.toHaveProperty("aggregateRating");
  expect(unreviewed).not.toHaveProperty("review");
});

/** The reviews' filters, by tour (links) and by rating (radios the stylesheet reads). */
async function filterReviews(page: Page) {
  await expect(page.getByRole("article")).toHaveCount(6);
  await page
    .getByRole("navigation", { name: "Tour" })
    .getByRole("link", { name: /^4-Day Luxury Safari/ })
    .click();
  await expect(page).toHaveURL(at(luxury4Reviews));
  await expect(page.getByRole("article")).toHaveCount(2);
  await page.getByText("3 stars", { exact: true }).click();
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(page.getByRole("article")).toContainText("Bonito, aunque con prisas");
  await page.getByText("1 star", { exact: true }).click();
  await expect(page.getByRole("article")).toHaveCount(0);
  await expect(page.getByText("No review with this rating yet.")).toBeVisible();
  await page.getByText("All ratings", { exact: true }).click();
  await expect(page.getByRole("article")).toHaveCount(2);
}

test("the tour list's card shows a tour's rating from its third review, before its script too", async ({
  page,
}) => {
  const card = (slug: string) => page.locator(`[data-tour-slug="${slug}"]`);
  const rated = card(luxury7.split("/").at(-1)!);
  const twoReviews = card(luxury4Reviews.split("/").at(-1)!);
  for (const [language, average, readOut] of [
    ["", "4.3", "Rated 4.3 out of 5 from 3 reviews"],
    ["/de", "4,3", "Mit 4,3 von 5 Sternen bewertet (3 Bewertungen)"],
  ] as const) {
    expect(await (await fetch(at(`${language}/safari-tours`))).text()).toContain(readOut);
    await open(page, `${language}/safari-tours`);
    const badge = rated.locator('[data-slot="rating-badge"]');
    await expect(badge).toBeVisible();
    await expect(badge).toContainText(average);
    await expect(badge).toContainText("(3)");
    await expect(badge).toContainText(readOut);
    await expect(twoReviews).toBeVisible();
    await expect(twoReviews.locator('[data-slot="rating-badge"]')).toHaveCount(0);
  }
});

test("/reviews filters by tour and by rating with its script", async ({ page }) => {
  await open(page, "/reviews");
  await expect(page.locator('[data-slot="rating-summary"]').first()).toContainText("6 reviews");
  await expect(
    page.getByRole("article").filter({ hasText: annasTitle }).getByText("Written in German"),
  ).toBeVisible();
  await filterReviews(page);
});

test("/reviews filters by tour and by rating without script", async ({ browser }) => {
  const context = await (browser as Browser).newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(at("/reviews"));
  await filterReviews(page);
  await context.close();
});

test("the home page shows the reviews the operator features", async ({ page }) => {
  await page.goto(at("/"));
  const featured = page.locator("section#reviews");
  await expect(featured.getByRole("heading", { name: "From Our Travellers" })).toBeVisible();
  await expect(featured.getByRole("article")).toHaveCount(2);
});

test("the reviews' page and a tour's reviews have no accessibility violations in en, de and zh", async ({
  page,
}) => {
  for (const language of ["", "/de", "/zh"]) {
    for (const route of ["/reviews", luxury4Reviews, luxury7]) {
      await open(page, `${language}${route}`);
      expect(await violations(page), `${language}${route}`).toEqual([]);
    }
  }
});

test("screenshots of a tour's reviews and /reviews at 360 and 1280 px in en, de and zh", async ({
  page,
}) => {
  test.setTimeout(600_000);
  const dir = path.resolve("test-results/reviews-screens");
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const language of ["en", "de", "zh"]) {
      const prefix = language === "en" ? "" : `/${language}`;
      await open(page, `${prefix}${luxury7}`);
      await page.locator("#reviews").scrollIntoViewIfNeeded();
      await page.locator('html[data-hydrated~="tour-reviews"]').waitFor({ state: "attached" });
      await page
        .locator("#reviews")
        .screenshot({ path: path.join(dir, `tour-${language}-${width}.png`) });
      await open(page, `${prefix}/reviews`);
      await page.screenshot({
        path: path.join(dir, `reviews-${language}-${width}.png`),
        fullPage: true,
      });
    }
  }
});
