import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import type { Browser, Locator, Page } from "@playwright/test";
import { deskIds } from "../../data/domain/desk";
import { startServer, type RunningServer } from "../../scripts/lib/server-process";
import { reviewFormCopy } from "../../site/messages/de/kit-review-form";
import { addUser } from "../integration/desk-session";
import { parseMail } from "../integration/enquiries-mail";
import { scratchCheckoutWithBuild } from "../scratch-checkout";
import { violations } from "./axe-violations";
import { endedGermanTrip, operator, signInAtDesk } from "./desk-users";
import { layoutProblems } from "./layout-audit";
import { consentKey, expect, hydrate, test } from "./site-fixtures";

/**
 * Moderating reviews in the desk, as under `npm start`: a second server runs `npm start`'s own
 * script (its watcher publishes each change to content/) in a copy of this checkout with the
 * built site beside it, so the reviews it publishes reach no other test's pages. It builds
 * English and German only (SITE_LOCALES), the languages it looks at.
 */
const checkout = path.resolve(".data/e2e-desk-reviews");
const tour = "4-day-luxury-safari-lake-naivasha-masai-mara";

let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(600_000);
  scratchCheckoutWithBuild(checkout);
  server = await startServer(
    { KIT_PUBLIC: "0", SITE_LOCALES: "en,de", CONTENT_EDITOR_ROOT: "" },
    "scripts/start.ts",
    checkout,
  );
  await expect
    .poll(() => server.output(), { timeout: 300_000, intervals: [500] })
    .toContain("Ready to publish the next edit.");
  await addUser(server.dataDir, { ...operator, teams: [deskIds.operatorsTeamId] });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(checkout, { recursive: true, force: true });
});

const pageHtml = async (route: string) => (await fetch(`${server.url}${route}`)).text();

/** A trip booked in German that ended ten days ago (two lodges): its proposal and enquiry. */
const endedTrip = () => endedGermanTrip(server.url, server.dataDir);

/** The review link the trip's invitation e-mail holds. */
function invitedLink(proposal: string): string {
  const mail = parseMail(
    readFileSync(path.join(server.dataDir, "outbox", `review-invitation-${proposal}.eml`), "utf8"),
  );
  const link = /https?:\/\/\S+\/de\/review\/[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0] ?? "";
  expect(link).not.toBe("");
  return new URL(link).pathname;
}

/** The traveller writes their review with the link, in German, in a browser of their own. */
async function writeReview(
  browser: Browser,
  link: string,
  review: { stars: number; title: string; text: string },
) {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  // The traveller has answered the consent banner, which would cover the form.
  await context.addInitScript((key) => window.localStorage.setItem(key, "denied"), consentKey);
  const page = await context.newPage();
  await page.goto(`${server.url}${link}`);
  await hydrate(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wie war Ihre Safari?");
  const overall = page.getByRole("group", { name: "Ihre Gesamtbewertung" });
  await overall.getByRole("radio", { name: `${review.stars} von 5 Sternen` }).focus();
  await page.keyboard.press("Space");
  const lodge = page.getByRole("group", { name: "Ashnil Mara Camp" });
  await lodge.getByRole("radio", { name: "4 von 5 Sternen" }).focus();
  await page.keyboard.press("Space");
  await page.getByLabel("Titel Ihrer Bewertung").fill(review.title);
  await page.getByRole("textbox", { name: "Ihre Bewertung", exact: true }).fill(review.text);
  await page.getByRole("radio", { name: "Als Paar" }).check();
  await page.getByRole("checkbox", { name: "Meinen Vornamen" }).check();
  await page.getByRole("button", { name: "Bewertung senden" }).click();
  await expect(page.getByText(reviewFormCopy.reviewForm.sent)).toBeVisible();
  await context.close();
}

/** A review's card on the desk's Reviews page, or in one of its lists. */
const reviewCard = (within: Page | Locator, title: string) =>
  within.getByRole("article").filter({ hasText: title });

const annasTitle = "Unvergessliche Tage in der Mara";
const annasText =
  "Die Große Tierwanderung mit eigenen Augen zu sehen, war überwältigend. Unser Guide kannte jeden Winkel. <b>Danke!</b>";
const reply = "Vielen Dank, Anna! Wir freuen uns, dass Ihnen die Mara so gefallen hat.";
const spamTitle = "Besuchen Sie meinen Shop";

test("the operator moderates reviews as they arrive: one published with a reply, one declined", async ({
  page,
  browser,
  errorLog,
}, testInfo) => {
  test.setTimeout(600_000);
  // The desk asks who is signed in before the operator signs in; a used link answers 410 Gone.
  // Chromium logs both answers as failed loads, and the refusal the test stages below.
  errorLog.allow(/status of (401|409|410)/);
  const anna = await endedTrip();

  // The operator sends the review link from the trip's enquiry.
  await signInAtDesk(page, server.url, operator);
  await page.goto(`${server.url}/desk/enquiries/${anna.enquiryId}`);
  await page.getByRole("button", { name: "Send review link" }).click();
  await expect(page.getByTestId("review-link-message")).toContainText(
    "Review link e-mailed to the traveller in Deutsch",
  );
  const annasLink = invitedLink(anna.proposal);

  // The Reviews page, from the top bar, waits for the first review.
  await page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: "Reviews" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Reviews" })).toBeVisible();
  await expect(page.getByText("No review is waiting for a decision.")).toBeVisible();

  // The traveller writes in German; the review arrives on the open page, which is not reloaded.
  await writeReview(browser, annasLink, { stars: 5, title: annasTitle, text: annasText });
  const annas = reviewCard(page, annasTitle);
  await expect(annas).toBeVisible();
  await expect(annas).toContainText("Just in");
  await expect(annas.getByRole("heading", { name: annasTitle })).toHaveAttribute("lang", "de");
  // The traveller's text as text: its markup shown, never made into elements.
  await expect(annas.getByText(annasText)).toBeVisible();
  await expect(annas.locator("b")).toHaveCount(0);
  await expect(annas).toContainText("5 of 5");
  await expect(annas).toContainText("4-Day Luxury Safari: Lake Naivasha & Masai Mara");
  const writtenIn = annas.locator("div", { has: page.getByText("Written in", { exact: true }) });
  await expect(writtenIn.locator("dd")).toHaveText("Deutsch");
  await expect(annas).toContainText("Ashnil Mara Camp: 4 of 5");
  await expect(annas).toContainText("as a couple");
  await expect(annas.getByRole("textbox")).toHaveCount(1);
  await expect(annas.getByRole("textbox")).toHaveAccessibleName("Public reply");

  // A refused reply says the server's reason and keeps what the operator typed.
  await annas.getByRole("textbox", { name: "Public reply" }).fill(reply);
  await page.route(
    "**/reviews/desk/reviews/*",
    (route) =>
      route.fulfill({
        status: 409,
        contentType: "application/json",
        body: JSON.stringify({ message: "The site's content could not be saved just now." }),
      }),
    { times: 1 },
  );
  await annas.getByRole("button", { name: "Post reply" }).click();
  await expect(annas.getByTestId("review-outcome")).toHaveText(
    "Not saved: The site's content could not be saved just now.",
  );
  await expect(annas.getByRole("textbox", { name: "Public reply" })).toHaveValue(reply);
  await annas.getByRole("button", { name: "Post reply" }).click();
  await expect(annas.getByTestId("review-outcome")).toHaveText(
    "Reply saved: it shows under the review once the review is published.",
  );

  // A second traveller's review, declined with a reason: asked for, kept, never shown.
  const other = await endedTrip();
  const invited = await page.request.post(`${server.url}/reviews/desk/invitations`, {
    headers: { origin: server.url },
    data: { enquiry: other.enquiryId },
  });
  expect(invited.status()).toBe(201);
  await writeReview(browser, invitedLink(other.proposal), {
    stars: 1,
    title: spamTitle,
    text: "Günstige Safaris und Souvenirs finden Sie in meinem Shop, schauen Sie doch mal vorbei!",
  });
  const spam = reviewCard(page, spamTitle);
  await expect(spam).toBeVisible();

  // The page with two reviews, at a phone's width and a desktop's: laid out and accessible.
  expect
    .soft(
      await layoutProblems(
        page,
        [360, 1280].map((width) => ({ width, height: 800 })),
      ),
    )
    .toEqual([]);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    expect.soft(await violations(page), `at ${width} px`).toEqual([]);
    await page.screenshot({
      path: testInfo.outputPath(`desk-reviews-${width}.png`),
      fullPage: true,
    });
  }

  await spam.getByRole("button", { name: "Decline…" }).click();
  await spam.getByRole("button", { name: "Decline review" }).click();
  const reason = spam.getByRole("textbox", { name: "Reason for declining" });
  await expect(reason).toHaveAccessibleDescription(/Write why it is declined/);
  await reason.fill("Advertising, not a review of the trip.");
  await spam.getByRole("button", { name: "Decline review" }).click();
  const declined = page.getByRole("region", { name: /^Declined/ });
  await expect(reviewCard(declined, spamTitle)).toContainText(
    "Advertising, not a review of the trip.",
  );
  await expect(reviewCard(page, spamTitle).getByTestId("review-outcome")).toHaveText(
    "Declined: the review is not on the site; the reason is kept on the desk.",
  );

  // Published, with its reply, by keyboard.
  await annas.getByRole("button", { name: "Publish" }).focus();
  await page.keyboard.press("Enter");
  const published = page.getByRole("region", { name: /^Published/ });
  await expect(published.getByRole("heading", { name: annasTitle })).toBeFocused();
  await expect(reviewCard(page, annasTitle).getByTestId("review-outcome")).toHaveText(
    "Published: the review is on its tour's page and on Traveller Reviews within seconds.",
  );
  await reviewCard(page, annasTitle)
    .getByRole("button", { name: "Feature on the home page" })
    .click();
  await expect(reviewCard(page, annasTitle)).toContainText("On the home page");

  // On the tour's German page, in German with the reply; on /reviews in English, marked German.
  const live = { timeout: 240_000, intervals: [500] };
  await expect.poll(() => pageHtml(`/de/safari-tours/${tour}`), live).toContain(annasTitle);
  await page.goto(`${server.url}/de/safari-tours/${tour}`);
  await hydrate(page);
  const german = page.locator("#reviews").getByRole("article").filter({ hasText: annasTitle });
  await expect(german).toContainText(reply);
  await expect(german).not.toContainText("Verfasst auf");
  await expect.poll(() => pageHtml("/reviews"), live).toContain(annasTitle);
  await page.goto(`${server.url}/reviews`);
  await hydrate(page);
  const english = page.getByRole("article").filter({ hasText: annasTitle });
  await expect(english).toContainText("Written in German");
  await expect(english).toContainText(reply);
  await expect(page.getByText(spamTitle)).toHaveCount(0);
  expect(readdirSync(path.join(checkout, "content", "reviews"))).toHaveLength(1);

  // The link was used: it opens no form.
  await page.goto(`${server.url}${annasLink}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Dieser Link wurde bereits verwendet",
  );
});
