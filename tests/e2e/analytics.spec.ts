import type { Page } from "@playwright/test";
import { acceptAnalytics, receivedEvents, type ReceivedEvent } from "./analytics-events";
import { expect, gotoHydrated, homeParts, test } from "./site-fixtures";

/** posthog-js sends its batch every 3 s; waiting longer proves nothing was queued to go. */
const longerThanOneBatch = 4_000;

function watchIngest(page: Page): string[] {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/ingest")) sent.push(request.url());
  });
  return sent;
}

async function clickTrackedControls(page: Page) {
  await page.getByRole("button", { name: "Chat with us on WeChat" }).click();
  await page.getByRole("button", { name: "Copy" }).click();
  await page.keyboard.press("Escape");
  await page.getByRole("banner").getByRole("link", { name: "Get Quote" }).click();
  await expect(page).toHaveURL(/\/contact$/);
}

async function storageNames(page: Page) {
  const cookies = (await page.context().cookies()).map((cookie) => cookie.name);
  const local = await page.evaluate(() => Object.keys(localStorage));
  const session = await page.evaluate(() => Object.keys(sessionStorage));
  return { cookies, local, session };
}

test.use({ showConsentBanner: true, permissions: ["clipboard-read", "clipboard-write"] });

test.beforeEach(async ({ context }) => {
  await context.route(/^https:\/\/(wa\.me|api\.whatsapp\.com)\//, (route) =>
    route.fulfill({ body: "WhatsApp" }),
  );
});

test.describe("analytics consent", () => {
  test("sends nothing and stores nothing of PostHog's before the visitor chooses", async ({
    page,
  }) => {
    const sent = watchIngest(page);
    await gotoHydrated(page, "/");
    await expect(page.getByRole("region", { name: "Cookies and analytics" })).toBeVisible();
    await clickTrackedControls(page);
    await page.waitForTimeout(longerThanOneBatch);
    expect(sent).toEqual([]);
    const stored = await storageNames(page);
    expect(stored.cookies).toEqual([]);
    expect([...stored.local, ...stored.session].filter((name) => name.startsWith("ph_"))).toEqual(
      [],
    );
  });

  test("sends nothing after Reject, on this page or the next", async ({ page }) => {
    const sent = watchIngest(page);
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Reject" }).click();
    await expect(page.getByRole("region", { name: "Cookies and analytics" })).toBeHidden();
    await clickTrackedControls(page);
    await page.reload();
    await expect(page.getByRole("region", { name: "Cookies and analytics" })).toBeHidden();
    await page.waitForTimeout(longerThanOneBatch);
    expect(sent).toEqual([]);
    const stored = await storageNames(page);
    expect(stored.cookies).toEqual([]);
    expect(stored.local).toContain("safari:analytics-consent");
  });

  test("lets the visitor change their choice from the footer", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Reject" }).click();
    await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
    const banner = page.getByRole("region", { name: "Cookies and analytics" });
    await expect(banner).toContainText("Your current choice: analytics rejected.");
    const visitor = await acceptAnalytics(page);
    await expect
      .poll(() => receivedEvents(visitor).map((event) => event.event))
      .toContain("$pageview");
  });
});

test.describe("analytics events after Accept", () => {
  test("every event of the spec reaches the endpoint with its properties", async ({ page }) => {
    await gotoHydrated(page, "/");
    const visitor = await acceptAnalytics(page);
    const header = page.getByRole("banner");

    await header.getByRole("link", { name: "Get Quote" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.getByLabel("Full Name").fill("Analytics Test");
    await page.getByLabel("Email Address").fill("analytics@example.com");
    await page.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(page.getByRole("button", { name: "Send Inquiry" })).toBeEnabled();

    await gotoHydrated(page, "/safari-tours");
    const firstCard = page.getByRole("article").first();
    const tourTitle = await firstCard.evaluate(
      (card) =>
        document.getElementById(card.getAttribute("aria-labelledby") ?? "")?.textContent ?? "",
    );
    await firstCard.getByRole("link", { name: "Book Now" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.goBack();
    await firstCard.locator("summary", { hasText: "Show Itinerary & Prices" }).click();
    await firstCard.getByRole("link", { name: "Book This Safari" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.goBack();
    const card = page.getByRole("article").first();
    const details = card.locator('[data-slot="tour-card-disclosure"]');
    if (!(await details.evaluate((element) => (element as HTMLDetailsElement).open)))
      await details.locator("summary").click();
    await card.getByRole("link", { name: "Get Custom Quote" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.goBack();
    await page
      .getByRole("article")
      .first()
      .getByRole("link", { name: "View Full Details" })
      .click();
    await expect(page).toHaveURL(/\/safari-tours\/[a-z0-9-]+$/);
    await page.getByRole("link", { name: "Book This Safari" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.goBack();
    await page.getByRole("link", { name: "Get Custom Quote" }).click();
    await expect(page).toHaveURL(/\/contact$/);

    // The footer hydrates as the visitor nears it; a visitor reads it before choosing a link.
    const footerWhatsApp = page.getByRole("contentinfo").getByRole("link", { name: /WhatsApp/ });
    await footerWhatsApp.scrollIntoViewIfNeeded();
    await page.locator('html[data-hydrated~="footer"]').waitFor({ state: "attached" });
    const popup = page.waitForEvent("popup");
    await footerWhatsApp.click();
    await (await popup).close();
    await page.getByRole("button", { name: "Chat with us on WeChat" }).click();
    await page.getByRole("button", { name: "Copy" }).click();
    await expect(page.getByRole("button", { name: "Copied!" })).toBeVisible();
    await page.keyboard.press("Escape");

    await gotoHydrated(page, "/", homeParts);
    await page.getByRole("button", { name: "Book Now" }).click();
    await page.getByLabel("Your Email").fill("booking@example.com");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("dialog", { name: "Book Your Safari" })).toBeHidden();

    await page.setViewportSize({ width: 390, height: 844 });
    await header.getByRole("button", { name: "Menu" }).click();
    await header.getByRole("link", { name: "Get A Quote" }).filter({ visible: true }).click();
    await expect(page).toHaveURL(/\/contact$/);

    const expected = [
      { event: "get_quote_clicked", properties: { source: "header_desktop" } },
      { event: "get_quote_submitted", properties: { source: "contact_page" } },
      { event: "book_now_clicked", properties: { source: "tours_page", tour_title: tourTitle } },
      {
        event: "book_now_clicked",
        properties: { source: "tours_page_expanded", tour_title: tourTitle },
      },
      {
        event: "get_quote_clicked",
        properties: { source: "tours_page_expanded", tour_title: tourTitle },
      },
      { event: "book_now_clicked", properties: { source: "tour_detail", tour_title: tourTitle } },
      { event: "get_quote_clicked", properties: { source: "tour_detail", tour_title: tourTitle } },
      { event: "whatsapp_clicked", properties: { source: "footer" } },
      { event: "wechat_button_clicked", properties: {} },
      { event: "wechat_id_copied", properties: {} },
      { event: "book_now_submitted", properties: {} },
      { event: "get_quote_clicked", properties: { source: "header_mobile" } },
    ];
    await expect
      .poll(() => receivedEvents(visitor))
      .toEqual(
        expect.arrayContaining(
          expected.map(({ event, properties }) =>
            expect.objectContaining({
              event,
              distinctId: visitor,
              properties: expect.objectContaining({ ...properties, language: "en" }),
            }),
          ),
        ),
      );
  });
});

test.describe("exception capture", () => {
  test("a thrown error is captured as $exception", async ({ page, errorLog }) => {
    errorLog.allow(/Thrown by the analytics e2e test/);
    await gotoHydrated(page, "/");
    const visitor = await acceptAnalytics(page);
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error("Thrown by the analytics e2e test");
      }, 0);
    });
    const exceptions = () =>
      receivedEvents(visitor).filter((event: ReceivedEvent) => event.event === "$exception");
    await expect.poll(exceptions).toEqual([
      expect.objectContaining({
        properties: expect.objectContaining({
          $exception_list: [
            expect.objectContaining({
              type: "Error",
              value: "Thrown by the analytics e2e test",
            }),
          ],
        }),
      }),
    ]);
  });
});
