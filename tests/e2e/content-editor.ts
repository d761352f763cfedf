import { expect, type FrameLocator, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";

/** The tour the editor's tests change: its file under a checkout, and its page's address. */
export const editedTour = {
  file: (checkout: string) => path.join(checkout, "content/tours/luxury-7-days.yaml"),
  path: "/safari-tours/7-day-luxury-kenya-safari-samburu-ol-pejeta-lake-nakuru-masai-mara",
};

export type TourFile = {
  en: { title: string; costs: { solo: string | null }; route?: unknown };
  de: { title: string; days: Array<{ title: string }> };
};

export const readTour = (checkout: string) =>
  yaml.load(readFileSync(editedTour.file(checkout), "utf8")) as TourFile;

/**
 * Opens a tour in the editor at /admin, on the test's server or the one at `origin` (the local
 * backend's "Login" needs no account).
 */
export async function openTour(page: Page, title: string, origin = "") {
  await page.goto(`${origin}/admin/`);
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("link", { name: title }).click();
  await expect(page.getByText("Writing in EN")).toBeVisible();
}

/** English is edited in the first pane, a translation beside it in the second. */
export const soloPrice = (page: Page) => page.getByLabel(/One traveller/).first();
/** The price the tour's card, its page and its search result lead with. */
export const leadPrice = (page: Page) => page.getByLabel(/Two travellers, per person/).first();

/** Opens the day whose German title is `from` in the translation's pane and retitles it. */
export async function retitleGermanDay(page: Page, from: string, to: string) {
  // A day opens by the first of its item's buttons (Decap's list widget).
  await page.getByText(from, { exact: true }).locator("..").getByRole("button").first().click();
  await page.locator(`input[value="${from}"]`).fill(to);
}

/** Saves the entry as the editor's "Publish now" does. */
export async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
}

export const preview = (page: Page): FrameLocator => page.frameLocator("iframe").first();
