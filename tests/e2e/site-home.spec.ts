import type { Page } from "@playwright/test";
import { expect, gotoHydrated, homeParts, test } from "./site-fixtures";

const documentsPath = "**/v1/databases/*/collections/*/documents";

function hero(page: Page) {
  return page.getByRole("region", { name: "Safari photographs" });
}

function activeSlide(page: Page) {
  return hero(page).locator('[data-slot="carousel-slide"][data-state="active"]');
}

function section(page: Page, id: string) {
  return page.locator(`main section#${id}`);
}

test.describe("home page", () => {
  test("has its sections in order, after the hero", async ({ page }) => {
    await gotoHydrated(page, "/");
    const ids = await page
      .locator("main section[id]")
      .evaluateAll((sections) => sections.map((element) => element.id));
    expect(ids).toEqual([
      "packages",
      "destinations",
      "gallery",
      "partners",
      "services",
      "tips",
      "faq",
    ]);
    const heroBox = await hero(page).boundingBox();
    const packagesBox = await section(page, "packages").boundingBox();
    expect(heroBox && packagesBox && heroBox.y < packagesBox.y).toBe(true);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Private safaris, planned in Nairobi",
    );
    await expect(page).toHaveTitle("Savannah Horizon Safaris");
  });

  test("prerenders the first hero photo as the page's priority image", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const firstImage =
      /<section[^>]*aria-label="Safari photographs"[\s\S]*?<img([^>]*)>/.exec(html)?.[1] ?? "";
    expect(firstImage).toMatch(/fetchpriority="high"/i);
    expect(firstImage).toContain('loading="eager"');
    expect(firstImage).toContain('alt="Golden savanna grassland at dawn');
  });

  test("rotates the 29 hero photos every 3 seconds", async ({ page }) => {
    const start = new Date("2026-03-02T08:00:00Z");
    await page.clock.install({ time: start });
    await gotoHydrated(page, "/");
    await page.clock.pauseAt(new Date(start.getTime() + 60_000));
    await expect(hero(page).locator('[data-slot="carousel-slide"]')).toHaveCount(29);
    const label = async () =>
      Number((await activeSlide(page).getAttribute("aria-label"))?.split(" ")[0]);
    const shown = await label();
    await page.clock.runFor(2_900);
    expect(await label()).toBe(shown);
    await page.clock.runFor(200);
    await expect(activeSlide(page)).toHaveAttribute("aria-label", `${(shown % 29) + 1} of 29`);
    await page.clock.runFor(3_000);
    await expect(activeSlide(page)).toHaveAttribute(
      "aria-label",
      `${((shown + 1) % 29) + 1} of 29`,
    );
  });

  test("marks the hot-air-balloon photos with their badge", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, "/");
    const next = hero(page).getByRole("button", { name: "Next slide" });
    await next.click();
    await next.click();
    await expect(activeSlide(page)).toHaveAttribute("aria-label", "3 of 29");
    await expect(activeSlide(page).getByText("Hot Air Balloon Safari")).toHaveCount(0);
    await next.click();
    await expect(activeSlide(page)).toHaveAttribute("aria-label", "4 of 29");
    await expect(activeSlide(page)).toHaveAttribute("data-balloon", "true");
    await expect(activeSlide(page).getByText("Hot Air Balloon Safari")).toBeVisible();
  });

  test("keeps the hero still for visitors who prefer reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await gotoHydrated(page, "/");
    await page.clock.runFor(10_000);
    await expect(activeSlide(page)).toHaveAttribute("aria-label", "1 of 29");
    await hero(page).getByRole("button", { name: "Next slide" }).click();
    await expect(activeSlide(page)).toHaveAttribute("aria-label", "2 of 29");
  });

  test("lists the six popular packages, each opening its tour (Enter on the card too)", async ({
    page,
  }) => {
    await gotoHydrated(page, "/", homeParts);
    const cards = section(page, "packages").locator('[data-slot="package-card"]');
    await expect(cards).toHaveCount(6);
    const first = cards.first();
    await expect(first).toContainText("7 Days");
    await expect(first).toContainText("Luxury Safari");
    await expect(first).toContainText("$3,517");
    await expect(first).toContainText("per person");
    await expect(first.getByRole("link", { name: "View Details" })).toHaveAttribute(
      "href",
      "/safari-tours/7-day-luxury-kenya-safari-samburu-ol-pejeta-lake-nakuru-masai-mara",
    );
    await cards.nth(1).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/safari-tours\/7-day-mid-range-kenya-safari/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(
      "7-Day Mid-Range Kenya Safari",
    );
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("shows the destinations with their trip counts, each opening its guide", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const destinations = section(page, "destinations");
    const expected: Array<[string, string, number]> = [
      ["Masai Mara", "masai-mara", 5],
      ["Amboseli", "amboseli", 4],
      ["Lake Naivasha", "lake-naivasha", 4],
      ["Ol Pejeta", "ol-pejeta", 4],
      ["Samburu", "samburu", 4],
      ["Lake Nakuru", "lake-nakuru", 4],
    ];
    const cards = destinations.locator('[data-slot="destination-card"]');
    await expect(cards).toHaveCount(expected.length);
    for (const [index, [name, slug, count]] of expected.entries()) {
      const card = cards.nth(index);
      await expect(card).toContainText(name);
      await expect(card).toContainText(`${count} Tours`);
      await expect(card).toHaveAttribute("href", `/destinations/${slug}`);
    }
    await cards.first().click();
    await expect(page).toHaveURL("/destinations/masai-mara");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Masai Mara");
  });

  test("teases six gallery photos in a lightbox and links to all of them", async ({ page }) => {
    await gotoHydrated(page, "/", ["page", "home-more"]);
    const gallery = section(page, "gallery");
    const photos = gallery.locator('[data-slot="gallery-grid-item"]');
    await expect(photos).toHaveCount(6);
    await photos.nth(1).click();
    const lightbox = page.getByRole("dialog");
    await expect(lightbox).toBeVisible();
    await expect(lightbox).toContainText("2 of 6");
    await expect(lightbox.getByRole("link", { name: "Download" })).toHaveAttribute(
      "download",
      /\.jpg$/,
    );
    await page.keyboard.press("Escape");
    await expect(lightbox).toBeHidden();
    await gallery.getByRole("link", { name: "View All Photos" }).click();
    await expect(page).toHaveURL("/gallery");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Safari Photo Gallery");
  });

  test("shows five partners, each linking out", async ({ page }) => {
    await gotoHydrated(page, "/");
    const links = section(page, "partners").locator('[data-slot="partner-link"]');
    await expect(links).toHaveCount(5);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute("href", /^https:\/\//);
      await expect(link).toHaveAttribute("target", "_blank");
    }
  });

  test("opens several FAQ answers at once, by tap or by key", async ({ page }) => {
    await gotoHydrated(page, "/", ["page", "home-more"]);
    const faq = section(page, "faq");
    const questions = faq.locator('[data-slot="faq-accordion-item"]');
    await expect(questions).toHaveCount(8);
    await questions.nth(0).getByRole("heading").click();
    await questions.nth(2).getByRole("heading").click();
    await expect(questions.nth(0)).toHaveAttribute("open");
    await expect(questions.nth(2)).toHaveAttribute("open");
    await expect(questions.nth(1)).not.toHaveAttribute("open");
    const answer = (index: number) =>
      questions.nth(index).locator('[data-slot="faq-accordion-content"]');
    await expect(answer(0)).toBeVisible();
    await expect(answer(1)).toBeHidden();

    await questions.nth(0).locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(questions.nth(0)).not.toHaveAttribute("open");
    await questions.nth(5).locator("summary").focus();
    await page.keyboard.press("Space");
    await expect(answer(5)).toBeVisible();
  });

  test("opens the FAQ item named in ?faq= and scrolls to the FAQ", async ({ page }) => {
    await gotoHydrated(page, "/?faq=visas-and-entry#faq");
    const item = page.locator("#visas-and-entry");
    await expect(item).toHaveAttribute("open");
    await expect(item.getByText(/Electronic Travel Authorisation/)).toBeVisible();
    await expect(section(page, "faq")).toBeInViewport();
  });

  test("the '/#faq' link goes home and scrolls to the FAQ", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    await page.getByRole("link", { name: "Read our FAQ" }).click();
    await expect(page).toHaveURL("/#faq");
    await expect(section(page, "faq")).toBeInViewport();
    await expect(
      page.getByRole("heading", { name: "Frequently asked questions" }),
    ).toBeInViewport();
  });

  test("reads well with JavaScript off", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Private safaris, planned in Nairobi",
    );
    await expect(section(page, "packages").locator('[data-slot="package-card"]')).toHaveCount(6);
    await expect(section(page, "faq")).toContainText("When is the best time to go on safari");
    await expect(page.getByRole("contentinfo")).toContainText("info@example.com");
    // No analytics runs without script, so there is nothing to consent to.
    await expect(page.locator('[data-slot="consent-banner"]')).toBeHidden();
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Destinations" })
      .click();
    await expect(page).toHaveURL("/safari-tours");
    await expect(page.locator('[data-slot="tour-card"]')).toHaveCount(19);
    await context.close();
  });

  test("fetches the footer's code a screen before the visitor reaches it, not at load", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const footer = page.getByRole("contentinfo");
    const scrollToScreensAbove = (screens: number) =>
      footer.evaluate((element, screens) => {
        const top = element.getBoundingClientRect().top + window.scrollY;
        window.scrollTo(0, top - (1 + screens) * window.innerHeight);
      }, screens);
    expect(await page.locator("html").getAttribute("data-hydrated")).not.toContain("footer");

    await scrollToScreensAbove(2.5);
    await page.waitForTimeout(500);
    expect(await page.locator("html").getAttribute("data-hydrated")).not.toContain("footer");

    await scrollToScreensAbove(0.5);
    await page.locator('html[data-hydrated~="footer"]').waitFor({ state: "attached" });
    await expect(footer).not.toBeInViewport();
  });
});

test.describe("home page Book Now panel", () => {
  async function openPanel(page: Page) {
    await gotoHydrated(page, "/", homeParts);
    await page.getByRole("button", { name: "Book Now" }).click();
    const panel = page.getByRole("dialog", { name: "Book Your Safari" });
    await expect(panel.getByLabel("First Name")).toBeFocused();
    return panel;
  }

  async function fill(page: Page) {
    const panel = page.getByRole("dialog", { name: "Book Your Safari" });
    await panel.getByLabel("First Name").fill("Amina");
    await panel.getByLabel("Your Email").fill("amina@example.org");
    await panel.getByLabel("Phone Number").fill("+49 30 1234567");
    await panel.getByPlaceholder("Tell us about your dream safari...").fill("Two of us in August.");
    await panel.getByLabel("4 + 4 =").fill("8");
  }

  test("opens on the first click, before the panel's code has been fetched", async ({ page }) => {
    await gotoHydrated(page, "/");
    expect(await page.locator("html").getAttribute("data-hydrated")).not.toContain("booking");
    await page.getByRole("button", { name: "Book Now" }).click();
    const panel = page.getByRole("dialog", { name: "Book Your Safari" });
    await expect(panel.getByLabel("First Name")).toBeVisible();
  });

  test("sends the enquiry, thanks the visitor, clears the fields and closes", async ({ page }) => {
    const panel = await openPanel(page);
    await fill(page);
    const stored = page.waitForRequest(
      (request) =>
        request.method() === "POST" && /\/v1\/databases\/.+\/documents$/.test(request.url()),
    );
    await panel.getByRole("button", { name: "Send Message" }).click();
    const body = (await stored).postDataJSON() as { data: Record<string, string> };
    expect(body.data).toMatchObject({
      formType: "hero_booking",
      name: "Amina",
      email: "amina@example.org",
      message: "Two of us in August.",
    });
    await expect(
      page.getByRole("status").filter({ hasText: "Thanks! We will get back to you shortly." }),
    ).toBeVisible();
    await expect(panel).toBeHidden();
    await page.getByRole("button", { name: "Book Now" }).click();
    await expect(panel.getByLabel("First Name")).toHaveValue("");
    await expect(panel.getByLabel("Your Email")).toHaveValue("");
  });

  test("says so when the enquiry service fails, logs the error and keeps what was typed", async ({
    page,
    errorLog,
  }) => {
    errorLog.allow(/status of 500/, /booking enquiry could not be sent/);
    await page.route(documentsPath, (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({
          message: "Server error",
          code: 500,
          type: "general_unknown",
          version: "1.8.0",
        }),
      }),
    );
    const panel = await openPanel(page);
    await fill(page);
    await panel.getByRole("button", { name: "Send Message" }).click();
    await expect(panel.getByRole("alert")).toHaveText(
      "Sorry, something went wrong. Please try again.",
    );
    await expect(panel.getByLabel("First Name")).toHaveValue("Amina");
    await expect(panel.getByLabel("Your Email")).toHaveValue("amina@example.org");
    expect(
      errorLog.messages.some((text) => text.includes("booking enquiry could not be sent")),
    ).toBe(true);
  });
});
