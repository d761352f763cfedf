import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

/** Where a visual run leaves its screenshots and the review report (not committed). */
export const visualRunDir = path.resolve("tests/visual/__report__");
export const actualDir = path.join(visualRunDir, "actual");
/** The kit's and the pages' baselines, committed and stored compressed (scripts/lib/baselines.ts). */
export const baselineDir = path.resolve("tests/visual/__baselines__");
/** The assembled site's pages (tests/e2e/page-checks.spec.ts) share the kit's baselines folder. */
export const pagePrefix = "page-";

/**
 * What every screenshot leaves out, stories and pages alike: motion, the caret and the browser's
 * own widget chrome. A text area's resize grip and scrollbars are drawn by each Chromium release
 * in its own way (the grip changed in 156), so a baseline shows the site's pixels only.
 * Scrollbars keep their width.
 */
export const screenshotStyle = `
*, *::before, *::after {
  animation-delay: 0s !important;
  animation-duration: 0s !important;
  transition-delay: 0s !important;
  transition-duration: 0s !important;
  caret-color: transparent !important;
  scrollbar-color: transparent transparent !important;
}
textarea {
  resize: none !important;
}`;

/**
 * Whether a screenshot has exactly its baseline's pixels, as nearly all do run after run. Those
 * need no comparison by tolerance, which the kit's tests run in a process of their own and which
 * takes seconds on a long page. The two files may be encoded differently, so this compares the
 * decoded pixels unless the bytes already match.
 */
export async function sameAsBaseline(image: Buffer, baseline: string): Promise<boolean> {
  if (!existsSync(baseline)) return false;
  const expected = readFileSync(baseline);
  if (expected.equals(image)) return true;
  const pixels = (png: Buffer) =>
    sharp(png, { limitInputPixels: false })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  const [actual, wanted] = await Promise.all([pixels(image), pixels(expected)]);
  return (
    actual.info.width === wanted.info.width &&
    actual.info.height === wanted.info.height &&
    actual.data.equals(wanted.data)
  );
}

/**
 * The baseline checks' tolerance, the kit's (.storybook/test-runner.ts), the pages'
 * (page-checks.spec.ts) and this report's: a colour threshold per pixel, 10 pixels in all (a
 * page's own check allows 10 for every 1,000 px of its height), and anti-aliased pixels not
 * counted (reg-cli's --enableAntialias, pixelmatch's includeAA: false).
 */
export const matchingThreshold = 0.1;
export const thresholdPixel = 10;

export type VisualReport = {
  /** The HTML page to open. */
  report: string;
  passed: string[];
  changed: string[];
  new: string[];
  removed: string[];
};

/**
 * Compares a run's screenshots with the baselines through reg-cli and writes its report: one
 * static page listing every image as passed, changed, new or removed, and for each change the
 * baseline, the new image and the difference, side by side, as a slider and blended.
 */
export function writeVisualReport({
  actual = actualDir,
  expected,
  out = visualRunDir,
}: {
  actual?: string;
  expected: string;
  out?: string;
}): VisualReport {
  const report = path.join(out, "index.html");
  const json = path.join(out, "report.json");
  const result = spawnSync(
    process.execPath,
    [
      path.resolve("node_modules/reg-cli/dist/cli.js"),
      actual,
      expected,
      path.join(out, "diff"),
      "--report",
      report,
      "--json",
      json,
      "--matchingThreshold",
      String(matchingThreshold),
      "--thresholdPixel",
      String(thresholdPixel),
      "--enableAntialias",
      "--ignoreChange",
      "--concurrency",
      "2",
    ],
    { encoding: "utf8" },
  );
  if (result.status !== 0 || !existsSync(json)) {
    throw new Error(`reg-cli failed (exit ${result.status}): ${result.stderr || result.stdout}`);
  }
  const summary = JSON.parse(readFileSync(json, "utf8")) as {
    passedItems: string[];
    failedItems: string[];
    newItems: string[];
    deletedItems: string[];
  };
  return {
    report,
    passed: summary.passedItems,
    changed: summary.failedItems,
    new: summary.newItems,
    removed: summary.deletedItems,
  };
}
