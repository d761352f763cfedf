import { test as base, expect } from "@playwright/test";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import sharp from "sharp";
import { writeVisualReport } from "../../scripts/lib/visual-report";

/** A story screenshot stand-in: a card-coloured frame, with a block where a change would be. */
function screenshot(file: string, changed = false) {
  const frame = sharp({
    create: { width: 240, height: 160, channels: 4, background: "#f5efe6" },
  });
  const block = { create: { width: 48, height: 48, channels: 4 as const, background: "#c2410c" } };
  return (changed ? frame.composite([{ input: block, left: 96, top: 56 }]) : frame)
    .png()
    .toFile(file);
}

const test = base.extend<{ runDir: string }>({
  // Playwright reads a fixture's dependencies from this pattern, so it stays even when empty.
  // eslint-disable-next-line no-empty-pattern
  runDir: async ({}, provide) => {
    const dir = mkdtempSync(path.join(tmpdir(), "visual-report-"));
    await provide(dir);
    rmSync(dir, { recursive: true, force: true });
  },
});

test("the visual review report shows a changed story with its baseline, new image and difference", async ({
  page,
  runDir,
}) => {
  const actual = path.join(runDir, "actual");
  const expected = path.join(runDir, "baselines");
  mkdirSync(actual);
  mkdirSync(expected);
  await screenshot(path.join(expected, "fixture-card--unchanged.png"));
  await screenshot(path.join(actual, "fixture-card--unchanged.png"));
  await screenshot(path.join(expected, "fixture-card--unchanged--de.png"));
  await screenshot(path.join(actual, "fixture-card--unchanged--de.png"));
  await screenshot(path.join(expected, "fixture-card--changed.png"));
  await screenshot(path.join(actual, "fixture-card--changed.png"), true);
  await screenshot(path.join(actual, "fixture-card--added.png"));
  await screenshot(path.join(expected, "fixture-card--renamed.png"));

  const report = await writeVisualReport({ actual, expected, out: path.join(runDir, "report") });
  expect(report.changed).toEqual(["fixture-card--changed.png"]);
  expect(report.passed.sort()).toEqual([
    "fixture-card--unchanged--de.png",
    "fixture-card--unchanged.png",
  ]);
  expect(report.new).toEqual(["fixture-card--added.png"]);
  expect(report.removed).toEqual(["fixture-card--renamed.png"]);

  await page.goto(pathToFileURL(report.report).href);
  await expect(page.getByText("CHANGED ITEMS")).toBeVisible();
  await expect(page.getByText("PASSED ITEMS")).toBeVisible();
  await expect(page.getByText("NEW ITEMS")).toBeVisible();
  await expect(page.getByText("DELETED ITEMS")).toBeVisible();
  await expect(page.getByText("fixture-card--changed.png").first()).toBeVisible();
  await expect(page.getByText("fixture-card--unchanged.png", { exact: true })).toBeVisible();

  // A designer opens the change: before and after with a slider, side by side, or blended.
  await page.getByText("fixture-card--changed.png").first().click();
  // The changed story's three images, each loaded at the screenshot's size: the difference, the
  // new screenshot and the baseline. A busy machine decodes them after the click returns.
  const changedImages = () =>
    page.evaluate(() =>
      Array.from(document.images)
        .filter((image) => image.getAttribute("src")?.endsWith("fixture-card--changed.png"))
        .map((image) => ({
          folder: image.getAttribute("src")?.split("/").at(-2),
          width: image.naturalWidth,
        }))
        .sort((a, b) => String(a.folder).localeCompare(String(b.folder))),
    );
  await expect
    .poll(changedImages)
    .toEqual(["actual", "baselines", "diff"].map((folder) => ({ folder, width: 240 })));

  await expect(page.getByText("Before", { exact: true })).toBeVisible();
  await expect(page.getByText("After", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "2up" }).click();
  await expect(page.getByRole("button", { name: "Slide" })).toBeVisible();
});
