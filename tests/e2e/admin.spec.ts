import AxeBuilder from "@axe-core/playwright";
import { cpSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import {
  editedTour,
  openTour,
  preview,
  publish,
  readTour as readCheckoutTour,
  retitleGermanDay,
  soloPrice,
} from "./content-editor";
import type { Page } from "@playwright/test";
import { expect, test } from "./site-fixtures";

/**
 * The content editor at /admin (Decap CMS) on the server's local backend, which writes a copy of
 * the checkout's content (CONTENT_EDITOR_ROOT in playwright.config.ts): an edit saved in the
 * browser is in the file, a refused one leaves the file as it was, and the preview is the kit's.
 */
const checkout = path.resolve(".data/e2e-checkout");
const tourFile = editedTour.file(checkout);
const readTour = () => readCheckoutTour(checkout);

test.beforeEach(() => {
  rmSync(checkout, { recursive: true, force: true });
  mkdirSync(path.join(checkout, "images"), { recursive: true });
  cpSync("content", path.join(checkout, "content"), { recursive: true });
});

test("a price and a German day title saved in the editor are in the tour's file", async ({
  page,
}) => {
  const before = readTour();
  await openTour(page, before.en.title);
  await soloPrice(page).fill("$5600");
  const germanDay = before.de.days[1]!.title;
  await retitleGermanDay(page, germanDay, "Ein ganzer Tag in Samburu");
  const started = Date.now();
  await publish(page);
  await expect(page.getByText("Entry saved")).toBeVisible();
  console.log(`Save round trip: ${Date.now() - started} ms`);
  const after = readTour();
  expect(after.en.costs.solo).toBe("$5600");
  expect(after.de.days[1]!.title).toBe("Ein ganzer Tag in Samburu");
  expect(after.en.title).toBe(before.en.title);
  expect(after.en.route).toEqual(before.en.route);
});

/**
 * Saves a new price for one traveller on a page whose clock the test moves, and holds the
 * server's answer to the save until `release` is called, as a save waits for its publish on a
 * busy machine; resolves once the save has reached the server.
 */
async function saveHeldAtServer(page: Page, price: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let reached = () => {};
  const sent = new Promise<void>((resolve) => (reached = resolve));
  await page.clock.install();
  await openTour(page, readTour().en.title);
  await soloPrice(page).fill(price);
  await page.route("**/admin/api/v1", async (route) => {
    if ((route.request().postDataJSON() as { action?: string }).action !== "persistEntry") {
      return route.fallback();
    }
    const response = await route.fetch();
    reached();
    await released;
    await route.fulfill({ response });
  });
  await publish(page);
  await sent;
  return { release };
}

test("a save whose publish takes minutes is saved, and the editor says so when it ends", async ({
  page,
}) => {
  const save = await saveHeldAtServer(page, "$5700");
  await page.clock.fastForward("03:00");
  save.release();
  await expect(page.getByText("Entry saved")).toBeVisible();
  expect(readTour().en.costs.solo).toBe("$5700");
});

test("a save whose publish never ends is given up after ten minutes, with what to do", async ({
  page,
  errorLog,
}) => {
  // Decap logs the failed save, and rejects it again with its own record of the failure.
  errorLog.allow(/not published with it within 10 minutes/, /^uncaught: Object$/);
  const save = await saveHeldAtServer(page, "$5700");
  await page.clock.fastForward("10:00");
  await expect(
    page.getByText(
      "the site was not published with it within 10 minutes. Reload the entry to see whether it was saved.",
      { exact: false },
    ),
  ).toBeVisible();
  save.release();
});

test("an invalid edit is refused with a message and the file is unchanged", async ({
  page,
  errorLog,
}) => {
  // Decap rejects its save with no error object when its own checks refuse the entry.
  errorLog.allow(/^uncaught: undefined$/);
  const before = readFileSync(tourFile, "utf8");
  await openTour(page, readTour().en.title);
  await soloPrice(page).fill("abc");
  await publish(page);
  await expect(page.getByText(/A price must be whole dollars/)).toBeVisible();
  await soloPrice(page).fill("$5405");
  await page.getByLabel("Title").first().fill("");
  await publish(page);
  await expect(page.getByText(/missed a required field|is required/i).first()).toBeVisible();
  expect(readFileSync(tourFile, "utf8")).toBe(before);
});

test("the preview is the kit's tour card and route map, in the language being edited", async ({
  page,
}) => {
  const tour = readTour();
  await openTour(page, tour.en.title);
  await page.getByTitle("Toggle preview").click();
  const card = preview(page).locator('[data-slot="tour-card"]');
  await expect(card.getByRole("heading", { name: tour.en.title })).toBeVisible();
  await expect(card).toContainText("$3,517");
  // The route map of the tour page, drawn from the route being edited.
  await expect(preview(page).locator('[data-slot="route-map"]')).toContainText("Samburu");
  // Editing German in the first pane, the preview is German, prices still from the English.
  await page.getByRole("button", { name: "Writing in EN" }).click();
  await page.getByRole("menuitem", { name: "de", exact: true }).click();
  await expect(card.getByRole("heading", { name: tour.de.title })).toBeVisible();
  await expect(card).toContainText("3.517");
  // The settings' and the rules' words too: the group size, the park scope.
  await expect(card).toContainText("2–6 Personen");
  await expect(card).toContainText("Ein Park");
  await expect(card).not.toContainText("People");
  const results = await new AxeBuilder({ page })
    .include("iframe")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

test("a destination's preview is its card and its twelve months, in the language being edited", async ({
  page,
}) => {
  type DestinationFile = Record<
    "en" | "de",
    { name: string; tagline: string; months: Array<{ note: string }> }
  >;
  const destination = yaml.load(
    readFileSync(path.join(checkout, "content/destinations/samburu.yaml"), "utf8"),
  ) as DestinationFile;
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("link", { name: "Destinations" }).click();
  await page.getByRole("link", { name: destination.en.name, exact: true }).click();
  await expect(page.getByText("Writing in EN")).toBeVisible();
  await page.getByTitle("Toggle preview").click();
  const card = preview(page).locator('[data-slot="destination-card"]');
  const calendar = preview(page).locator('[data-slot="month-calendar"]');
  await expect(card).toContainText(destination.en.tagline);
  await expect(calendar.locator(":scope > li")).toHaveCount(12);
  await expect(calendar).toContainText(destination.en.months[6]?.note ?? "");
  await page.getByRole("button", { name: "Writing in EN" }).click();
  await page.getByRole("menuitem", { name: "de", exact: true }).click();
  await expect(card).toContainText(destination.de.tagline);
  await expect(calendar).toContainText(destination.de.months[6]?.note ?? "");
  await expect(calendar).toContainText("Juli");
  const results = await new AxeBuilder({ page })
    .include("iframe")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});
