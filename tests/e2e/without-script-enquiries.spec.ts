import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { localizedPath, type Locale } from "../../data/domain/locales";
import type { Tour } from "../../data/content/types";
import { violations } from "./axe-violations";
import { expect, test } from "./site-fixtures";
import { documentsByEmail, outboxMail } from "./stored-enquiries";

/*
 * A traveller whose browser runs no script sends an enquiry: the form posts to the server, the
 * enquiry is stored and e-mailed as the script's would be, and the answer is a page in their
 * language; a mistake brings the form back with the message beside the field and all they typed.
 */
test.use({ javaScriptEnabled: false });

const tours = JSON.parse(readFileSync("data/generated/tours.json", "utf8")) as Tour[];
const tour = tours[0]!;

/** The words the pages show, per language, as a traveller reads them. */
const words = {
  en: {
    book: "Book This Safari",
    name: "Full Name",
    email: "Email Address",
    groupSize: "Group Size",
    message: "Additional Information",
    send: "Send Inquiry",
    thanks: "Thank you for your inquiry! We will contact you within 24 hours.",
    nameRequired: "Please enter your full name.",
  },
  de: {
    book: "Diese Safari buchen",
    name: "Vor- und Nachname",
    email: "E-Mail-Adresse",
    groupSize: "Gruppengröße",
    message: "Weitere Angaben",
    send: "Anfrage senden",
    thanks: "Vielen Dank für Ihre Anfrage! Wir melden uns innerhalb von 24 Stunden bei Ihnen.",
    nameRequired: "Bitte geben Sie Ihren vollständigen Namen ein.",
  },
} as const satisfies Partial<Record<Locale, Record<string, string>>>;

const unique = (name: string) =>
  `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

function quoteForm(page: Page, locale: keyof typeof words) {
  return page.locator("form").filter({ has: page.getByLabel(words[locale].name) });
}

test.describe("with JavaScript off, an enquiry", () => {
  for (const locale of Object.keys(words) as (keyof typeof words)[]) {
    const text = words[locale];

    test(`is sent from a tour's Book link and the contact page (${locale})`, async ({
      page,
      baseURL,
    }) => {
      await page.goto(localizedPath(locale, `/safari-tours/${tour.slug}`));
      await page.getByRole("link", { name: text.book }).first().click();
      await expect(page).toHaveURL(new RegExp(`${localizedPath(locale, "/contact")}$`));

      const email = unique(`no-script-${locale}`);
      const form = quoteForm(page, locale);
      await form.getByLabel(text.name).fill("Amani Otieno");
      await form.getByLabel(text.email).fill(email);
      await form.getByLabel(text.groupSize).selectOption("2");
      await form.getByLabel(text.message).fill(`${tour.title}, in July.`);
      await form.getByRole("button", { name: text.send }).click();

      await expect(page).toHaveURL(new RegExp(`${localizedPath(locale, "/enquiry/sent")}#`));
      await expect(page.getByRole("status")).toHaveText(text.thanks);
      expect(new URL(page.url()).search).toBe("");

      const stored = await documentsByEmail(baseURL!, email);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({
        formType: "contact",
        locale,
        name: "Amani Otieno",
        groupSize: "2",
        message: `${tour.title}, in July.`,
      });
      const mail = outboxMail(stored[0]!.$id);
      expect(mail.headers["reply-to"]).toBe(email);
      expect(mail.text).toContain(`${tour.title}, in July.`);
    });

    test(`comes back with the message beside the field and what was typed (${locale})`, async ({
      page,
      baseURL,
      errorLog,
    }) => {
      // The answer is the page itself, with the status that says the input was refused.
      errorLog.allow(/status of 400 \(Bad Request\)/);
      await page.goto(localizedPath(locale, "/contact"));
      const email = unique(`no-script-error-${locale}`);
      const form = quoteForm(page, locale);
      // Only spaces: the browser's own check passes it, the server's does not.
      await form.getByLabel(text.name).fill("   ");
      await form.getByLabel(text.email).fill(email);
      await form.getByLabel(text.groupSize).selectOption("5-6");
      await form.getByLabel(text.message).fill("Eight of us,\nthree generations.");
      await form.getByRole("button", { name: text.send }).click();

      const answered = quoteForm(page, locale);
      await expect(answered.getByText(text.nameRequired)).toBeVisible();
      await expect(answered.getByLabel(text.name)).toHaveAttribute("aria-invalid", "true");
      await expect(answered.getByLabel(text.name)).toBeFocused();
      await expect(answered.getByLabel(text.email)).toHaveValue(email);
      await expect(answered.getByLabel(text.groupSize)).toHaveValue("5-6");
      await expect(answered.getByLabel(text.message)).toHaveValue(
        "Eight of us,\nthree generations.",
      );
      expect(await documentsByEmail(baseURL!, email)).toEqual([]);

      await answered.getByLabel(text.name).fill("Amani Otieno");
      await answered.getByRole("button", { name: text.send }).click();
      await expect(page.getByRole("status")).toHaveText(text.thanks);
      expect(await documentsByEmail(baseURL!, email)).toHaveLength(1);
    });
  }

  test("a form the browser finds empty is not posted: its own check asks for the field", async ({
    page,
  }) => {
    await page.goto("/contact");
    const form = quoteForm(page, "en");
    await form.getByRole("button", { name: words.en.send }).click();
    await expect(page).toHaveURL(/\/contact$/);
    expect(
      await form
        .getByLabel(words.en.name)
        .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
    ).toBe(true);
  });
});

test.describe("the pages that answer a form posted without script", () => {
  // axe runs in the page, so these load with script on; the answer pages carry none of their own.
  test.use({ javaScriptEnabled: true });

  for (const locale of Object.keys(words) as (keyof typeof words)[]) {
    test(`have no accessibility violations (${locale})`, async ({ page, errorLog }) => {
      errorLog.allow(/status of 400 \(Bad Request\)/);
      await page.goto(localizedPath(locale, "/contact"));
      const form = quoteForm(page, locale);
      await form.getByLabel(words[locale].email).fill("not an address");
      // submit() posts as the browser does with script off: no submit event, no checks.
      await form.evaluate((element: HTMLFormElement) => element.submit());
      await expect(page.getByText(words[locale].nameRequired)).toBeVisible();
      expect(await violations(page)).toEqual([]);

      await page.goto(localizedPath(locale, "/enquiry/sent"));
      await expect(page.getByRole("status")).toHaveText(words[locale].thanks);
      expect(await violations(page)).toEqual([]);
    });
  }
});
