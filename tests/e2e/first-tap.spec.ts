import type { Browser, Page } from "@playwright/test";
import { siteConfig } from "../../data/content/site-config";
import { CONSENT_STORAGE_KEY, LANGUAGE_STORAGE_KEY } from "../../site/head-script";
import {
  applySlowProfile,
  firstTapControls,
  openSlowPage,
  tapAsSoonAsPainted,
} from "../../scripts/lib/first-tap";
import { expect, test } from "./site-fixtures";
import { documentsByEmail } from "./stored-enquiries";

/*
 * A new visitor on a slow phone (slow 4G, CPU four times slower) taps each control once, the
 * moment it is painted, long before the page's code has arrived: the tap is carried out, once.
 * The page waits as long as the test's own guard for the control and the tap's effect: a machine
 * busy with other checks, slowed four times more, has taken over 30 s for a page to open.
 */
const patience = 80_000;
test.describe("on a slow phone, the first tap", () => {
  for (const entry of firstTapControls) {
    test(`works on the ${entry.name}`, async ({ browser, baseURL }) => {
      const page = await openSlowPage(browser, entry);
      const timing = await tapAsSoonAsPainted(page, baseURL ?? "", entry, patience);
      expect(
        timing.tapToUsable,
        `time from the tap to its effect (the tap landed ${timing.landed})`,
      ).not.toBeNull();
      expect(timing.tapToComplete, "time from the tap to the dialog complete").not.toBeNull();
      await expect(page.locator("[data-taken]")).toHaveCount(0);
      if (entry.name === "mobile menu") {
        await expect(page.getByRole("button", { name: entry.control.name })).toHaveAttribute(
          "aria-expanded",
          "true",
        );
      }
      await page.context().close();
    });
  }

  test("fetches a tapped part's code with React, not after it", async ({ browser, baseURL }) => {
    const entry = firstTapControls.find(({ name }) => name === "Book Now")!;
    const html = await (await fetch(new URL(entry.path, baseURL).href)).text();
    const partFiles = /<div data-part="booking" data-code="([^"]+)"/.exec(html)?.[1]?.split(" ");
    expect(partFiles, "the booking part's files in the page").toBeDefined();
    expect(partFiles!.some((file) => /\/hero-booking-[\w-]+\.js$/.test(file))).toBe(true);
    const page = await openSlowPage(browser, entry);
    const requested = new Map<string, number>();
    let reactArrived = Number.POSITIVE_INFINITY;
    // React is held back until the part's files are asked for: the tap, however late a busy
    // machine paints the button, comes while React is still on its way. A page that never asks
    // for them keeps React waiting, and the test fails at its time limit.
    let releaseReact = () => {};
    const reactHeld = new Promise<void>((resolve) => (releaseReact = resolve));
    await page.route(/\/react-[\w-]+\.js$/, async (route) => {
      await reactHeld;
      await route.continue();
    });
    page.on("request", (request) => {
      requested.set(new URL(request.url()).pathname, Date.now());
      if (partFiles!.every((file) => requested.has(file))) releaseReact();
    });
    page.on("requestfinished", (request) => {
      if (/\/react-[\w-]+\.js$/.test(request.url())) reactArrived = Date.now();
    });
    const timing = await tapAsSoonAsPainted(page, baseURL ?? "", entry, patience);
    expect(timing.tapToUsable, "time from the tap to the booking dialog").not.toBeNull();
    for (const file of partFiles!) {
      expect(requested.get(file), `${file} requested before React arrived`).toBeLessThan(
        reactArrived,
      );
    }
    await page.context().close();
  });

  /**
   * A visit on the slow profile whose scripts are held until `arrive` is called: what the visitor
   * does before then is done before the page's code has run, however fast or busy the machine.
   */
  async function slowVisit(
    browser: Browser,
    url: string,
    { consentAnswered = true, locale = "en-US" } = {},
  ): Promise<{ page: Page; arrive: () => void }> {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      locale,
    });
    const page = await context.newPage();
    if (consentAnswered)
      await page.addInitScript((key) => localStorage.setItem(key, "denied"), CONSENT_STORAGE_KEY);
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await arrived;
      await route.continue();
    });
    await applySlowProfile(page);
    await page.goto(url, { waitUntil: "commit" });
    return { page, arrive };
  }

  test("keeps what was typed in the tour search and applies it", async ({ browser, baseURL }) => {
    const { page, arrive } = await slowVisit(browser, `${baseURL}/safari-tours`);
    const context = page.context();
    const search = page.getByRole("searchbox", { name: "Search tours" });
    await search.waitFor({ state: "visible" });
    await search.pressSequentially("samburu");
    expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();
    arrive();
    await page.locator('html[data-hydrated~="page"]').waitFor({ state: "attached" });
    await expect(search).toHaveValue("samburu");
    await expect(page).toHaveURL(/[?&]keyword=samburu/);
    await expect(
      page.getByRole("status").filter({ hasText: /^Showing \d+ of \d+ tours$/ }),
    ).toBeVisible();
    await context.close();
  });

  test("applies the duration chosen before the code arrived", async ({ browser, baseURL }) => {
    const { page, arrive } = await slowVisit(browser, `${baseURL}/safari-tours`);
    const duration = page.getByRole("combobox", { name: "Duration" });
    await duration.waitFor({ state: "visible" });
    await duration.selectOption("4");
    expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();
    arrive();
    await page.locator('html[data-hydrated~="page"]').waitFor({ state: "attached" });
    await expect(duration).toHaveValue("4");
    await expect(page).toHaveURL(/[?&]days=4/);
    await expect(
      page.getByRole("status").filter({ hasText: /^Showing \d+ of \d+ tours$/ }),
    ).toBeVisible();
    await page.context().close();
  });

  test("sends the quote form submitted before the code arrived, once", async ({
    browser,
    baseURL,
  }) => {
    const { page, arrive } = await slowVisit(browser, `${baseURL}/contact`);
    const form = page.locator("form").filter({ has: page.getByLabel("Full Name") });
    await form.getByLabel("Full Name").waitFor({ state: "visible" });
    await form.getByLabel("Full Name").fill("Ada Traveller");
    await form.getByLabel("Email Address").fill("ada.first-tap@example.com");
    await form.getByLabel("Additional Information").fill("Two of us, nine days in February.");
    await form.getByRole("button", { name: "Send Inquiry" }).tap();
    expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();
    arrive();
    await expect(page.getByText("Thank you for your inquiry!")).toBeVisible();
    await expect(form.getByLabel("Full Name")).toHaveValue("");
    const stored = await documentsByEmail(baseURL ?? "", "ada.first-tap@example.com");
    expect(stored.map((enquiry) => enquiry.name)).toEqual(["Ada Traveller"]);
    await page.context().close();
  });

  test("answers the consent banner before any code has run, and the code then agrees", async ({
    browser,
    baseURL,
  }) => {
    const { page, arrive } = await slowVisit(browser, `${baseURL}/about`, {
      consentAnswered: false,
    });
    const banner = page.getByRole("region", { name: "Cookies and analytics" });
    await banner.getByRole("button", { name: "Accept" }).tap();
    await expect(banner).toBeHidden();
    expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY)).toBe(
      "granted",
    );
    expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();
    arrive();
    await page.locator('html[data-hydrated~="shell"]').waitFor({ state: "attached" });
    await expect(banner).toBeHidden();
    await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
    await expect(banner.getByText("Your current choice: analytics accepted.")).toBeVisible();
    await page.context().close();
  });

  test("waves the language suggestion away before any code has run, and the code agrees", async ({
    browser,
    baseURL,
  }) => {
    const { page, arrive } = await slowVisit(browser, `${baseURL}/about`, { locale: "de-DE" });
    const suggestion = page.locator('[data-slot="language-suggestion"]').filter({ visible: true });
    await suggestion.getByRole("button", { name: "Nein, danke" }).tap();
    await expect(suggestion).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY)).toBe(
      "en",
    );
    expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();
    arrive();
    await page.locator('html[data-hydrated~="shell"]').waitFor({ state: "attached" });
    await expect(suggestion).toHaveCount(0);
    await expect(page.locator("html")).not.toHaveAttribute("data-suggest");
    await page.context().close();
  });

  test("opens the phone menu before any code has run, and the code keeps it open", async ({
    browser,
    baseURL,
  }) => {
    const { page, arrive } = await slowVisit(browser, `${baseURL}/about`);
    const toggle = page.getByRole("button", { name: "Menu" });
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await toggle.tap();
    await expect(menu.getByRole("link", { name: "Safari Tours" })).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();
    arrive();
    await page.locator('html[data-hydrated~="shell"]').waitFor({ state: "attached" });
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await toggle.tap();
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await page.context().close();
  });

  test("opens the WeChat dialog before any code has run, and copies the ID once it arrives", async ({
    browser,
    baseURL,
  }) => {
    const { page, arrive } = await slowVisit(browser, `${baseURL}/zh/about`);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.locator('[data-slot="floating-contact-wechat"]').tap();
    const dialog = page.getByRole("dialog", { name: "通过微信与我们聊天" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("img", { name: /二维码/ })).toBeVisible();
    await dialog.getByRole("button", { name: "复制" }).tap();
    expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();
    arrive();
    await expect(dialog.getByRole("button", { name: "已复制！" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(siteConfig.wechatId);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page.locator('[data-slot="floating-contact-wechat"]').tap();
    await dialog.getByRole("button", { name: "关闭微信信息" }).tap();
    await expect(dialog).toBeHidden();
    await page.context().close();
  });

  test("stops the hero's slide show before any code has run, and the code keeps it stopped", async ({
    browser,
    baseURL,
  }) => {
    const { page, arrive } = await slowVisit(browser, `${baseURL}/`);
    const slideShow = page.getByRole("region", { name: "Safari photographs" });
    await slideShow.getByRole("button", { name: "Stop automatic slide show" }).tap();
    const start = slideShow.getByRole("button", { name: "Start automatic slide show" });
    await expect(start).toBeVisible();
    await expect(start.locator(".lucide-play")).toBeVisible();
    await expect(start.locator(".lucide-pause")).toBeHidden();
    expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();
    arrive();
    await page.locator('html[data-hydrated~="page"]').waitFor({ state: "attached" });
    await expect(slideShow).toHaveAttribute("data-state", "paused");
    await expect(slideShow.locator('[data-slot="hero-carousel-slides"]')).toHaveAttribute(
      "aria-live",
      "polite",
    );
    await expect(start).toBeVisible();
    await start.tap();
    const stop = slideShow.getByRole("button", { name: "Stop automatic slide show" });
    await expect(stop.locator(".lucide-pause")).toBeVisible();
    await expect(stop.locator(".lucide-play")).toBeHidden();
    await page.context().close();
  });

  test("opens WhatsApp from its link before any code has run", async ({ browser, baseURL }) => {
    const { page } = await slowVisit(browser, `${baseURL}/about`);
    await page.context().route("https://wa.me/**", (route) => route.fulfill({ body: "WhatsApp" }));
    const link = page
      .locator('[data-slot="floating-contact"]')
      .getByRole("link", { name: /WhatsApp/ });
    await link.waitFor({ state: "visible" });
    const [chat] = await Promise.all([page.context().waitForEvent("page"), link.tap()]);
    await chat.waitForURL(/^https:\/\/wa\.me\//);
    await page.context().close();
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
