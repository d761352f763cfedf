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

/** A run's folders: its screenshots, the baselines, and where the report goes. */
type RunDirs = { actual: string; expected: string; out: string };

const test = base.extend<{ run: RunDirs }>({
  // Playwright reads a fixture's dependencies from this pattern, so it stays even when empty.
  // eslint-disable-next-line no-empty-pattern
  run: async ({}, provide) => {
    const dir = mkdtempSync(path.join(tmpdir(), "visual-report-"));
    const run = {
      actual: path.join(dir, "actual"),
      expected: path.join(dir, "baselines"),
      out: path.join(dir, "report"),
    };
    mkdirSync(run.actual);
    mkdirSync(run.expected);
    await provide(run);
    rmSync(dir, { recursive: true, force: true });
  },
});

test("the visual review report shows a changed story with its baseline, new image and difference", async ({
  page,
  run,
}) => {
  const { actual, expected } = run;
  await screenshot(path.join(expected, "fixture-card--unchanged.png"));
  await screenshot(path.join(actual, "fixture-card--unchanged.png"));
  await screenshot(path.join(expected, "fixture-card--unchanged--de.png"));
  await screenshot(path.join(actual, "fixture-card--unchanged--de.png"));
  await screenshot(path.join(expected, "fixture-card--changed.png"));
  await screenshot(path.join(actual, "fixture-card--changed.png"), true);
  await screenshot(path.join(actual, "fixture-card--added.png"));
  await screenshot(path.join(expected, "fixture-card--renamed.png"));

  const report = await writeVisualReport(run);
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

/** A long page's screenshot stand-in, 3,000 px tall, with 20 pixels drawn a colour apart. */
function longScreenshot(file: string, touched = false) {
  const frame = sharp({ create: { width: 240, height: 3000, channels: 4, background: "#f5efe6" } });
  const dot = { create: { width: 4, height: 5, channels: 4 as const, background: "#231f1b" } };
  return (touched ? frame.composite([{ input: dot, left: 120, top: 1500 }]) : frame)
    .png()
    .toFile(file);
}

test("the report passes what the checks pass: a long page within its allowance, not a story", async ({
  run,
}) => {
  const { actual, expected } = run;
  // The same 20 pixels apart: within a 3,000 px page's 30, over a story's 10.
  for (const name of ["page-fixture--390.png", "fixture-long--default.png"]) {
    await longScreenshot(path.join(expected, name));
    await longScreenshot(path.join(actual, name), true);
  }

  const report = await writeVisualReport(run);
  expect(report.passed).toEqual(["page-fixture--390.png"]);
  expect(report.changed).toEqual(["fixture-long--default.png"]);
});
