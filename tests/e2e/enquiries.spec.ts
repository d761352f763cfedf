import type { Page, Request } from "@playwright/test";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseMail } from "../integration/enquiries-mail";
import { expect, gotoHydrated, homeParts, test } from "./site-fixtures";
import { dataDir, documentsByEmail } from "./stored-enquiries";

/**
 * Enquiries from the real pages to the stored document and the e-mail: the browser's appwrite
 * SDK against the embedded service of the e2e server, its outbox (no SMTP) and, to look, the
 * server SDK with the API key the server keeps in its data directory.
 */
const createPath = /\/v1\/databases\/[^/]+\/collections\/[^/]+\/documents$/;

function outboxMail(documentId: string) {
  return parseMail(readFileSync(path.join(dataDir, "outbox", `enquiry-${documentId}.eml`), "utf8"));
}

function isCreate(request: Request): boolean {
  return request.method() === "POST" && createPath.test(new URL(request.url()).pathname);
}

function quoteForm(page: Page) {
  return page.locator("form").filter({ has: page.getByLabel("Full Name") });
}

const today = () => {
  const now = new Date();
  return `${now.getDate()}/${now.getMonth() + 1}/${now.getFullYear()}`;
};

const unique = (name: string) =>
  `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test.describe("enquiries, end to end", () => {
  test("the contact form stores the enquiry and e-mails it", async ({ page, baseURL }) => {
    const email = unique("contact");
    await gotoHydrated(page, "/contact");
    const form = quoteForm(page);
    await form.getByLabel("Full Name").fill('Zanele <b>"Zee"</b> Dlamini');
    await form.getByLabel("Email Address").fill(email);
    await form.getByLabel("Phone").fill("+27 21 555 0100");
    await form.getByLabel("Group Size").selectOption("2");
    await form.getByLabel("Safari Interest").selectOption("luxury");
    await form.getByLabel("Budget Range").selectOption("over-8000");
    await form.getByLabel("Preferred Travel Dates").fill("Christmas week");
    await form.getByLabel("Additional Information").fill("Honeymoon 🦁 — balloon over the Mara?");
    const created = page.waitForRequest(isCreate);
    await form.getByRole("button", { name: "Send Inquiry" }).click();
    const { documentId } = (await created).postDataJSON() as { documentId: string };
    await expect(page.getByRole("status").filter({ hasText: "Thank you" })).toBeVisible();

    const [document] = await documentsByEmail(baseURL!, email);
    expect(document).toMatchObject({
      $id: documentId,
      formType: "contact",
      name: 'Zanele <b>"Zee"</b> Dlamini',
      phone: "+27 21 555 0100",
      groupSize: "2",
      safariInterest: "luxury",
      budget: "over-8000",
      preferredDates: "Christmas week",
      message: "Honeymoon 🦁 — balloon over the Mara?",
    });
    const mail = outboxMail(documentId);
    expect(mail.headers.subject).toBe(`Contact Form Submission (Contact Page) - ${today()}`);
    expect(mail.headers["reply-to"]).toBe(email);
    expect(mail.text).toContain("Budget (per person): Over $8,000");
    expect(mail.text).toContain("Honeymoon 🦁 — balloon over the Mara?");
    expect(mail.html).toContain("Zanele &lt;b&gt;&quot;Zee&quot;&lt;/b&gt; Dlamini");
  });

  test("the home page's Book Now panel stores the enquiry and e-mails it", async ({
    page,
    baseURL,
  }) => {
    const email = unique("hero");
    await gotoHydrated(page, "/", homeParts);
    await page.getByRole("button", { name: "Book Now" }).click();
    const panel = page.getByRole("dialog", { name: "Book Your Safari" });
    await panel.getByLabel("First Name").fill("Tendai");
    await panel.getByLabel("Your Email").fill(email);
    await panel
      .getByPlaceholder("Tell us about your dream safari...")
      .fill("Gorillas and the Mara");
    await panel.getByLabel("4 + 4 =").fill("8");
    const created = page.waitForRequest(isCreate);
    await panel.getByRole("button", { name: "Send Message" }).click();
    const { documentId } = (await created).postDataJSON() as { documentId: string };
    await expect(page.getByRole("status").filter({ hasText: "Thanks!" })).toBeVisible();

    const [document] = await documentsByEmail(baseURL!, email);
    expect(document).toMatchObject({
      $id: documentId,
      formType: "hero_booking",
      name: "Tendai",
      phone: null,
      message: "Gorillas and the Mara",
    });
    const mail = outboxMail(documentId);
    expect(mail.headers.subject).toBe(`Contact Form Submission (Home Page) - ${today()}`);
    expect(mail.text).toContain("Name: Tendai");
  });

  test("with the service cut off the form keeps its data; the retry stores it once", async ({
    page,
    baseURL,
    errorLog,
  }) => {
    errorLog.allow(
      /ERR_INTERNET_DISCONNECTED/,
      /Failed to fetch/,
      /quote request could not be sent/,
    );
    const email = unique("cutoff");
    await page.route("**/v1/**", (route) => route.abort("internetdisconnected"));
    await gotoHydrated(page, "/contact");
    const form = quoteForm(page);
    await form.getByLabel("Full Name").fill("Kwame Mensah");
    await form.getByLabel("Email Address").fill(email);
    await form.getByLabel("Additional Information").fill("Family of five, July.");
    await form.getByRole("button", { name: "Send Inquiry" }).click();

    await expect(page.getByRole("alert").filter({ hasText: "Sorry" })).toContainText(
      "Sorry, something went wrong. Please try again.",
    );
    await expect(form.getByLabel("Full Name")).toHaveValue("Kwame Mensah");
    await expect(form.getByLabel("Email Address")).toHaveValue(email);
    await expect(form.getByLabel("Additional Information")).toHaveValue("Family of five, July.");
    expect(await documentsByEmail(baseURL!, email)).toHaveLength(0);

    await page.unroute("**/v1/**");
    await form.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Thank you" })).toBeVisible();
    const documents = await documentsByEmail(baseURL!, email);
    expect(documents).toHaveLength(1);
    expect(documents[0]).toMatchObject({ name: "Kwame Mensah", message: "Family of five, July." });
  });

  test("an enquiry stored while its answer was lost is not stored twice on retry", async ({
    page,
    baseURL,
    errorLog,
  }) => {
    errorLog.allow(
      /ERR_CONNECTION_RESET/,
      /Failed to fetch/,
      /quote request could not be sent/,
      /status of 409/,
    );
    const email = unique("lost-answer");
    const sentIds: string[] = [];
    let dropAnswer = true;
    await page.route(createPath, async (route) => {
      sentIds.push((route.request().postDataJSON() as { documentId: string }).documentId);
      if (!dropAnswer) return route.continue();
      dropAnswer = false;
      const answer = await route.fetch();
      expect(answer.status()).toBe(201);
      await route.abort("connectionreset");
    });
    await gotoHydrated(page, "/contact");
    const form = quoteForm(page);
    await form.getByLabel("Full Name").fill("Aiko Tanaka");
    await form.getByLabel("Email Address").fill(email);
    await form.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Sorry" })).toBeVisible();
    expect(await documentsByEmail(baseURL!, email)).toHaveLength(1);

    await form.getByRole("button", { name: "Send Inquiry" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Thank you" })).toBeVisible();
    expect(sentIds).toHaveLength(2);
    expect(sentIds[1]).toBe(sentIds[0]);
    const documents = await documentsByEmail(baseURL!, email);
    expect(documents.map((document) => document.$id)).toEqual([sentIds[0]]);
    expect(existsSync(path.join(dataDir, "outbox", `enquiry-${sentIds[0]}.eml`))).toBe(true);
  });

  test("a reload while typing keeps the draft and its enquiry id", async ({ page, baseURL }) => {
    const email = unique("draft");
    await gotoHydrated(page, "/contact");
    const form = quoteForm(page);
    await form.getByLabel("Full Name").fill("Ngozi Okafor");
    await form.getByLabel("Email Address").fill(email);
    await form.getByLabel("Group Size").selectOption("7+");
    await form.getByLabel("Additional Information").fill("Half-typed message");
    const draftId = await page.evaluate(
      () =>
        (
          JSON.parse(localStorage.getItem("safari:enquiry-draft:contact") ?? "{}") as {
            documentId?: string;
          }
        ).documentId,
    );
    expect(draftId).toMatch(/^[0-9a-f]{20}$/);

    await page.reload();
    await page.locator('html[data-hydrated~="page"]').waitFor({ state: "attached" });
    await expect(form.getByLabel("Full Name")).toHaveValue("Ngozi Okafor");
    await expect(form.getByLabel("Email Address")).toHaveValue(email);
    await expect(form.getByLabel("Group Size")).toHaveValue("7+");
    await expect(form.getByLabel("Additional Information")).toHaveValue("Half-typed message");

    const created = page.waitForRequest(isCreate);
    await form.getByRole("button", { name: "Send Inquiry" }).click();
    expect(((await created).postDataJSON() as { documentId: string }).documentId).toBe(draftId);
    await expect(page.getByRole("status").filter({ hasText: "Thank you" })).toBeVisible();
    await expect(form.getByLabel("Full Name")).toHaveValue("");
    const documents = await documentsByEmail(baseURL!, email);
    expect(documents.map((document) => [document.$id, document.groupSize])).toEqual([
      [draftId, "7+"],
    ]);

    const nextId = await page.evaluate(
      () =>
        (
          JSON.parse(localStorage.getItem("safari:enquiry-draft:contact") ?? "{}") as {
            documentId?: string;
          }
        ).documentId,
    );
    expect(nextId).toMatch(/^[0-9a-f]{20}$/);
    expect(nextId).not.toBe(draftId);
  });
});
