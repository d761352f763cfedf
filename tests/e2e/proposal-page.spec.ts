import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import path from "node:path";
import { Client, Databases, ID } from "node-appwrite";
import {
  deskIds,
  newProposalId,
  proposalPreviewMessages,
  type ProposalDay,
  type ProposalView,
} from "../../data/domain/desk";
import { enquiryIds } from "../../data/domain/enquiry-ids";
import type { Locale } from "../../data/domain/locales";
import type { Tour } from "../../data/content/types";
import { violations } from "./axe-violations";
import { pdfPages } from "./pdf-text";
import { expect, test } from "./site-fixtures";
import { distDir } from "./site-pages-list";
import { dataDir } from "./stored-enquiries";

const tours = JSON.parse(readFileSync("data/generated/tours.json", "utf8")) as Tour[];
const tour = tours.find((candidate) => candidate.id === "luxury-4-days");
if (!tour) throw new Error("data/generated/tours.json has no luxury-4-days tour.");
/** The same tour as the German pages show it (npm run tour-data, docs/content.md). */
const germanTour = (
  JSON.parse(readFileSync("data/generated/tours.de.json", "utf8")) as Tour[]
).find((candidate) => candidate.id === tour.id);
if (!germanTour) throw new Error("data/generated/tours.de.json has no luxury-4-days tour.");

/** The days as the operator sends them from the German tour, one night changed and noted. */
const germanDays: ProposalDay[] = tour.days.map((day, index) => ({
  day: day.dayNumber,
  title: germanTour.days[index]!.title,
  description: germanTour.days[index]!.description,
  lodge: day.dayNumber === 2 ? "Angama Mara" : day.accommodation,
  note: day.dayNumber === 2 ? "Zimmer mit Blick auf das Mara-Tal ist reserviert." : "",
}));
const startDate = "2027-02-10T00:00:00.000+00:00";
const pricePerPerson = 4_280;
const priceTotal = 8_560;

function serverDatabases(baseURL: string): Databases {
  const key = readFileSync(path.join(dataDir, "api-key"), "utf8").trim();
  return new Databases(
    new Client().setEndpoint(`${baseURL}/v1`).setProject(enquiryIds.projectId).setKey(key),
  );
}

/** An enquiry and the proposal the operator sent for it, stored with the server's API key. */
async function storeProposal(
  baseURL: string,
  { locale, name }: { locale: Locale; name: string },
): Promise<string> {
  const databases = serverDatabases(baseURL);
  const enquiry = await databases.createDocument({
    databaseId: enquiryIds.databaseId,
    collectionId: enquiryIds.messagesCollectionId,
    documentId: ID.unique(),
    data: {
      formType: "contact",
      name,
      email: `${ID.unique()}@example.com`,
      message: "Vier Tage, Naivasha und Masai Mara, im Februar.",
      submittedAt: new Date().toISOString(),
      locale,
      status: "proposal_sent",
    },
  });
  const id = newProposalId();
  await databases.createDocument({
    databaseId: enquiryIds.databaseId,
    collectionId: deskIds.proposalsCollectionId,
    documentId: id,
    data: {
      enquiryId: enquiry.$id,
      locale,
      tourSlug: tour!.slug,
      tourTitle: tour!.title,
      startDate,
      travellers: 2,
      days: JSON.stringify(germanDays),
      pricePerPerson,
      priceTotal,
      currency: "USD",
      note: "Liebe Frau Schmidt, hier ist Ihr Vorschlag mit einer Nacht mehr am Mara-Fluss.",
      createdBy: "operator@example.com",
      sentAt: new Date().toISOString(),
    },
  });
  return id;
}

/** What the German page writes for a day of the trip and for a price. */
const germanDay = (index: number) =>
  new Intl.DateTimeFormat("de-DE", {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  }).format(new Date(Date.parse(startDate) + index * 24 * 60 * 60 * 1000));
const germanPrice = (amount: number) =>
  new Intl.NumberFormat("de-DE", {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: 0,
  }).format(amount);

/** Ticks the agreement to the booking terms that accepting asks for. */
const agreeToTerms = (page: Page) =>
  page.getByRole("checkbox", { name: /Buchungsbedingungen/ }).check();

/** Opens a proposal and waits for it to show, not just for the shell. */
async function openProposal(page: Page, address: string): Promise<void> {
  await page.goto(address);
  await page.locator('html[data-hydrated~="page"]').waitFor({ state: "attached" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Tag 1:/ })).toBeVisible();
}

const germanTitle = germanTour.title;

test.describe("a traveller's proposal", () => {
  test("opens in the traveller's language at /p/<id>, with the days, lodges, dates and price", async ({
    page,
    baseURL,
  }) => {
    const id = await storeProposal(baseURL!, { locale: "de", name: "Anna Schmidt" });
    const response = await page.goto(`/p/${id}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    expect(new URL(page.url()).pathname).toBe(`/de/p/${id}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    // The shell is German before any script runs: no English flashes first.
    expect(await response!.text()).toContain("Ihr Reisevorschlag wird geladen");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

    await openProposal(page, `/de/p/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(germanTitle);
    await expect(page.getByText("Erstellt für Anna Schmidt")).toBeVisible();
    for (const [index, day] of germanDays.entries()) {
      const item = page.locator('[data-slot="itinerary-day"]').nth(index);
      await expect(item.getByRole("heading")).toHaveText(`Tag ${day.day}: ${day.title}`);
      await expect(item.locator('[data-slot="itinerary-date"]')).toHaveText(germanDay(index));
      if (day.lodge) await expect(item.getByText(day.lodge, { exact: true })).toBeVisible();
    }
    await expect(page.getByText("Zimmer mit Blick auf das Mara-Tal ist reserviert.")).toBeVisible();
    await expect(page.getByText(/^Liebe Frau Schmidt/)).toBeVisible();
    const prices = page.getByRole("region", { name: "Ihr Preis" });
    await expect(prices.getByText(germanPrice(pricePerPerson))).toBeVisible();
    await expect(prices.getByText(germanPrice(priceTotal))).toBeVisible();
    await expect(prices.getByText("Gesamtpreis für 2 Personen")).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "Im Preis enthalten", exact: true }),
    ).toBeVisible();
    await expect(page.getByText(germanTour.included[0] ?? "", { exact: true })).toBeVisible();
    await expect(page.getByText(germanTour.excluded[0] ?? "", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Reisevorschlag annehmen" })).toBeEnabled();
    expect(await violations(page)).toEqual([]);
  });

  test("moves to the proposal's language itself where a static host served another's shell", async ({
    page,
    baseURL,
  }) => {
    const id = await storeProposal(baseURL!, { locale: "de", name: "Anna Schmidt" });
    // What a static host answers (dist/_redirects): the English shell, whatever the proposal.
    await page.route(
      (url) => url.pathname === `/p/${id}`,
      (route) =>
        route.fulfill({ path: path.join(distDir, "p", "index.html"), contentType: "text/html" }),
    );
    await page.goto(`/p/${id}?utm_source=mail`);
    await expect(page).toHaveURL(`${baseURL}/de/p/${id}?utm_source=mail`);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(germanTitle);
  });

  test("prints the itinerary without the site around it", async ({ page, baseURL }) => {
    const id = await storeProposal(baseURL!, { locale: "de", name: "Anna Schmidt" });
    await openProposal(page, `/de/p/${id}`);
    await page.emulateMedia({ media: "print" });
    for (const chrome of ["header", "footer", "floating-contact"]) {
      await expect(page.locator(`[data-slot="${chrome}"]`)).toBeHidden();
    }
    await expect(page.getByRole("button", { name: "Reisevorschlag annehmen" })).toBeHidden();
    const pages = await pdfPages(await page.pdf({ format: "A4" }));
    expect(pages.length).toBeLessThanOrEqual(4);
    // The PDF's text runs break around accented letters ("f ü r"): compared without spaces.
    const squashed = (text: string) => text.replace(/\s+/g, "");
    const text = squashed(pages.join(" "));
    expect(squashed(pages[0] ?? "")).toContain(squashed(germanTitle));
    for (const day of germanDays) {
      expect(text).toContain(squashed(`Tag ${day.day}: ${day.title}`));
      if (day.lodge) expect(text).toContain(squashed(day.lodge));
    }
    expect(text).toContain(squashed(germanPrice(priceTotal)));
    expect(text).toContain(squashed(`Dieser Reisevorschlag online: https://`));
    expect(text).toContain(`/de/p/${id}`);
    for (const chrome of ["Reisevorschlag annehmen", "Drucken oder als PDF speichern"]) {
      expect(text).not.toContain(squashed(chrome));
    }
  });

  test("records the acceptance once; a second window is told kindly", async ({
    page,
    context,
    baseURL,
  }) => {
    const id = await storeProposal(baseURL!, { locale: "de", name: "Anna Schmidt" });
    await openProposal(page, `/de/p/${id}`);
    const other = await context.newPage();
    await openProposal(other, `/de/p/${id}`);

    await agreeToTerms(page);
    await page.getByRole("button", { name: "Reisevorschlag annehmen" }).click();
    await expect(page.getByText("Sie haben diesen Reisevorschlag angenommen")).toBeVisible();
    await expect(page.getByRole("button", { name: "Reisevorschlag annehmen" })).toHaveCount(0);
    expect(await violations(page)).toEqual([]);

    await agreeToTerms(other);
    await other.getByRole("button", { name: "Reisevorschlag annehmen" }).click();
    await expect(other.getByText(/bereits angenommen, vielleicht in einem anderen/)).toBeVisible();
    await expect(other.getByRole("button", { name: "Reisevorschlag annehmen" })).toHaveCount(0);

    await openProposal(page, `/de/p/${id}`);
    await expect(page.getByText("Sie haben diesen Reisevorschlag angenommen")).toBeVisible();
    await expect(page.getByRole("button", { name: "Reisevorschlag annehmen" })).toHaveCount(0);
  });

  test("keeps the button and says what happened when the acceptance cannot be sent", async ({
    page,
    baseURL,
    errorLog,
  }) => {
    errorLog.allow(/ERR_FAILED|ERR_INTERNET_DISCONNECTED|Failed to fetch/);
    const id = await storeProposal(baseURL!, { locale: "de", name: "Anna Schmidt" });
    await openProposal(page, `/de/p/${id}`);
    await page.route("**/v1/functions/*/executions", (route) =>
      route.abort("internetdisconnected"),
    );
    const accept = page.getByRole("button", { name: "Reisevorschlag annehmen" });
    await agreeToTerms(page);
    await accept.click();
    await expect(page.getByRole("alert")).toHaveText(/Ihre Zusage hat uns nicht erreicht/);
    await expect(accept).toBeEnabled();

    await page.unroute("**/v1/functions/*/executions");
    await accept.click();
    await expect(page.getByText("Sie haben diesen Reisevorschlag angenommen")).toBeVisible();
  });

  test("answers the 404 page for an unknown or malformed id", async ({ page, errorLog }) => {
    errorLog.allow(/status of 404/);
    for (const address of [`/p/${newProposalId()}`, "/p/not-a-proposal", "/de/p/0123"]) {
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        address.startsWith("/de/") ? "Seite nicht gefunden" : "Page Not Found",
      );
    }
  });

  test("shows the desk's preview with a button that does not accept", async ({ page }) => {
    const response = await page.goto("/de/p/preview");
    expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    expect(response?.headers()["content-security-policy"]).toContain("frame-ancestors 'self'");
    await page.locator('html[data-hydrated~="page"]').waitFor({ state: "attached" });
    await expect(page.getByText("Die Vorschau wird geladen …")).toBeVisible();
    const proposal: ProposalView = {
      id: "preview",
      locale: "de",
      version: 1,
      tourSlug: tour.slug,
      tourTitle: tour.title,
      startDate,
      travellers: 2,
      days: germanDays,
      pricePerPerson,
      priceTotal,
      currency: "USD",
      note: "Noch nicht gesendet.",
      travellerName: "Anna Schmidt",
      sentAt: null,
      acceptedAt: null,
    };
    await page.evaluate((message) => window.postMessage(message, window.location.origin), {
      type: proposalPreviewMessages.proposal,
      proposal,
    });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(germanTitle);
    await expect(page.getByText("Noch nicht gesendet.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Reisevorschlag annehmen" })).toBeDisabled();
    await expect(page.getByText(/^Vorschau: /).first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  for (const [name, width, height] of [
    ["phone", 390, 844],
    ["desktop", 1280, 900],
  ] as const) {
    test(`reads well on a ${name} (${width} px; screenshot in the test's output)`, async ({
      page,
      baseURL,
    }, testInfo) => {
      await page.setViewportSize({ width, height });
      const id = await storeProposal(baseURL!, { locale: "de", name: "Anna Schmidt" });
      await openProposal(page, `/de/p/${id}`);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      await page.screenshot({ path: testInfo.outputPath(`proposal-${name}.png`), fullPage: true });
    });
  }
});
