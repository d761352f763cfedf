import { readdirSync, readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import path from "node:path";
import type { Tour } from "../../data/content/types";
import { parseMail } from "../integration/enquiries-mail";
import { violations } from "./axe-violations";
import { layoutProblems } from "./layout-audit";
import { expect, test } from "./site-fixtures";
import { signInAtDesk } from "./desk-users";
import { addOperator, dataDir, storeEnquiry } from "./stored-enquiries";

/**
 * The desk's side of a booking, end to end: an operator sends a German traveller a proposal, sees
 * it opened, then, while the enquiry stays open, the traveller accepts it and pays the deposit by
 * M-Pesa on the Pesapal stand-in's page; the desk shows the payment, "Booked" and the balance
 * without a reload, the balance request goes to the traveller in German, and the inbox's
 * "balance due" filter and time to first reply name the enquiry. The enquiry page is whole and
 * without axe violations at 360 and 1280 px, and photographed at both.
 */
const operator = {
  email: "payments-operator@example.com",
  name: "Wanjiru Kamau",
  password: "the long rains come in april",
};

const tours = JSON.parse(readFileSync("data/generated/tours.json", "utf8")) as Tour[];
const widths = [360, 1280].map((width) => ({ width, height: 900 }));

test.beforeAll(() => addOperator(operator));

test("a proposal opened, accepted and its deposit paid, seen live in the desk", async ({
  page,
  browser,
  baseURL,
  errorLog,
}) => {
  errorLog.allow(/status of 401/);
  const traveller = { name: "Lena Fischer", email: `lena-${Date.now()}@example.com` };
  await storeEnquiry(baseURL!, {
    ...traveller,
    locale: "de",
    groupSize: "2",
    message: "Wir möchten die Migration sehen.",
    submittedAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
  });

  await page.goto("/desk");
  await page.getByLabel("E-mail").fill(operator.email);
  await page.getByLabel("Password").fill(operator.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("link", { name: traveller.name }).first().click();
  await expect(page.getByRole("heading", { name: traveller.name, level: 1 })).toBeVisible();
  await expect(page.getByText("No proposal sent yet.")).toBeVisible();

  // A proposal whose first day is 70 days away: its balance is due in ten days (60 before it).
  await page.getByRole("link", { name: "Compose a proposal" }).click();
  await page.getByLabel("Tour").selectOption(tours[0]!.slug);
  await expect(page.locator("#days\\.0\\.title")).not.toHaveValue("");
  const start = new Date(Date.now() + 70 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel("First day").fill(start);
  await page.getByLabel("Price per person (USD)").fill("4280");
  await page.getByRole("button", { name: "Send" }).click();
  const sent = page.getByTestId("proposal-sent");
  await expect(sent).toContainText("Proposal sent");
  const link = (await sent.getByRole("link").getAttribute("href"))!;
  const proposalId = link.split("/").at(-1)!;
  await page.getByRole("link", { name: `← ${traveller.name}` }).click();
  const opened = page.getByTestId("proposal-opened");
  await expect(opened).toHaveText("Not opened yet");

  // The traveller opens it: the desk says so, live.
  const travellerContext = await browser.newContext();
  await travellerContext.addInitScript(() =>
    window.localStorage.setItem("safari:analytics-consent", "denied"),
  );
  const travellerPage = await travellerContext.newPage();
  await travellerPage.goto(link);
  await travellerPage.getByRole("checkbox", { name: /Buchungsbedingungen/ }).check();
  await travellerPage.getByRole("button", { name: "Reisevorschlag annehmen" }).click();
  await expect(
    travellerPage.getByRole("status").filter({ hasText: /Reisevorschlag angenommen/ }),
  ).toBeVisible();
  await expect(opened).toContainText(/^first \d/);
  await expect(page.getByTestId("enquiry-status")).toHaveText("Accepted");

  // The deposit, started as the proposal's page starts it, paid by M-Pesa on the stand-in's page.
  const redirectUrl = await travellerPage.evaluate(async (proposal) => {
    const answer = await fetch("/payments/orders", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ proposal }),
    });
    return ((await answer.json()) as { redirectUrl: string }).redirectUrl;
  }, proposalId);
  await travellerPage.goto(redirectUrl);
  await travellerPage.getByRole("radio", { name: "M-Pesa" }).check();
  await travellerPage.getByRole("button", { name: /^Pay USD 2,568\.00$/ }).click();
  await travellerPage.waitForURL((url) => url.pathname === `/de/p/${proposalId}`);
  await travellerContext.close();

  // The desk, never reloaded, shows the payment, the booking and the balance.
  await expect(page.getByTestId("enquiry-status")).toHaveText("Booked");
  const payment = page.getByTestId("payment");
  await expect(payment).toContainText("US$2,568.00 · Deposit");
  await expect(payment).toContainText("M-Pesa");
  await expect(payment).toContainText("Paid");
  await expect(payment).toContainText(/Pesapal reference: \S+/);
  const dueDate = new Date(Date.parse(start) - 60 * 86_400_000).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
  await expect(page.getByTestId("booking-money")).toContainText(`US$5,992.00, due by ${dueDate}`);
  await expect(page.getByTestId("history")).toContainText("traveller paid the deposit");

  // The balance request goes to the traveller in German, and says so in the history.
  await page.getByRole("button", { name: "Request balance" }).click();
  await expect(page.getByTestId("balance-request-message")).toHaveText(
    `Balance request e-mailed to ${traveller.email}, in Deutsch.`,
  );
  await expect(page.getByTestId("history")).toContainText(
    `${operator.name} asked for the balance of US$5,992.00 by e-mail`,
  );
  const outbox = path.join(dataDir, "outbox");
  const [file] = readdirSync(outbox).filter((name) =>
    name.startsWith(`balance-request-${proposalId}`),
  );
  const mail = parseMail(readFileSync(path.join(outbox, file!), "utf8"));
  expect(mail.headers.subject).toBe("Restzahlung für Ihre Safari – Savannah Horizon Safaris");
  expect(mail.text).toContain("Guten Tag Lena Fischer,");
  expect(mail.text).toContain(`/de/p/${proposalId}`);

  // Whole and readable at a phone's and a desktop's width, photographed at both.
  expect.soft(await layoutProblems(page, widths), "the enquiry: layout").toEqual([]);
  for (const viewport of widths) {
    await page.setViewportSize(viewport);
    expect.soft(await violations(page), `at ${viewport.width} px`).toEqual([]);
    await page.screenshot({
      path: `test-results/desk-payments-enquiry-${viewport.width}.png`,
      fullPage: true,
    });
  }

  // The inbox: the filter of balances due within 14 days names it, with its time to first reply.
  await page.getByRole("link", { name: "← Inbox" }).click();
  await expect(page.getByTestId("reply-median")).toContainText("(promised: 24 h)");
  await page.getByLabel("Payments").selectOption("balance-due");
  await expect(page).toHaveURL(/payments=balance-due/);
  const row = page.getByTestId("enquiry-row").filter({ hasText: traveller.name });
  await expect(row).toBeVisible();
  await expect(row.getByTestId("first-reply")).toHaveText(/^3 h/);
  expect(await violations(page)).toEqual([]);
});

test.describe("the composer on a slow connection", () => {
  // The desk's service worker would answer the German tours itself, past the test's route.
  test.use({ serviceWorkers: "block" });

  /** A German traveller's enquiry, opened in the composer with the first tour chosen. */
  async function composeForGermanTraveller(
    page: Page,
    baseURL: string,
    traveller: { name: string; email: string },
    message: string,
  ) {
    await storeEnquiry(baseURL, {
      ...traveller,
      locale: "de",
      groupSize: "2",
      message,
      submittedAt: new Date().toISOString(),
    });
    await signInAtDesk(page, "", operator);
    await page.getByRole("link", { name: traveller.name }).first().click();
    await page.getByRole("link", { name: "Compose a proposal" }).click();
    await page.getByLabel("Tour").selectOption(tours[0]!.slug);
  }

  test("a price typed while the traveller's language's days are still loading is kept", async ({
    page,
    baseURL,
    errorLog,
  }) => {
    errorLog.allow(/status of 401/);
    // The German tours arrive only when the test lets them: a slow connection, made certain.
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    await page.route(/\/tours\.de-[\w-]+\.js$/, async (route) => {
      await arrived;
      await route.continue();
    });

    const traveller = { name: "Jakob Brandt", email: `jakob-${Date.now()}@example.com` };
    await composeForGermanTraveller(page, baseURL!, traveller, "Eine Woche im Juli.");
    const price = page.getByLabel("Price per person (USD)");
    await expect(price).not.toHaveValue("");
    await price.fill("4280");

    arrive();
    const germanTours = JSON.parse(readFileSync("data/generated/tours.de.json", "utf8")) as Tour[];
    const firstDay = germanTours.find((tour) => tour.id === tours[0]!.id)!.days[0]!.title;
    await expect(page.locator("#days\\.0\\.title")).toHaveValue(firstDay);
    await expect(price).toHaveValue("4280");
    await expect(page.getByLabel("Total (USD)")).toHaveValue("8560");
  });

  test("when the traveller's language's days cannot be fetched, the tour's English days are offered", async ({
    page,
    baseURL,
    errorLog,
  }) => {
    errorLog.allow(/status of 401|ERR_INTERNET_DISCONNECTED/);
    await page.route(/\/tours\.de-[\w-]+\.js$/, (route) => route.abort("internetdisconnected"));

    const traveller = { name: "Lena Vogt", email: `vogt-${Date.now()}@example.com` };
    await composeForGermanTraveller(page, baseURL!, traveller, "Zwei Wochen im August.");
    await expect(page.locator("#days\\.0\\.title")).toHaveValue(tours[0]!.days[0]!.title);
    await expect(page.getByLabel("Price per person (USD)")).not.toHaveValue("");
  });
});
