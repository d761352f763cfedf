import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  languageTags,
  localeOfPath,
  localizedPath,
  locales,
  unprefixedPath,
  type Locale,
} from "../../data/domain/locales";
import {
  generatedDestinations,
  generatedFaq,
  generatedGallery,
  generatedPage,
  generatedServices,
  generatedTips,
  generatedTours,
  generatedWhenToGo,
} from "../../data/content/generated";
import { pageCollections } from "../../data/content/load";
import { tourTexts } from "../../data/content/tours";
import type { Tour } from "../../data/content/types";
import { fill } from "../../site/i18n/format";
import { paths } from "../../site/paths";
import { catalogueEntries } from "../catalogue-entries";
import { parseMail } from "../integration/enquiries-mail";
import { readServedPages, type ServedReading } from "./page-text";
import { expect, gotoHydrated, homeParts, test } from "./site-fixtures";
import { dataDir, documentsByEmail } from "./stored-enquiries";
import { distDir, prerenderedPaths } from "./site-pages-list";

/** The strings of a value, through its lists and objects, in order. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** Every text of the content files a traveller reads, in one order for every language. */
function contentStrings(locale: Locale): string[] {
  const tours: readonly Tour[] = generatedTours(locale);
  const faq = generatedFaq(locale).map(({ question, answer }) => [question, answer]);
  const cards = [...generatedServices(locale), ...generatedTips(locale)].map(
    ({ title, description }) => [title, description],
  );
  const destinations = generatedDestinations(locale).map(
    ({ name, tagline, guide, bestTime, wildlife }) => [name, tagline, guide, bestTime, wildlife],
  );
  const notes = Object.values(generatedWhenToGo(locale)).map((year) =>
    year.map((month) => month.note),
  );
  return [
    ...strings(faq),
    ...strings(cards),
    ...strings(destinations),
    ...strings(notes),
    ...pageCollections.flatMap((page) => strings(generatedPage(page, locale))),
    ...strings(generatedGallery(locale).map(({ alt, location }) => [alt, location])),
    ...tours.flatMap((tour) =>
      strings([
        tourTexts(tour),
        tour.type,
        tour.destinations,
        tour.highlights,
        tour.days.map((day) => day.mealPlan),
      ]),
    ),
  ];
}

/** English text → its translation, for every text of the content files. */
function contentTranslations(locale: Locale): Array<[string, string]> {
  const translated = contentStrings(locale);
  return contentStrings("en").map((text, index) => [text, translated[index] ?? ""]);
}

const servedPages = new Map<string, ServedReading>();

/** How many pages are fetched at once, and read in one call. */
const pagesAtOnce = 12;

/**
 * Fetches and reads the pages, each once for every test of this file that looks at it: a dozen
 * at a time, fetched and read by the browser on the site (readServedPages).
 */
async function servedPagesOf(
  page: Page,
  routes: readonly string[],
): Promise<Map<string, ServedReading>> {
  const unread = routes.filter((route) => !servedPages.has(route));
  if (unread.length > 0 && !page.url().startsWith("http")) await page.goto("/");
  for (let start = 0; start < unread.length; start += pagesAtOnce) {
    const batch = unread.slice(start, start + pagesAtOnce);
    const readings = await readServedPages(page, batch);
    batch.forEach((route, index) => servedPages.set(route, readings[index]!));
  }
  return servedPages;
}

/**
 * The English texts a page in `locale` must not show: every interface message and every content
 * text whose translation differs from it (names the same in both languages are left out).
 */
async function englishTextsFor(locale: Locale): Promise<Set<string>> {
  const translated = await catalogueEntries(locale);
  const texts = new Set<string>();
  for (const [key, text] of await catalogueEntries("en")) {
    if (/\p{L}{3}/u.test(text) && !text.includes("{") && translated.get(key) !== text)
      texts.add(text);
  }
  for (const [text, translation] of contentTranslations(locale)) {
    if (/\p{L}{3}/u.test(text) && translation !== text) texts.add(text);
  }
  return texts;
}

test.describe("the site in six languages", () => {
  const routes = prerenderedPaths();
  const siteUrl = new URL(
    /<loc>([^<]+)<\/loc>/.exec(readFileSync(`${distDir}/sitemap.xml`, "utf8"))?.[1] ?? "",
  ).origin;

  test("every page is in every language, in the sitemap", () => {
    const english = routes.filter((route) => localeOfPath(route) === "en");
    for (const locale of locales) {
      const own = routes.filter((route) => localeOfPath(route) === locale);
      expect(own.map(unprefixedPath), locale).toEqual(english);
    }
  });

  test("each page answers in its language, with its canonical, all seven alternates and JSON-LD in its language, and links only within its language", async ({
    page,
  }) => {
    test.setTimeout(600_000);
    const problems: string[] = [];
    const served = await servedPagesOf(page, routes);
    for (const route of routes) {
      const { status, reading } = served.get(route)!;
      if (status !== 200) {
        problems.push(`${route}: status ${status}`);
        continue;
      }
      const locale = localeOfPath(route);
      const path = unprefixedPath(route);
      if (reading.lang !== languageTags[locale]) problems.push(`${route}: lang="${reading.lang}"`);
      if (reading.canonical !== `${siteUrl}${route}`)
        problems.push(`${route}: canonical ${reading.canonical}`);
      const expected = Object.fromEntries([
        ...locales.map((other) => [languageTags[other], `${siteUrl}${localizedPath(other, path)}`]),
        ["x-default", `${siteUrl}${path}`],
      ]);
      if (JSON.stringify(reading.alternates) !== JSON.stringify(expected))
        problems.push(`${route}: alternates ${JSON.stringify(reading.alternates)}`);
      if (
        reading.inLanguage.length === 0 ||
        reading.inLanguage.some((tag) => tag !== languageTags[locale])
      )
        problems.push(`${route}: JSON-LD inLanguage ${reading.inLanguage.join(", ")}`);
      const foreign = reading.links.filter((link) => localeOfPath(link) !== locale);
      if (foreign.length > 0)
        problems.push(`${route}: links into another language: ${foreign.join(", ")}`);
    }
    expect(problems).toEqual([]);
  });

  test("no English is left on a page in another language", async ({ page }) => {
    test.setTimeout(600_000);
    const problems: string[] = [];
    for (const locale of locales.filter((code) => code !== "en")) {
      const englishTexts = await englishTextsFor(locale);
      const own = routes.filter((path) => localeOfPath(path) === locale);
      const served = await servedPagesOf(page, own);
      for (const route of own) {
        const { reading } = served.get(route)!;
        const left = [...new Set(reading.bodyTexts.filter((text) => englishTexts.has(text)))];
        if (left.length > 0) problems.push(`${route}: ${left.slice(0, 5).join(" | ")}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

test.describe("travelling in another language", () => {
  test("the language menu takes a tour page to the same tour in German, and remembers the choice", async ({
    page,
  }) => {
    const tourPath = prerenderedPaths().find(
      (route) => route.startsWith(paths.tour("")) && route !== paths.compare,
    );
    if (!tourPath) throw new Error("No tour page in the sitemap");
    await gotoHydrated(page, tourPath);
    const englishTitle = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
    await page.locator('[data-slot="language-switcher-trigger"]').filter({ visible: true }).click();
    await page
      .locator('[data-slot="language-switcher-option"][hreflang="de"]')
      .filter({ visible: true })
      .click();
    await expect(page).toHaveURL(`/de${tourPath}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      new Map(contentTranslations("de")).get(englishTitle) ?? "",
    );
    expect(await page.evaluate(() => localStorage.getItem("safari:locale"))).toBe("de");
  });

  test.describe("with a browser set to German", () => {
    test.use({ locale: "de-DE" });

    test("an English page offers itself in German, in German, and forgets the offer once waved away", async ({
      page,
    }) => {
      await gotoHydrated(page, paths.about);
      const notes = page.locator('[data-slot="language-suggestion"]');
      await expect(notes).toHaveCount(locales.length - 1);
      await expect(notes.filter({ visible: true })).toHaveCount(1);
      const note = notes.filter({ visible: true });
      await expect(note).toHaveAttribute("lang", languageTags.de);
      await expect(note.getByRole("link")).toHaveAttribute(
        "href",
        localizedPath("de", paths.about),
      );
      await note.getByRole("button").click();
      await expect(notes.filter({ visible: true })).toHaveCount(0);
      await page.reload();
      await expect(notes.filter({ visible: true })).toHaveCount(0);
    });
  });

  for (const [locale, query, expected] of [
    ["de", "serengeti", "Serengeti"],
    ["zh", "塞伦盖蒂", "塞伦盖蒂"],
  ] as const) {
    test(`searching '${query}' on /${locale} finds the tours, in that language`, async ({
      page,
    }) => {
      await gotoHydrated(page, localizedPath(locale, "/"), homeParts);
      await page.locator('[data-slot="search-button"]').filter({ visible: true }).first().click();
      const dialog = page.getByRole("dialog");
      const box = dialog.getByRole("combobox");
      await expect(box).toBeFocused();
      await box.pressSequentially(query, { delay: 30 });
      await expect(dialog).toHaveAttribute("data-results-query", query);
      const hits = dialog.locator('[role="option"][data-type="tour"]');
      await expect(hits.first()).toContainText(expected);
      await expect(hits.first()).toContainText(
        fill(locale === "zh" ? "{count}天" : "{count} Tage", { count: "" }).trim(),
      );
    });
  }

  test("a quote sent from /fr/contact is stored with locale fr, and the e-mail asks for a reply in French", async ({
    page,
    baseURL,
  }) => {
    const email = `langue-${Date.now()}@example.com`;
    await gotoHydrated(page, "/fr/contact");
    const form = page.locator("form").filter({ has: page.locator('[name="email"]') });
    await form.locator('[name="name"]').fill("Camille Laurent");
    await form.locator('[name="email"]').fill(email);
    await form.locator('[name="groupSize"]').selectOption("2");
    await form.locator('[name="message"]').fill("Une semaine en août, avec la Grande Migration ?");
    await form.locator('button[type="submit"]').click();
    await expect(form.getByRole("status")).toBeVisible();
    await expect.poll(async () => (await documentsByEmail(baseURL!, email)).length).toBe(1);
    const [document] = await documentsByEmail(baseURL!, email);
    expect(document).toMatchObject({ locale: "fr", name: "Camille Laurent" });
    const mail = parseMail(
      readFileSync(path.join(dataDir, "outbox", `enquiry-${document?.$id}.eml`), "utf8"),
    );
    expect(mail.text).toContain("Reply in: French (Français)");
    expect(mail.headers.subject).toMatch(/^Contact Form Submission \(Contact Page\) - /);
  });
});
