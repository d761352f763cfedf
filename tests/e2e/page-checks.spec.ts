import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { unprefixedPath } from "../../data/domain/locales";
import {
  actualDir,
  differingPixels,
  matchingThreshold,
  pageAllowance,
  screenshotStyle,
} from "../../scripts/lib/visual-report";
import { violations } from "./axe-violations";
import { footerMovesAfterJump, layoutProblems, wholePageStyle } from "./layout-audit";
import { expect, homeParts, hydrate, test } from "./site-fixtures";
import { everyRoute } from "./site-pages-list";

/**
 * Every route of the route table in English, German and Chinese (site-pages-list.ts), checked
 * from one visit, three loads of the page, for what a visitor sees:
 *
 * - still after a jump, at 390 and 1280 px: the footer, jumped to from the top of a page just
 *   loaded, stays where it was first drawn while the parts skipped on the way are laid out (on
 *   the first visit, on a phone, and on the desktop's load);
 * - as its screenshots at 390 and 1280 px, against baselines beside the kit's
 *   (page-<route>--<width>, with --de and --zh for those languages) and in the same visual
 *   review report: consent answered, motion off, fonts in the cache (a returning visitor), every
 *   image loaded. Dates that change by the day (a legal page's "Last updated", the footer's
 *   year) are masked. `npm run test:e2e -- page-checks --update-snapshots` accepts changes;
 * - whole at 360 and 1280 px, the narrowest phone and the desktop (the widths between are
 *   checked for the header and the floating buttons in layout.spec.ts): nothing cut off, no text
 *   cut, no crowded small target, nothing under the floating buttons (layout-audit.ts), no
 *   sideways scrolling;
 * - without WCAG 2.1 A/AA violations on a desktop, its lazy parts hydrated (every other page is
 *   checked in page-accessibility.spec.ts, the open dialogs in a11y.spec.ts).
 *
 * The first visit is at the narrowest width, as a wider page cached first would give the phone
 * its larger photos. The returning visitor's phone load is drawn as it opens (the page's lazy
 * parts untouched, their code not yet fetched) and then laid out at the narrowest phone's width;
 * the desktop load serves the jump, then, once the visitor has reached for every lazy part, its
 * screenshot, its layout and the accessibility check.
 */
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };
/** The widths each load is laid out at: the narrowest phone's, and the desktop it was loaded at. */
const phoneLayout = [{ width: 360, height: 780 }];
const desktopLayout = [desktop];

/** What a baseline's name says about a page: /de/safari-tours at 390 px → page-safari-tours--390--de. */
function baselineName(route: string, width: number): string {
  const [, locale] = /^\/(de|zh)(?=\/|$)/.exec(route) ?? [];
  const address = locale ? route.slice(locale.length + 1) : route;
  const slug = address.replace(/^\//, "").replace(/\//g, "-") || "home";
  return `page-${slug}--${width}${locale ? `--${locale}` : ""}`;
}

/** The kit's screenshot rules, and every part of a long page drawn, not skipped off screen. */
const pageScreenshotStyle = `${screenshotStyle}\n${wholePageStyle}`;

/** Jumps from the top of the loaded page to its footer, which must stay where it was drawn. */
async function expectFooterStillAfterJump(page: Page, width: number) {
  await hydrate(page);
  expect
    .soft(await footerMovesAfterJump(page), `the footer's move after a jump at ${width} px`)
    .toBeLessThanOrEqual(2);
}

/** Two frames drawn. */
const nextFrames = () =>
  new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));

/** The page whole, as the screenshots are compared: the changing dates masked. */
function wholePageScreenshot(page: Page) {
  return page.screenshot({
    fullPage: true,
    animations: "disabled",
    caret: "hide",
    scale: "css",
    mask: [
      page.getByTestId("last-updated"),
      page.getByRole("contentinfo").locator("p").filter({ hasText: "©" }),
    ],
  });
}

/**
 * How many times a page is captured before its difference from the baseline counts. Chromium's
 * capture of a whole page now and then leaves out an element below the first screen, drawn on
 * the page all along (a gallery tile, the page background in its place): a second capture of the
 * same still page has it. A change to the page is in every capture.
 */
const captures = 3;

/**
 * Draws the page as it is now whole, with every image decoded, compares its screenshot with the
 * baseline (Playwright's comparison, which also writes the difference, only for one over the
 * allowance), and takes the screenshot rules off again.
 */
async function expectScreenshot(page: Page, route: string, width: number) {
  const style = await page.addStyleTag({ content: pageScreenshotStyle });
  await page.evaluate(async () => {
    await document.fonts.ready;
    const images = Array.from(document.images);
    for (const image of images) image.loading = "eager";
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    window.scrollTo(0, 0);
  });
  await page.evaluate(nextFrames);
  const name = baselineName(route, width);
  const baseline = test.info().snapshotPath(`${name}.png`);
  let image: Buffer;
  let overAllowance: boolean;
  for (let capture = 1; ; capture += 1) {
    if (capture > 1) {
      test.info().annotations.push({ type: "captured again", description: name });
      console.log(`${name}: captured again, capture ${capture - 1} differed from the baseline`);
      await page.evaluate(nextFrames);
    }
    image = await wholePageScreenshot(page);
    overAllowance = (await differingPixels(image, baseline)) > pageAllowance(image);
    if (!overAllowance || capture === captures) break;
  }
  mkdirSync(actualDir, { recursive: true });
  writeFileSync(path.join(actualDir, `${name}.png`), image);
  if (overAllowance)
    expect.soft(image).toMatchSnapshot(`${name}.png`, {
      threshold: matchingThreshold,
      maxDiffPixels: pageAllowance(image),
    });
  await style.evaluate((element) => (element as Element).remove());
}

test.describe("every page in English, German and Chinese, from one visit", () => {
  test.use({ reducedMotion: "reduce" });

  for (const route of everyRoute(["en", "de", "zh"])) {
    test(`${route}: still after a jump at 390 and 1280 px, as its baselines there, whole at 360 and 1280 px, and without WCAG 2.1 A/AA violations`, async ({
      page,
      errorLog,
    }) => {
      errorLog.allow(/status of 404/);

      await page.setViewportSize(phone);
      await page.goto(route);
      await expectFooterStillAfterJump(page, phone.width);
      // Every font in the cache, for the returning visitor.
      await page.evaluate(() => Promise.all(Array.from(document.fonts, (face) => face.load())));

      await page.reload();
      await hydrate(page);
      await expectScreenshot(page, route, phone.width);
      expect.soft(await layoutProblems(page, phoneLayout), "layout on a phone").toEqual([]);

      await page.setViewportSize(desktop);
      await page.reload();
      await expectFooterStillAfterJump(page, desktop.width);
      // Every part hydrated, as after a visitor's jump back up, and the pointer off the page.
      await hydrate(page, unprefixedPath(route) === "/" ? homeParts : ["page"]);
      await page.mouse.move(0, 0);
      await expectScreenshot(page, route, desktop.width);
      expect.soft(await layoutProblems(page, desktopLayout), "layout on a desktop").toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));
      expect.soft(await violations(page), "WCAG 2.1 A/AA violations").toEqual([]);
    });
  }
});
