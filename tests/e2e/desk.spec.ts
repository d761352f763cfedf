import { readFileSync } from "node:fs";
import path from "node:path";
import { replyGreeting } from "../../data/content/desk-reply";
import type { Tour } from "../../data/content/types";
import { violations } from "./axe-violations";
import { expect, gotoHydrated, test } from "./site-fixtures";
import { parseMail } from "../integration/enquiries-mail";
import { pdfPages } from "./pdf-text";
import { addOperator, dataDir } from "./stored-enquiries";

/**
 * The operator's desk, end to end, in one flow: an operator signs in, a traveller writes from the
 * German contact page in a browser of their own, the enquiry arrives in the open inbox, the
 * operator replies and sends a proposal built from a tour, the traveller reads it in German,
 * prints it, agrees to the booking terms and accepts it, pays the deposit on the Pesapal
 * stand-in's page and comes back to the deposit paid and the balance's day, with a receipt in
 * German, and the operator sees the enquiry booked. axe checks every desk page on the way.
 */
const operator = {
  email: "desk-operator@example.com",
  name: "Amina Otieno",
  password: "correct horse battery staple",
};

/** The tours as the site's build wrote them (Playwright's loader takes no JSON imports). */
const tours = JSON.parse(readFileSync("data/generated/tours.json", "utf8")) as Tour[];

/** The tours in German, as the composer starts a German proposal from (npm run tour-data). */
const germanTours = JSON.parse(readFileSync("data/generated/tours.de.json", "utf8")) as Tour[];

test.beforeAll(() => addOperator(operator));

/** A day of the trip as the German page writes it: "12. Mai 2027". */
const germanDay = (day: string) =>
  new Intl.DateTimeFormat("de-DE", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${day}T12:00:00Z`),
  );

test("an enquiry from arrival to a booked safari", async ({ page, browser, errorLog }) => {
  // A refused sign-in answers 401, which the browser logs; the mail program is not installed.
  errorLog.allow(/status of 401/, /mailto/);
  const tour = tours[0]!;
  const traveller = {
    name: "Jonas Weber",
    email: `jonas-${Date.now()}@example.com`,
    message: "Wir möchten im Juli mit unseren Kindern auf Safari.",
  };

  // Signing in: a wrong password shows Appwrite's message and keeps what was typed.
  await page.goto("/desk");
  await expect(page).toHaveTitle("Sign in · Desk");
  expect(await violations(page)).toEqual([]);
  await page.getByLabel("E-mail").fill(operator.email);
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("sign-in-error")).toContainText(/password/i);
  await expect(page.getByLabel("E-mail")).toHaveValue(operator.email);
  // By keyboard, as every desk control works.
  await page.getByLabel("Password").fill(operator.password);
  await page.getByLabel("Password").press("Enter");
  await expect(page.getByRole("heading", { name: "Inbox" })).toBeVisible();
  await expect(page).toHaveTitle("Inbox · Desk");
  expect(await violations(page)).toEqual([]);
  await page.evaluate(() => Object.assign(window, { deskNotReloaded: true }));

  // The traveller, in a browser of their own, writes from the German contact page.
  const travellerContext = await browser.newContext();
  await travellerContext.addInitScript(() =>
    window.localStorage.setItem("safari:analytics-consent", "denied"),
  );
  const travellerPage = await travellerContext.newPage();
  await gotoHydrated(travellerPage, "/de/contact");
  await travellerPage.getByLabel("Vor- und Nachname").fill(traveller.name);
  await travellerPage.getByLabel("E-Mail-Adresse").fill(traveller.email);
  await travellerPage.getByLabel("Gruppengröße").selectOption("2");
  await travellerPage.getByLabel("Weitere Angaben").fill(traveller.message);
  await travellerPage.getByRole("button", { name: "Anfrage senden" }).click();
  await expect(travellerPage.getByRole("status").filter({ hasText: "Vielen Dank" })).toBeVisible();

  // It arrives in the open inbox without a reload, and the tab's title counts it.
  const row = page.getByTestId("enquiry-row").filter({ hasText: traveller.name });
  await expect(row).toBeVisible();
  await expect(row).toContainText("New");
  await expect(row).toContainText("Deutsch");
  await expect(page).toHaveTitle("(1) Inbox · Desk");
  expect(await page.evaluate(() => "deskNotReloaded" in window)).toBe(true);

  // The enquiry: everything the traveller sent; replying opens the mail in German.
  await row.getByRole("link", { name: traveller.name }).click();
  await expect(page.getByRole("heading", { name: traveller.name, level: 1 })).toBeVisible();
  await expect(page.getByText(traveller.message)).toBeVisible();
  expect(await violations(page)).toEqual([]);
  const reply = page.getByRole("link", { name: "Reply by e-mail" });
  const mailto = new URL((await reply.getAttribute("href"))!);
  expect(mailto.searchParams.get("body")).toContain(replyGreeting("de", traveller.name));
  expect(mailto.searchParams.get("subject")).toContain("Ihre Safari-Anfrage");
  await reply.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("enquiry-status")).toHaveText("Replied");
  await expect(page.getByTestId("history")).toContainText(`${operator.name} replied by e-mail`);

  // The proposal: the tour's days in German, a lodge changed, a note, the price following.
  await page.getByRole("link", { name: "Compose a proposal" }).click();
  await expect(page.getByRole("heading", { name: `Proposal for ${traveller.name}` })).toBeVisible();
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Choose the tour the proposal starts from.")).toBeVisible();
  await page.getByLabel("Tour").selectOption(tour.slug);
  const firstDayTitle = germanTours.find((each) => each.id === tour.id)!.days[0]!.title;
  await expect(page.locator("#days\\.0\\.title")).toHaveValue(firstDayTitle);
  const start = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel("First day").fill(start);
  await expect(page.getByLabel("Travellers")).toHaveValue("2");
  await page.locator("#days\\.0\\.note").fill("Wir holen Sie am Flughafen ab.");
  await page.getByLabel("Price per person (USD)").fill("4200");
  await expect(page.getByLabel("Total (USD)")).toHaveValue("8400");
  const note = "Liebe Familie Weber, hier ist Ihr Reisevorschlag.";
  await page.getByLabel("Personal note to the traveller").fill(note);
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.frameLocator('iframe[title="The proposal as the traveller will see it"]');
  await expect(preview.getByText(note)).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.getByRole("button", { name: "Send" }).click();
  const sent = page.getByTestId("proposal-sent");
  await expect(sent).toContainText("Proposal sent");
  const link = (await sent.getByRole("link").getAttribute("href"))!;
  expect(new URL(link).pathname).toMatch(/^\/de\/p\/[0-9a-f]{32}$/);

  // The traveller opens the link: German, printable, and accepted with one press.
  await travellerPage.goto(link);
  await expect(travellerPage.locator("html")).toHaveAttribute("lang", "de");
  await expect(travellerPage.getByText(note)).toBeVisible();
  await travellerPage.emulateMedia({ media: "print" });
  const printed = (await pdfPages(await travellerPage.pdf({ format: "A4" }))).join(" ");
  expect(printed).toContain(firstDayTitle);
  expect(printed).toContain("Wir holen Sie am Flughafen ab.");
  expect(printed).toContain("8.400");
  await travellerPage.emulateMedia({ media: "screen" });

  // Accepting asks for the booking terms first; they open in a tab of their own.
  const accept = travellerPage.getByRole("button", { name: "Reisevorschlag annehmen" });
  await accept.click();
  const terms = travellerPage.getByRole("checkbox", { name: /Buchungsbedingungen/ });
  await expect(terms).toBeFocused();
  await expect(terms).toHaveAccessibleDescription(
    "Bitte bestätigen Sie mit dem Häkchen, dass Sie mit den Buchungsbedingungen einverstanden sind, bevor Sie annehmen.",
  );
  const termsLink = travellerPage.getByRole("link", { name: /^Buchungsbedingungen/ });
  await expect(termsLink).toHaveAttribute("href", "/de/terms-of-service");
  await expect(termsLink).toHaveAttribute("target", "_blank");
  await terms.press("Space");
  await expect(terms).toBeChecked();
  expect(await violations(travellerPage)).toEqual([]);
  await accept.click();
  await expect(
    travellerPage.getByRole("status").filter({ hasText: /Reisevorschlag angenommen/ }),
  ).toBeVisible();

  // The deposit, 30 % of US$8,400, paid on the stand-in's page by M-Pesa.
  const booking = travellerPage.locator('[data-slot="booking-status"]');
  await expect(booking.getByRole("heading", { name: "Anzahlung fällig" })).toBeVisible();
  expect(await violations(travellerPage)).toEqual([]);
  await booking.getByRole("button", { name: "Anzahlung von 2.520 $ leisten" }).click();
  await expect(travellerPage.getByRole("heading", { level: 1 })).toHaveText(
    "Pay with Pesapal (stand-in)",
  );
  await travellerPage.getByRole("radio", { name: "M-Pesa" }).check();
  await travellerPage.getByRole("button", { name: "Pay USD 2,520.00" }).click();

  // Back on the proposal: the deposit paid, its day, the balance and the day it is due.
  await travellerPage.waitForURL(/\/de\/p\/[0-9a-f]{32}\?payment=/);
  const reference = new URL(travellerPage.url()).searchParams.get("payment")!;
  await expect(booking.getByRole("heading", { name: "Anzahlung bezahlt" })).toBeVisible();
  const today = new Date().toISOString().slice(0, 10);
  await expect(booking).toContainText(
    `Ihre Anzahlung von 2.520 $ ist am ${germanDay(today)} bei uns eingegangen`,
  );
  const balanceDue = new Date(Date.parse(start) - 60 * 86_400_000).toISOString().slice(0, 10);
  const figures = booking.locator('[data-slot="booking-status-figures"]');
  await expect(figures).toContainText("Restbetrag5.880 $");
  await expect(figures).toContainText(`Fällig bis${germanDay(balanceDue)}`);
  expect(await violations(travellerPage)).toEqual([]);
  await travellerContext.close();

  // The receipt, in German.
  const receipt = parseMail(
    readFileSync(path.join(dataDir, "outbox", `receipt-${reference}.eml`), "utf8"),
  );
  expect(receipt.headers.to).toContain(traveller.email);
  expect(receipt.headers.subject).toMatch(/^Zahlungseingang für Ihre Safari/);
  expect(receipt.text).toContain("Das ist die Anzahlung für Ihre Safari");
  expect(receipt.text).toContain(`bis zum ${germanDay(balanceDue)} fällig`);

  // The operator sees it booked.
  await page.getByRole("link", { name: `← ${traveller.name}` }).click();
  await page.reload();
  await expect(page.getByTestId("enquiry-status")).toHaveText("Booked");
});
