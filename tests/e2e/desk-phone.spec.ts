import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import type { Tour } from "../../data/content/types";
import { violations } from "./axe-violations";
import { layoutProblems } from "./layout-audit";
import { expect, gotoHydrated, test } from "./site-fixtures";
import { addOperator, storeEnquiry } from "./stored-enquiries";

/**
 * The desk on a phone (390 px): an operator on the road signs in, a traveller's enquiry arrives
 * as a card, the operator replies and composes a proposal by touch, the draft survives a reload
 * and is sent; then every desk page, with the enquiries stored and the proposal sent, is laid out
 * and checked by axe at the widths the site's pages are.
 */
const operator = {
  email: "desk-phone-operator@example.com",
  name: "Baraka Mwangi",
  password: "correct horse battery staple",
};

const phone = { width: 390, height: 844 };
const widths = [360, 390, 768, 1280].map((width) => ({ width, height: 800 }));

/** The tours as the site's build wrote them (Playwright's loader takes no JSON imports). */
const tours = JSON.parse(readFileSync("data/generated/tours.json", "utf8")) as Tour[];

const traveller = {
  name: "Grace Whitfield",
  email: `grace-${Date.now()}@example.com`,
  phone: "+44 7700 900123",
  dates: "Late August",
};

test.beforeAll(() => addOperator(operator));

async function signIn(page: Page) {
  await page.goto("/desk");
  await page.getByLabel("E-mail").fill(operator.email);
  await page.getByLabel("Password").fill(operator.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
}

/** The page at each width: nothing scrolls sideways or is cut, no crowded small target, no axe violation. */
async function expectWholeAtEveryWidth(page: Page, what: string) {
  expect.soft(await layoutProblems(page, widths), `${what}: layout`).toEqual([]);
  for (const viewport of widths) {
    await page.setViewportSize(viewport);
    expect
      .soft(await violations(page), `${what} at ${viewport.width} px: WCAG 2.1 A/AA violations`)
      .toEqual([]);
  }
  await page.setViewportSize(phone);
}

test.use({ viewport: phone, reducedMotion: "reduce" });
// The pages are checked with the enquiries and the proposal the first test stores.
test.describe.configure({ mode: "serial" });

test("on a phone: a new enquiry arrives as a card, is answered and gets a proposal", async ({
  page,
  browser,
  baseURL,
  errorLog,
}) => {
  // The session check before signing in answers 401, which the browser logs; the mail program
  // is not installed.
  errorLog.allow(/status of 401/, /mailto/);
  const tour = tours.find((each) => each.days.length >= 3)!;
  // One waiting three days for an answer, past the promised 24 hours.
  await storeEnquiry(baseURL!, {
    name: "Chen Wei",
    email: `chen-${Date.now()}@example.com`,
    locale: "zh",
    groupSize: "3-4",
    preferredDates: "October, ten days",
    submittedAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  });
  await signIn(page);
  const waiting = page.getByTestId("enquiry-card").filter({ hasText: "Chen Wei" });
  for (const badge of ["New", "Overdue"])
    await expect(waiting.locator('[data-slot="badge"]', { hasText: badge })).toBeVisible();
  await expect(waiting).toContainText("简体中文 · 3-4 Travelers · October, ten days");
  await expect(waiting).toContainText("3 d");

  // The filters fold behind one button that says how many are set; search is on screen.
  await expect(page.getByLabel("Search name, e-mail and message")).toBeVisible();
  await expect(page.getByLabel("Status")).toBeHidden();
  const filter = page.getByRole("button", { name: "Filter" });
  await filter.click();
  await page.getByLabel("Language").selectOption("en");
  await expect(filter).toHaveAccessibleName("Filter 1 set");
  await page.getByLabel("Language").selectOption("");
  await expect(filter).toHaveAccessibleName("Filter");

  // The traveller writes from the contact page on a phone of their own.
  const travellerContext = await browser.newContext({ viewport: phone });
  await travellerContext.addInitScript(() =>
    window.localStorage.setItem("safari:analytics-consent", "denied"),
  );
  const travellerPage = await travellerContext.newPage();
  await gotoHydrated(travellerPage, "/contact");
  const form = travellerPage.locator("form").filter({ has: travellerPage.getByLabel("Full Name") });
  await form.getByLabel("Full Name").fill(traveller.name);
  await form.getByLabel("Email Address").fill(traveller.email);
  await form.getByLabel("Phone").fill(traveller.phone);
  await form.getByLabel("Group Size").selectOption("2");
  await form.getByLabel("Preferred Travel Dates").fill(traveller.dates);
  await form.getByRole("button", { name: "Send Inquiry" }).click();
  await expect(travellerPage.getByRole("status").filter({ hasText: "Thank you" })).toBeVisible();
  await travellerContext.close();

  // It arrives as a card: who, its badges, the language, travellers and dates, its age.
  const card = page.getByTestId("enquiry-card").filter({ hasText: traveller.name });
  await expect(card).toBeVisible();
  for (const badge of ["New", "Just in"])
    await expect(card.locator('[data-slot="badge"]', { hasText: badge })).toBeVisible();
  await expect(card).toContainText(`English · 2 Travelers · ${traveller.dates}`);
  await expect(card).toContainText("just now");
  await expect(page.getByRole("table")).toBeHidden();

  // The whole card opens the enquiry; the answers come first.
  await card.getByRole("link").click();
  await expect(page.getByRole("heading", { name: traveller.name, level: 1 })).toBeVisible();
  const answers = page.getByRole("heading", { name: "Answer" });
  const sentDetails = page.getByRole("heading", { name: "What the traveller sent" });
  expect((await answers.boundingBox())!.y).toBeLessThan((await sentDetails.boundingBox())!.y);
  const whatsApp = page.getByRole("link", { name: "Reply on WhatsApp" });
  expect(new URL((await whatsApp.getAttribute("href"))!).pathname).toBe("/447700900123");
  const reply = page.getByRole("link", { name: "Reply by e-mail" });
  await reply.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("enquiry-status")).toHaveText("Replied");

  // The proposal, by touch: a tour, its first day, a day moved up.
  await page.getByRole("link", { name: "Compose a proposal" }).click();
  await expect(page.getByRole("heading", { name: `Proposal for ${traveller.name}` })).toBeVisible();
  await page.getByLabel("Tour").selectOption(tour.slug);
  const [first, second] = tour.days;
  await expect(page.locator("#days\\.1\\.title")).toHaveValue(second!.title);
  const start = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel("First day").fill(start);
  await page.getByRole("button", { name: "Move day 2 up" }).click();
  await expect(page.locator("#days\\.0\\.title")).toHaveValue(second!.title);
  await expect(page.locator("#days\\.1\\.title")).toHaveValue(first!.title);
  await expect(page.getByRole("button", { name: "Move day 1 down" })).toBeFocused();
  await page.locator("#days\\.0\\.note").fill("We meet you at the airport.");

  // The phone locks mid-way: the draft is there when the page comes back.
  await page.reload();
  await expect(page.getByLabel("Tour")).toHaveValue(tour.slug);
  await expect(page.getByLabel("First day")).toHaveValue(start);
  await expect(page.locator("#days\\.0\\.title")).toHaveValue(second!.title);
  await expect(page.locator("#days\\.1\\.title")).toHaveValue(first!.title);
  await expect(page.locator("#days\\.0\\.note")).toHaveValue("We meet you at the airport.");

  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByTestId("proposal-sent")).toContainText("Proposal sent");

  // Sent, it stays sent after a reload: a change goes as the next version, not a new proposal.
  await page.reload();
  await expect(page.getByTestId("proposal-sent")).toContainText("Proposal sent");
  await page.getByLabel("Personal note to the traveller").fill("Karibu!");
  await expect(page.getByRole("button", { name: "Send the changes as version 2" })).toBeVisible();
});

test("the desk's pages at 360, 390, 768 and 1280 px, with enquiries and a proposal", async ({
  page,
  errorLog,
}) => {
  errorLog.allow(/status of 401/);
  await signIn(page);
  await expect(page.getByTestId("enquiry-card").first()).toBeVisible();
  await expectWholeAtEveryWidth(page, "the inbox");

  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page.getByLabel("Status")).toBeVisible();
  await expectWholeAtEveryWidth(page, "the inbox, its filters shown");

  await page
    .getByTestId("enquiry-card")
    .filter({ hasText: traveller.name })
    .getByRole("link")
    .click();
  await expect(page.getByRole("heading", { name: traveller.name, level: 1 })).toBeVisible();
  await expectWholeAtEveryWidth(page, "the enquiry");

  await expect(page.getByTestId("history")).toContainText("sent a proposal");
  await page.getByRole("link", { name: "Compose a proposal" }).click();
  await page.getByLabel("Tour").selectOption(tours[0]!.slug);
  await expect(page.locator("#days\\.0\\.title")).not.toHaveValue("");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByLabel("First day")).toBeFocused();
  await expectWholeAtEveryWidth(page, "the composer, its problems shown");
});

test("installs on a phone's home screen as an app of its own, opening full screen at the inbox", async ({
  page,
  request,
  errorLog,
}) => {
  // The signed-out desk's session check answers 401, which the browser logs.
  errorLog.allow(/status of 401/);
  await page.goto("/desk");
  await expect(page.getByLabel("E-mail")).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  const { url, errors, data } = await cdp.send("Page.getAppManifest");
  expect(new URL(url).pathname).toBe("/desk/manifest.webmanifest");
  expect(errors).toEqual([]);
  const manifest = JSON.parse(data ?? "{}") as {
    id: string;
    start_url: string;
    scope: string;
    display: string;
    short_name: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    id: "/desk/",
    start_url: "/desk/",
    scope: "/desk/",
    display: "standalone",
    short_name: "Desk",
  });
  // Chromium's own verdict: nothing keeps the desk from being installed but the test's browser
  // window, which is a private one, where nothing installs.
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  expect(installabilityErrors.map(({ errorId }) => errorId)).toEqual(["in-incognito"]);
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.headers()["content-type"], icon.src).toBe("image/png");
    const png = await response.body();
    const size = `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
    expect(size, `${icon.src}, ${icon.purpose}`).toBe(icon.sizes);
  }
  expect(manifest.icons.map(({ purpose }) => purpose).sort()).toEqual(["any", "any", "maskable"]);
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
  expect((await request.get(touchIcon ?? "")).headers()["content-type"]).toBe("image/png");
});

test("with no connection: opens from the home screen at the last inbox, and a change waits with what was typed", async ({
  page,
  baseURL,
  errorLog,
}) => {
  // The session check before signing in answers 401; with no connection, the desk's calls fail
  // and the Appwrite SDK says it will reconnect its socket.
  errorLog.allow(
    /status of 401/,
    /ERR_INTERNET_DISCONNECTED/,
    /Failed to fetch/,
    /Realtime got disconnected/,
  );
  const traveller = { name: "Ines Duarte", email: `ines-${Date.now()}@example.com` };
  await storeEnquiry(baseURL!, { ...traveller, submittedAt: new Date().toISOString() });
  await signIn(page);
  const card = page.getByTestId("enquiry-card").filter({ hasText: traveller.name });
  await expect(card).toBeVisible();
  // The desk keeps its files once it has loaded; from then on its page answers offline.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  // Out of signal, the operator writes a note: it is refused, and what they typed stays.
  await card.click();
  await expect(page.getByRole("heading", { name: traveller.name })).toBeVisible();
  await page.context().setOffline(true);
  const note = "Call back from Naivasha: wants a balloon flight on day 3.";
  await page.getByLabel("Notes").fill(note);
  await page.getByRole("button", { name: "Save notes" }).click();
  await expect(page.getByText(/Not saved: The server cannot be reached/)).toBeVisible();
  await expect(page.getByLabel("Notes")).toHaveValue(note);
  // Back in signal, the same note is saved with one tap.
  await page.context().setOffline(false);
  await page.getByRole("button", { name: "Save notes" }).click();
  await expect(page.getByText("Notes saved.")).toBeVisible();

  // Opened from the home screen with no connection: the desk comes up at the inbox this phone
  // last loaded, marked as such, with the operator still theirs.
  await page.goto("/desk/");
  await expect(card).toBeVisible();
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByTestId("desk-offline")).toContainText("No connection");
  await expect(page.getByTestId("inbox-kept")).toContainText(
    "Offline: this is the list as it was at",
  );
  await expect(card).toBeVisible();
  await expect(page.getByText(`Signed in as ${operator.name}`)).toBeVisible();
  expect(await violations(page)).toEqual([]);
  // An enquiry of that list opens from it, with the note saved before.
  await card.click();
  await expect(page.getByTestId("enquiry-kept")).toContainText(
    "Offline: this is the enquiry as it was at",
  );
  await expect(page.getByRole("heading", { name: traveller.name })).toBeVisible();
  await expect(page.getByLabel("Notes")).toHaveValue(note);
  expect(await violations(page)).toEqual([]);
  // The composer opens from it too: a proposal can be written on the road and sent later.
  await page.getByRole("link", { name: "Compose a proposal" }).click();
  await expect(page.getByTestId("proposal-kept")).toContainText("Offline: this is the enquiry");
  await expect(page.getByLabel("Personal note to the traveller")).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId("enquiry-kept")).toBeVisible();

  // When the connection is back, the desk checks the session again and loads the enquiry and
  // the list afresh.
  await page.context().setOffline(false);
  await expect(page.getByTestId("desk-offline")).toBeHidden();
  await expect(page.getByTestId("enquiry-kept")).toBeHidden();
  await expect(page.getByTestId("history")).toContainText("saved the notes");
  await page.getByRole("link", { name: "← Inbox" }).click();
  await expect(card).toBeVisible();
  await expect(page.getByTestId("inbox-kept")).toBeHidden();

  // Signing out leaves nothing of the travellers on the phone.
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByLabel("E-mail")).toBeVisible();
  const kept = await page.evaluate(() => Object.keys(window.localStorage));
  expect(kept.filter((key) => key.startsWith("desk:"))).toEqual([]);
});
