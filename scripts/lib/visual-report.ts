import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pixelmatch from "pixelmatch";
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

type Pixels = Awaited<ReturnType<typeof pixelsOf>>;

/** A PNG's pixels, four bytes each. */
const pixelsOf = (png: Buffer) =>
  sharp(png, { limitInputPixels: false }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });

/**
 * A screenshot's and its baseline's pixels, both of the same size, or what settles the question
 * before decoding them: "missing" (no baseline, or one of another size) or "same" (the same bytes).
 */
async function pixelsBesideBaseline(
  image: Buffer,
  baseline: string,
): Promise<"missing" | "same" | [Pixels, Pixels]> {
  if (!existsSync(baseline)) return "missing";
  const expected = readFileSync(baseline);
  if (expected.equals(image)) return "same";
  const [actual, wanted] = await Promise.all([pixelsOf(image), pixelsOf(expected)]);
  const sameSize =
    actual.info.width === wanted.info.width && actual.info.height === wanted.info.height;
  return sameSize ? [actual, wanted] : "missing";
}

/**
 * Whether a screenshot has exactly its baseline's pixels, as nearly all do run after run. Those
 * need no comparison by tolerance, which the kit's tests run in a process of their own and which
 * takes seconds on a long page. The two files may be encoded differently, so this compares the
 * decoded pixels unless the bytes already match.
 */
export async function sameAsBaseline(image: Buffer, baseline: string): Promise<boolean> {
  const pixels = await pixelsBesideBaseline(image, baseline);
  if (typeof pixels === "string") return pixels === "same";
  return pixels[0].data.equals(pixels[1].data);
}

/**
 * How many of a screenshot's pixels differ from its baseline's, counted as the baseline checks
 * count them (pixelmatch at the matching threshold, anti-aliased pixels left out): 0 when the
 * pixels are the same, Infinity when there is no baseline or its size differs. A check asks
 * Playwright or jest-image-snapshot for its verdict only when this is over its allowance, as they
 * decode both images again in JavaScript and draw the difference: seconds on a long page.
 */
export async function differingPixels(image: Buffer, baseline: string): Promise<number> {
  const pixels = await pixelsBesideBaseline(image, baseline);
  if (typeof pixels === "string") return pixels === "same" ? 0 : Infinity;
  const [actual, wanted] = pixels;
  if (actual.data.equals(wanted.data)) return 0;
  return pixelmatch(actual.data, wanted.data, null, actual.info.width, actual.info.height, {
    threshold: matchingThreshold,
  });
}

/**
 * The baseline checks' tolerance, the kit's (.storybook/test-runner.ts), the pages'
 * (page-checks.spec.ts) and this report's: a colour threshold per pixel, 10 pixels in all (a
 * page's own check allows 10 for every 1,000 px of its height), and anti-aliased pixels not
 * counted (reg-cli's --enableAntialias, pixelmatch's includeAA: false).
 */
export const matchingThreshold = 0.1;
export const thresholdPixel = 10;

/**
 * How many pixels a page's screenshot may differ by: the kit's 10 for every 1,000 px of the
 * page's height. Chromium sometimes draws the anti-aliased rounded corners of a long page's cards
 * a shade apart between runs of the same build (35 pixels down the 17,000 px German home page at
 * 390 px, at the cards' corners alone), while any element moved or redrawn changes thousands.
 */
export function pageAllowance(png: Buffer): number {
  const height = png.readUInt32BE(20);
  return Math.max(thresholdPixel, Math.round((height * thresholdPixel) / 1000));
}

/** How many pixels the check of a screenshot by this file name allows it to differ by. */
const allowance = (file: string, png: Buffer) =>
  file.startsWith(pagePrefix) ? pageAllowance(png) : thresholdPixel;

export type VisualReport = {
  /** The HTML page to open. */
  report: string;
  passed: string[];
  changed: string[];
  new: string[];
  removed: string[];
};

type RegJson = {
  failedItems: string[];
  newItems: string[];
  deletedItems: string[];
  passedItems: string[];
  expectedItems: string[];
  actualItems: string[];
  diffItems: string[];
  actualDir: string;
  expectedDir: string;
  diffDir: string;
};

function regCli(args: string[]) {
  const cli = path.resolve("node_modules/reg-cli/dist/cli.js");
  const result = spawnSync(process.execPath, [cli, ...args], { encoding: "utf8" });
  if (result.status !== 0)
    throw new Error(`reg-cli failed (exit ${result.status}): ${result.stderr || result.stdout}`);
}

const pngsIn = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((file) => file.endsWith(".png"))
        .sort()
    : [];

/**
 * Compares a run's screenshots with the baselines and writes reg-cli's report: one static page
 * listing every image as passed, changed, new or removed, and for each change the baseline, the
 * new image and the difference, side by side, as a slider and blended. A screenshot passes as its
 * check passed it: with exactly its baseline's pixels, as nearly all are, or within its check's
 * allowance (a page's grows with its height), counted without reg-cli's comparison, which takes
 * seconds on a long page; reg-cli compares the others, in a folder of their own, and then draws
 * the report of them all.
 */
export async function writeVisualReport({
  actual = actualDir,
  expected,
  out = visualRunDir,
}: {
  actual?: string;
  expected: string;
  out?: string;
}): Promise<VisualReport> {
  const report = path.join(out, "index.html");
  const json = path.join(out, "report.json");
  const diff = path.join(out, "diff");
  mkdirSync(out, { recursive: true });
  const screenshots = pngsIn(actual);
  const baselines = pngsIn(expected);
  const passing = new Set<string>();
  for (const file of screenshots) {
    const image = readFileSync(path.join(actual, file));
    if ((await differingPixels(image, path.join(expected, file))) <= allowance(file, image))
      passing.add(file);
  }

  let compared: Pick<RegJson, "failedItems" | "newItems" | "passedItems" | "diffItems"> = {
    failedItems: [],
    newItems: [],
    passedItems: [],
    diffItems: [],
  };
  const others = screenshots.filter((file) => !passing.has(file));
  if (others.length > 0) {
    const scratch = mkdtempSync(path.join(tmpdir(), "visual-report-"));
    try {
      const [someActual, someExpected] = ["actual", "expected"].map((name) => {
        const dir = path.join(scratch, name);
        mkdirSync(dir);
        return dir;
      }) as [string, string];
      for (const file of others) {
        copyFileSync(path.join(actual, file), path.join(someActual, file));
        if (baselines.includes(file))
          copyFileSync(path.join(expected, file), path.join(someExpected, file));
      }
      const someJson = path.join(scratch, "report.json");
      regCli([
        someActual,
        someExpected,
        diff,
        "--json",
        someJson,
        "--matchingThreshold",
        String(matchingThreshold),
        "--thresholdPixel",
        String(thresholdPixel),
        "--enableAntialias",
        "--ignoreChange",
        "--concurrency",
        "2",
      ]);
      compared = JSON.parse(readFileSync(someJson, "utf8")) as RegJson;
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }

  const relative = (dir: string) => `./${path.relative(out, dir)}`;
  const whole: RegJson = {
    failedItems: compared.failedItems,
    newItems: compared.newItems,
    deletedItems: baselines.filter((file) => !screenshots.includes(file)),
    passedItems: [...passing, ...compared.passedItems].sort(),
    expectedItems: baselines,
    actualItems: screenshots,
    diffItems: compared.diffItems,
    actualDir: relative(actual),
    expectedDir: relative(expected),
    diffDir: relative(diff),
  };
  writeFileSync(json, JSON.stringify(whole));
  regCli(["--from", json, "--report", report]);
  return {
    report,
    passed: whole.passedItems,
    changed: whole.failedItems,
    new: whole.newItems,
    removed: whole.deletedItems,
  };
}
