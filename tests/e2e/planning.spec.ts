import { readFileSync } from "node:fs";
import {
  generatedDestinations,
  generatedRoutes,
  generatedWhenToGo,
} from "../../data/content/generated";
import placeNames from "../../data/generated/texts/places.json" with { type: "json" };
import type { Tour } from "../../data/content/types";
import { pdfPages } from "./pdf-text";
import { expect, gotoHydrated, test } from "./site-fixtures";

const destinations = generatedDestinations("en");
const whenToGo = generatedWhenToGo("en");
const tours = JSON.parse(readFileSync("data/generated/tours.json", "utf8")) as Tour[];
const luxury = tours.find((tour) => tour.id === "luxury-7-days");
const flying = tours.find((tour) => tour.id === "exquisite-luxury-flight");
if (!luxury || !flying)
  throw new Error("The planning tests' tours are missing from data/content/tour-set.ts");

test.describe("route maps", () => {
  test("every tour's map shows every place its days name, and lists each leg", async ({ page }) => {
    for (const tour of tours) {
      const route = generatedRoutes()[tour.id] ?? [];
      await page.goto(`/safari-tours/${tour.slug}`);
      const map = page.getByRole("img", { name: `Route map of ${tour.title}` });
      const named = new Set(
        route.flatMap((day) => [
          ...day.legs.flatMap((leg) => [leg.from, leg.to]),
          ...(day.night ? [day.night] : []),
        ]),
      );
      for (const id of named) {
        await expect(
          map
            .locator("text")
            .filter({ hasText: new RegExp(`^${placeNames[id as keyof typeof placeNames]}$`) }),
          `${tour.slug}: ${id}`,
        ).toHaveCount(1);
      }
      const legs = route.flatMap((day) => day.legs.filter((leg) => leg.from !== leg.to));
      const stays = route.filter((day) => day.legs.length === 0);
      await expect(page.locator("#route figcaption li")).toHaveCount(legs.length + stays.length);
    }
  });

  test("a leg reads with its distance, time and mode", async ({ page }) => {
    await gotoHydrated(page, `/safari-tours/${flying.slug}`);
    const legs = page.locator("#route figcaption li");
    await expect(legs.first()).toHaveText(
      /^Day 1: Nairobi → Samburu, \d+ km, about [\d.]+ hr by air$/,
    );
    await gotoHydrated(page, `/de/safari-tours/${luxury.slug}`);
    await expect(page.locator("#route figcaption li").first()).toHaveText(
      /^Tag 1: Nairobi → Samburu, 330 km, ca\. 5,5 Std\. Fahrt$/,
    );
  });
});

test.describe("the printed itinerary", () => {
  test("prints the plan without the site around it, in at most four A4 pages", async ({ page }) => {
    await gotoHydrated(page, `/safari-tours/${luxury.slug}`);
    await expect(page.getByRole("button", { name: "Print or save as PDF" })).toBeVisible();
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(luxury.title);
    for (const day of luxury.days) {
      await expect(
        page.getByRole("heading", { name: new RegExp(`^Day ${day.dayNumber}:`) }),
      ).toBeVisible();
    }
    const prices = page.locator('[data-slot="pricing-card"]');
    await expect(prices).toBeVisible();
    for (const price of ["$5,405", "$7,034", "$3,517"]) {
      await expect(prices.getByText(price)).toBeVisible();
    }
    await expect(page.getByRole("img", { name: `Route map of ${luxury.title}` })).toBeVisible();
    await expect(
      page.getByText(/^This itinerary online: https:\/\/.+\/safari-tours\//),
    ).toBeVisible();
    await expect(page.getByText(/^\+254 700 000 000 · info@example.com$/)).toBeVisible();
    for (const chrome of ["header", "footer", "floating-contact"]) {
      await expect(page.locator(`[data-slot="${chrome}"]`)).toBeHidden();
    }
    await expect(page.getByRole("button", { name: "Print or save as PDF" })).toBeHidden();
    await expect(page.getByRole("link", { name: "Book This Safari" })).toBeHidden();

    await page.evaluate(() =>
      Promise.all(
        [...document.images].map((image) => {
          image.loading = "eager";
          return image.decode().catch(() => undefined);
        }),
      ),
    );
    for (const format of ["A4", "Letter"] as const) {
      const pages = await pdfPages(await page.pdf({ format }));
      expect(pages.length, format).toBeGreaterThan(1);
      expect(pages.length, format).toBeLessThanOrEqual(4);
      const text = pages.join(" ");
      expect(pages[0], format).toContain(luxury.title);
      for (const day of luxury.days) {
        expect(text, format).toContain(`Day ${day.dayNumber}: ${day.title}`);
        expect(text, format).toContain(day.accommodation);
      }
      for (const price of ["$5,405", "$7,034", "$3,517"]) {
        expect(text, format).toContain(price);
      }
      expect(text, format).toMatch(/This itinerary online: https:\/\/\S+\/safari-tours\//);
      for (const chrome of [
        "Skip to main content",
        "All rights reserved",
        "Print or save as PDF",
      ]) {
        expect(text, format).not.toContain(chrome);
      }
    }
  });
});

test.describe("when to go", () => {
  const february = 1;
  const bestInFebruary = destinations.filter((place) => whenToGo[place.slug]?.[february]?.best);

  test("a month picked is an address that lists its best places and their tours", async ({
    page,
  }) => {
    await gotoHydrated(page, "/when-to-go");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "When to Go on Safari in Kenya and Tanzania",
    );
    await page
      .getByRole("navigation", { name: "Months" })
      .getByRole("link", { name: "February" })
      .click();
    await expect(page).toHaveURL(/\/when-to-go\/february$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Safari in February");

    const best = page.locator("#best");
    for (const place of bestInFebruary) {
      await expect(best.getByRole("link", { name: place.name, exact: true })).toBeVisible();
    }
    await expect(best.locator('[data-slot="month-card"]')).toHaveCount(bestInFebruary.length);
    const tours = page.locator("#tours");
    await expect(tours.getByRole("heading", { name: luxury.title })).toBeVisible();

    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Safari in February");
    await expect(
      page.getByRole("navigation", { name: "Months" }).getByRole("link", { name: "February" }),
    ).toHaveAttribute("aria-current", "page");
    await page.goBack();
    await expect(page).toHaveURL(/\/when-to-go$/);
  });

  test("a rainy month says so and still shows every place", async ({ page }) => {
    await gotoHydrated(page, "/when-to-go/april");
    await expect(page.locator("#best")).toHaveCount(0);
    await expect(page.locator("#also [data-slot='month-card']")).toHaveCount(8);
    await expect(page.getByText(/April brings the rains/)).toBeVisible();
  });

  test("each destination has its year, month by month", async ({ page }) => {
    await gotoHydrated(page, "/destinations/masai-mara");
    const calendar = page.locator("#when-to-go");
    await expect(calendar.locator('[data-slot="month-card"]')).toHaveCount(12);
    await expect(calendar.locator('[data-slot="month-card"][data-best]')).toHaveCount(
      whenToGo["masai-mara"]?.filter((month) => month.best).length ?? 0,
    );
    await calendar.getByRole("link", { name: "Every Destination by Month" }).click();
    await expect(page).toHaveURL(/\/when-to-go$/);
  });

  test("reads in the page's language", async ({ page }) => {
    await gotoHydrated(page, "/de/when-to-go/july");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Safari im Juli");
    await gotoHydrated(page, "/zh/when-to-go/july");
    await expect(page.getByRole("link", { name: "七月" })).toHaveAttribute("aria-current", "page");
  });
});

test.describe("tours side by side", () => {
  test("tick two tours, compare them, reload, and ask for a quote on one", async ({ page }) => {
    await gotoHydrated(page, "/safari-tours");
    const compareBox = (title: string) =>
      page
        .locator('[data-slot="tour-card"]')
        .filter({ has: page.getByRole("heading", { name: title }) })
        .getByRole("checkbox", { name: "Compare" });
    await compareBox(luxury.title).check();
    const tray = page.getByRole("region", { name: "Your comparison" });
    await expect(tray).toContainText("1 of 3 safaris chosen");
    await compareBox(flying.title).focus();
    await page.keyboard.press("Space");
    await expect(tray).toContainText("2 of 3 safaris chosen");
    await expect(page).toHaveURL(new RegExp(`compare=${luxury.slug},${flying.slug}`));
    await tray.getByRole("link", { name: "Compare" }).click();

    await expect(page).toHaveURL(`/safari-tours/compare?tours=${luxury.slug},${flying.slug}`);
    const table = page.getByRole("region", { name: /^Comparison of / });
    await expect(table.getByRole("columnheader")).toHaveText([luxury.title, flying.title]);
    await expect(table.getByRole("row", { name: /^By air/ })).toContainText("No flights");
    await expect(table.getByRole("row", { name: /^Solo Traveler/ })).toContainText("$5,405");

    await page.reload();
    await page.locator('html[data-hydrated~="page"]').waitFor({ state: "attached" });
    await expect(table.getByRole("columnheader")).toHaveText([luxury.title, flying.title]);

    await table.getByRole("link", { name: `Get a Quote: ${flying.title}` }).click();
    await expect(page).toHaveURL(`/contact?tour=${flying.slug}`);
    await expect(page.getByRole("textbox", { name: /Additional Information/ })).toHaveValue(
      `I am interested in the ${flying.title}.`,
    );
  });

  test("a third tour is the most; a fourth cannot be ticked", async ({ page }) => {
    const three = tours.slice(0, 3).map((tour) => tour.slug);
    await gotoHydrated(page, `/safari-tours/compare?tours=${three.slice(0, 2).join(",")}`);
    const table = page.getByRole("region", { name: /^Comparison of / });
    await expect(table.getByRole("columnheader")).toHaveCount(2);
    await page.getByRole("checkbox", { name: new RegExp(`^${tours[2]?.title}`) }).check();
    await expect(page).toHaveURL(`/safari-tours/compare?tours=${three.join(",")}`);
    await expect(table.getByRole("columnheader")).toHaveText(tours.slice(0, 3).map((t) => t.title));
    const fourth = page.getByRole("checkbox", { name: new RegExp(`^${tours[3]?.title}`) });
    await expect(fourth).toBeDisabled();
    await page.getByRole("checkbox", { name: new RegExp(`^${tours[0]?.title}`) }).uncheck();
    await expect(page).toHaveURL(`/safari-tours/compare?tours=${three.slice(1).join(",")}`);
    await expect(fourth).toBeEnabled();
  });
});
