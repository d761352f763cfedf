import type { Page } from "@playwright/test";
import { bookingTermsVersion, legalSettings } from "../../data/content/legal-settings";
import { expect, gotoHydrated, test } from "./site-fixtures";

const documentsPath = "**/v1/databases/*/collections/*/documents";

function quoteForm(page: Page) {
  return page.locator("form").filter({ has: page.getByLabel("Full Name") });
}

async function fillQuote(page: Page) {
  const form = quoteForm(page);
  await form.getByLabel("Full Name").fill("Li Wei");
  await form.getByLabel("Email Address").fill("li.wei@example.cn");
  await form.getByLabel("Phone").fill("+86 10 5555 0000");
  await form.getByLabel("Group Size").selectOption("3-4");
  await form.getByLabel("Safari Interest").selectOption("photography");
  await form.getByLabel("Budget Range").selectOption("3000-5000");
  await form.getByLabel("Preferred Travel Dates").fill("Late August");
  await form.getByLabel("Additional Information").fill("We would love the river crossings.");
}

test.describe("contact page", () => {
  test("shows how to reach us, why travellers choose us and the office hours", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    const info = page.getByRole("region", { name: "Contact Information" });
    await expect(info.getByRole("link", { name: "info@example.com" })).toHaveAttribute(
      "href",
      "mailto:info@example.com",
    );
    await expect(info.getByRole("link", { name: "bookings@example.com" })).toHaveAttribute(
      "href",
      "mailto:bookings@example.com",
    );
    await expect(info.getByRole("link", { name: "+254 700 000 000" })).toHaveAttribute(
      "href",
      "tel:+254700000000",
    );
    await expect(info).toContainText("Nairobi, Kenya");
    const why = page.getByRole("region", { name: "Why Choose Us" });
    for (const reason of [
      "Flexible Booking & Cancellation",
      "Expert Local Guides",
      "Best Price Guarantee",
      "24/7 Customer Support",
    ]) {
      await expect(why.getByRole("heading", { name: reason })).toBeVisible();
    }
    const quick = page.getByRole("region", { name: "Quick Response" });
    await expect(quick).toContainText("Monday - Friday");
    await expect(quick).toContainText("8:00 AM - 6:00 PM");
    await expect(quick).toContainText("Saturday");
    await expect(quick).toContainText("9:00 AM - 4:00 PM");
    await expect(quick).toContainText("SundayClosed");
  });

  test("requires a name and a valid e-mail before sending", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    const form = quoteForm(page);
    await form.getByLabel("Email Address").fill("not-an-address");
    await form.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(form.getByLabel("Full Name")).toBeFocused();
    await expect(form).toContainText("Please enter your full name.");
    await expect(form).toContainText("Please enter a valid email address");
  });

  test("on a phone, the floating chat buttons step aside while the visitor types, and come back", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/contact");
    const whatsapp = page.locator('[data-slot="floating-contact-whatsapp"]');
    const form = quoteForm(page);
    await expect(whatsapp).toBeVisible();

    await form.getByLabel("Phone").fill("+49 30 1234567");
    await expect(whatsapp).toBeHidden();
    await form.getByLabel("Group Size").focus();
    await expect(whatsapp).toBeHidden();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(whatsapp).toBeVisible();

    await page.setViewportSize({ width: 1280, height: 800 });
    await form.getByLabel("Phone").focus();
    await expect(whatsapp).toBeVisible();
  });

  test("sends the quote request, thanks the visitor and clears the form", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    await fillQuote(page);
    const stored = page.waitForRequest(
      (request) =>
        request.method() === "POST" && /\/v1\/databases\/.+\/documents$/.test(request.url()),
    );
    await quoteForm(page).getByRole("button", { name: "Send Inquiry" }).click();
    const body = (await stored).postDataJSON() as { data: Record<string, string> };
    expect(body.data).toMatchObject({
      formType: "contact",
      name: "Li Wei",
      email: "li.wei@example.cn",
      groupSize: "3-4",
      safariInterest: "photography",
      budget: "3000-5000",
      preferredDates: "Late August",
    });
    await expect(page.getByRole("status").filter({ hasText: "Thank you" })).toHaveText(
      "Thank you for your inquiry! We will contact you within 24 hours.",
    );
    await expect(quoteForm(page).getByLabel("Full Name")).toHaveValue("");
    await expect(quoteForm(page).getByLabel("Email Address")).toHaveValue("");
    await expect(quoteForm(page).getByLabel("Group Size")).toHaveValue("");
  });

  test("keeps the data after a failure and sends it on retry", async ({ page, errorLog }) => {
    errorLog.allow(/status of 503/, /quote request could not be sent/);
    let failures = 1;
    await page.route(documentsPath, async (route) => {
      if (route.request().method() === "POST" && failures > 0) {
        failures -= 1;
        await route.fulfill({
          status: 503,
          contentType: "application/json",
          body: JSON.stringify({
            message: "Unavailable",
            code: 503,
            type: "general_unknown",
            version: "1.8.0",
          }),
        });
        return;
      }
      await route.continue();
    });
    await gotoHydrated(page, "/contact");
    await fillQuote(page);
    await quoteForm(page).getByRole("button", { name: "Send Inquiry" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Sorry" })).toContainText(
      "Sorry, something went wrong. Please try again.",
    );
    await expect(quoteForm(page).getByLabel("Full Name")).toHaveValue("Li Wei");
    await expect(quoteForm(page).getByLabel("Budget Range")).toHaveValue("3000-5000");
    expect(
      errorLog.messages.some((message) => message.includes("quote request could not be sent")),
    ).toBe(true);

    await page.reload();
    await page.locator('html[data-hydrated~="page"]').waitFor({ state: "attached" });
    await expect(quoteForm(page).getByLabel("Full Name")).toHaveValue("Li Wei");
    await quoteForm(page).getByRole("button", { name: "Send Inquiry" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Thank you" })).toBeVisible();
    await expect(quoteForm(page).getByLabel("Full Name")).toHaveValue("");
  });
});

test.describe("about page", () => {
  test("tells the story, mission, vision and values, and leads on", async ({ page }) => {
    await gotoHydrated(page, "/about");
    await expect(page.getByRole("heading", { name: "Our story" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Our mission" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Our vision" })).toBeVisible();
    const values = page.locator('[data-slot="value-card"]');
    await expect(values.locator('[data-slot="value-card-title"]')).toHaveText([
      "Conservation",
      "Community",
      "Safety",
      "Excellence",
    ]);
    await expect(
      page.getByRole("main").getByRole("link", { name: "Explore Our Safaris" }),
    ).toHaveAttribute("href", "/safari-tours");
    // Followed from the keyboard: a pointer click lands where the link was when Playwright
    // checked it, and the bands above it may still be laying out on a busy machine.
    const contact = page.getByRole("main").getByRole("link", { name: "Contact Us" });
    await contact.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/contact");
  });
});

test.describe("gallery page", () => {
  test("filters photos by category", async ({ page }) => {
    await gotoHydrated(page, "/gallery");
    const filters = page.getByRole("radiogroup", { name: "Filter photos by category" });
    await expect(filters.locator("label")).toHaveText(["All", "Wildlife", "Landscape", "Cultural"]);
    const photos = page.locator('[data-slot="gallery-grid-item"]').filter({ visible: true });
    const all = await photos.count();
    expect(all).toBe(18);
    await filters.getByText("Cultural", { exact: true }).click();
    await expect(filters.getByRole("radio", { name: "Cultural" })).toBeChecked();
    await expect(photos).not.toHaveCount(all);
    for (const photo of await photos.all())
      await expect(photo).toHaveAttribute("data-category", "cultural");
    await filters.getByText("All", { exact: true }).click();
    await expect(photos).toHaveCount(all);
  });

  test("opens a photo in a lightbox the keyboard can drive", async ({ page }) => {
    await gotoHydrated(page, "/gallery");
    await page
      .getByRole("radiogroup", { name: "Filter photos by category" })
      .getByText("Landscape", { exact: true })
      .click();
    const photos = page.locator('[data-slot="gallery-grid-item"]').filter({ visible: true });
    const count = await photos.count();
    await photos.first().focus();
    await page.keyboard.press("Enter");
    const lightbox = page.getByRole("dialog");
    const position = lightbox.locator('[data-slot="lightbox-position"]').filter({ visible: true });
    await expect(position).toHaveText(`1 of ${count}`);
    await page.keyboard.press("ArrowRight");
    await expect(position).toHaveText(`2 of ${count}`);
    const download = lightbox.getByRole("link", { name: "Download" });
    await expect(download).toHaveAttribute("download", /\.jpg$/);
    const file = await page.request.get((await download.getAttribute("href")) ?? "");
    expect(file.headers()["content-type"]).toBe("image/jpeg");
    await page.keyboard.press("Escape");
    await expect(lightbox).toBeHidden();
    await expect(photos.first()).toBeFocused();
  });
});

test.describe("legal pages", () => {
  const today = () =>
    new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric" }).format(
      new Date(),
    );

  for (const [path, title] of [
    ["/privacy-policy", "Privacy Policy"],
    ["/cookie-policy", "Cookie Policy"],
  ] as const) {
    test(`${title} shows today as the date it was last updated`, async ({ page }) => {
      await gotoHydrated(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page.getByTestId("last-updated")).toHaveText(`Last updated: ${today()}`);
      await expect(
        page.getByRole("navigation", { name: "On this page" }).getByRole("link"),
      ).not.toHaveCount(0);
    });
  }

  test("the Terms of Service are the booking terms: their version's day, the deposit and balance days of the booking settings", async ({
    page,
  }) => {
    await gotoHydrated(page, "/terms-of-service");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
    await expect(page.getByTestId("in-force-from")).toHaveText(
      `In force from ${new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(new Date(bookingTermsVersion))}`,
    );
    await expect(page.getByTestId("last-updated")).toHaveCount(0);
    const payment = page.getByRole("region", { name: "3. Prices and payment" });
    await expect(payment).toContainText(
      `a deposit of ${legalSettings.depositPercent}% of the safari price is due to confirm your booking, and the balance is due ${legalSettings.balanceDueDays} days before your safari starts`,
    );
    await expect(page.getByText("${", { exact: false })).toHaveCount(0);
  });

  test("the prerendered date is the build's, replaced by the visitor's today after hydration", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/privacy-policy")).text();
    expect(html).toMatch(
      /Last updated: <time dateTime="\d{4}-\d{2}-\d{2}">\d{1,2} [A-Z][a-z]+ \d{4}<\/time>/,
    );
    await page.clock.install({ time: new Date("2031-07-15T10:00:00") });
    await gotoHydrated(page, "/privacy-policy");
    await expect(page.getByTestId("last-updated")).toHaveText("Last updated: 15 July 2031");
  });

  test("the cookie policy lists what the site stores and reopens the consent choice", async ({
    page,
  }) => {
    await gotoHydrated(page, "/cookie-policy");
    const essential = page.getByRole("region", { name: "2. Essential storage" });
    await expect(
      essential.getByRole("rowheader", { name: "safari:analytics-consent" }),
    ).toBeVisible();
    const analytics = page.getByRole("region", { name: "3. Analytics" });
    await expect(analytics.getByRole("row")).not.toHaveCount(0);
    await page.getByRole("button", { name: "Change cookie settings" }).click();
    const banner = page.getByRole("region", { name: "Cookies and analytics" });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText("Your current choice: analytics rejected.");
    await banner.getByRole("button", { name: "Accept" }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("safari:analytics-consent"))).toBe(
      "granted",
    );
  });
});

test.describe("destination pages", () => {
  test("give the guide, the best time, the wildlife and the tours that visit", async ({ page }) => {
    await gotoHydrated(page, "/destinations/amboseli");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Amboseli");
    await expect(page.getByRole("region", { name: "About Amboseli" })).toContainText("Kilimanjaro");
    await expect(page.getByRole("region", { name: "Best time to visit" })).toContainText(
      "June - October",
    );
    await expect(page.getByRole("region", { name: "Wildlife" })).toContainText("Elephant");
    const tours = page
      .getByRole("region", { name: "Tours that visit Amboseli" })
      .locator('[data-slot="package-card"]');
    await expect(tours).not.toHaveCount(0);
    for (const title of await tours.locator("h3").allTextContents())
      expect(title).toMatch(/Amboseli|Kenya|Golden/i);
    await tours.first().getByRole("link", { name: "View Details" }).click();
    await expect(page).toHaveURL(/\/safari-tours\//);
  });

  test("an unknown destination is a 404", async ({ page, errorLog }) => {
    errorLog.allow(/status of 404/);
    const response = await page.goto("/destinations/atlantis");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  });
});

test.describe("404 page", () => {
  test("answers 404, explains, logs the path and offers ways on", async ({ page, errorLog }) => {
    errorLog.allow(/status of 404/);
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await page.locator('html[data-hydrated~="page"]').waitFor({ state: "attached" });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
    await expect(page.getByRole("main")).toContainText(
      "might have been moved, deleted, or the URL might be wrong",
    );
    await expect(page).toHaveTitle("Page Not Found | Savannah Horizon Safaris");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
    expect(warnings).toContain("Page not found: /no/such/page");
    const onward = page.getByRole("navigation", { name: "Popular pages" });
    await expect(onward.getByRole("link")).toHaveText(["Safari Tours", "Gallery", "Contact Us"]);
    await page.getByRole("link", { name: "Return to Homepage" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Private safaris, planned in Nairobi",
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /^index, follow/);
  });
});
