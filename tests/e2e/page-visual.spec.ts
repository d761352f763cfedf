import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { actualDir, screenshotStyle } from "../../scripts/lib/visual-report";
import { expect, test } from "./site-fixtures";
import { everyRoute } from "./site-pages-list";

/**
 * The assembled site, page by page, against baselines beside the kit's (page-<route>--<width>,
 * with --de and --zh for those languages) and in the same visual review report: every route at
 * a phone's and a desktop's width in English, German and Chinese, the consent banner answered,
 * motion off, every image loaded. Dates that change by the day (a legal page's "Last updated",
 * the footer's year) are masked. `npm run test:e2e -- page-visual --update-snapshots` accepts
 * changes.
 */
const widths = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/** What a baseline's name says about a page: /de/safari-tours at 390 px → page-safari-tours--390--de. */
function baselineName(route: string, width: number): string {
  const [, locale] = /^\/(de|zh)(?=\/|$)/.exec(route) ?? [];
  const address = locale ? route.slice(locale.length + 1) : route;
  const slug = address.replace(/^\//, "").replace(/\//g, "-") || "home";
  return `page-${slug}--${width}${locale ? `--${locale}` : ""}`;
}

/** The kit's screenshot rules, and every part of a long page drawn, not skipped off screen. */
const pageScreenshotStyle = `${screenshotStyle}
* { content-visibility: visible !important; }`;

test.describe("every page as a visitor sees it", () => {
  test.use({ reducedMotion: "reduce" });

  for (const route of everyRoute(["en", "de", "zh"])) {
    test(`${route} at ${widths.map((size) => size.width).join(" and ")} px`, async ({
      page,
      errorLog,
    }) => {
      test.setTimeout(120_000);
      errorLog.allow(/status of 404/);
      // A returning visitor: with every font in the cache, the fonts (font-display: optional)
      // draw from the first paint. The narrowest width first, as a wider one cached first would
      // give the phone its larger photos.
      await page.setViewportSize(widths[0]!);
      await page.goto(route);
      await page.evaluate(() => Promise.all(Array.from(document.fonts, (face) => face.load())));
      for (const viewport of widths) {
        await page.setViewportSize(viewport);
        await page.reload();
        await page.locator('html[data-hydrated~="page"]').waitFor({ state: "attached" });
        await page.addStyleTag({ content: pageScreenshotStyle });
        await page.evaluate(async () => {
          await document.fonts.ready;
          const images = Array.from(document.images);
          for (const image of images) image.loading = "eager";
          await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
          window.scrollTo(0, 0);
          await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        });
        const image = await page.screenshot({
          fullPage: true,
          animations: "disabled",
          caret: "hide",
          scale: "css",
          mask: [
            page.getByTestId("last-updated"),
            page.getByRole("contentinfo").locator("p").filter({ hasText: "©" }),
          ],
        });
        const name = baselineName(route, viewport.width);
        mkdirSync(actualDir, { recursive: true });
        writeFileSync(path.join(actualDir, `${name}.png`), image);
        expect(image).toMatchSnapshot(`${name}.png`, { threshold: 0.1, maxDiffPixels: 10 });
      }
    });
  }
});
