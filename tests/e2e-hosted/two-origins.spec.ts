import type { Page } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Client, Databases, Query } from "node-appwrite";
import { enquiryIds } from "../../data/domain/enquiry";
import { openFile } from "../../server/db";
import { acceptAnalytics } from "../e2e/analytics-events";
import { expect, gotoHydrated, homeParts, test } from "../e2e/site-fixtures";
import { hostedSetup } from "./hosted-setup";

/**
 * The site served by Caddy as a static host, calling Appwrite, Algolia and PostHog on another
 * origin (the one machine's Node server, behind its Caddy, standing in for them): what an
 * operator gets after moving dist/ to a CDN and the services to their hosted versions.
 */
const { serviceOrigin, machineOrigin, dataDir } = hostedSetup;
const servicePath = (page: string) => (url: URL) =>
  url.origin === machineOrigin && url.pathname.startsWith(page);

/** Every Content-Security-Policy violation the page reports. */
async function watchPolicyViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { policyViolations: string[] }).policyViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI}`),
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { policyViolations: string[] }).policyViolations);
}

async function storedByEmail(email: string) {
  const key = readFileSync(path.join(dataDir, "api-key"), "utf8").trim();
  const databases = new Databases(
    new Client().setEndpoint(`${serviceOrigin}/v1`).setProject(enquiryIds.projectId).setKey(key),
  );
  const { documents } = await databases.listDocuments({
    databaseId: enquiryIds.databaseId,
    collectionId: enquiryIds.messagesCollectionId,
    queries: [Query.equal("email", [email])],
  });
  return documents;
}

function mailsTo(replyAddress: string): string[] {
  const outbox = path.join(dataDir, "outbox");
  return readdirSync(outbox)
    .map((name) => readFileSync(path.join(outbox, name), "utf8"))
    .filter((mail) => mail.includes(replyAddress));
}

function storedEventCount(): number {
  const db = openFile(path.join(dataDir, "safari.sqlite"), { readOnly: true });
  try {
    return (db.prepare("SELECT count(*) AS n FROM analytics_events").get() as { n: number }).n;
  } finally {
    db.close();
  }
}

const unique = (name: string) => `${name}-${Date.now()}@example.com`;

test.describe("the site on a static host, the services on their own origin", () => {
  test.use({ showConsentBanner: true });

  test("browse, search, both enquiry forms and analytics after consent, within the CSP", async ({
    page,
  }) => {
    const violations = await watchPolicyViolations(page);

    await gotoHydrated(page, "/safari-tours");
    const captured = page.waitForResponse(
      (response) =>
        servicePath("/ingest")(new URL(response.url())) &&
        response.request().method() === "POST" &&
        !new URL(response.url()).pathname.includes("flags"),
      { timeout: 120_000 },
    );
    await acceptAnalytics(page);
    expect((await captured).status()).toBe(200);
    await expect.poll(storedEventCount).toBeGreaterThan(0);

    const firstTour = page.locator('[data-slot="tour-card"]').first();
    await firstTour.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/safari-tours\/.+/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    const searched = page.waitForResponse((response) =>
      servicePath("/1/indexes/")(new URL(response.url())),
    );
    await page
      .getByRole("banner")
      .getByRole("button", { name: /search/i })
      .filter({ visible: true })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "Search Tours & Safaris" });
    const box = dialog.getByRole("combobox", { name: "Search the site" });
    await expect(box).toBeFocused();
    await box.pressSequentially("serengeti", { delay: 30 });
    expect((await searched).status()).toBe(200);
    await expect(dialog.getByRole("option").first()).toContainText(/Serengeti/i);
    await page.keyboard.press("Escape");

    const contactEmail = unique("hosted-contact");
    await gotoHydrated(page, "/contact");
    const form = page.locator("form").filter({ has: page.getByLabel("Full Name") });
    await form.getByLabel("Full Name").fill("Asha Njeri");
    await form.getByLabel("Email Address").fill(contactEmail);
    await form.getByLabel("Additional Information").fill("Two weeks in February.");
    await form.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Thank you" })).toBeVisible();

    const bookingEmail = unique("hosted-booking");
    await gotoHydrated(page, "/", homeParts);
    await page.getByRole("button", { name: "Book Now" }).click();
    const panel = page.getByRole("dialog", { name: "Book Your Safari" });
    await panel.getByLabel("First Name").fill("Tendai");
    await panel.getByLabel("Your Email").fill(bookingEmail);
    await panel.getByPlaceholder("Tell us about your dream safari...").fill("The Mara in August");
    await panel.getByLabel("4 + 4 =").fill("8");
    await panel.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Thanks!" })).toBeVisible();

    for (const email of [contactEmail, bookingEmail]) {
      expect(await storedByEmail(email)).toHaveLength(1);
      await expect.poll(() => mailsTo(email).length).toBe(1);
    }
    expect(await violations()).toEqual([]);
  });
});
