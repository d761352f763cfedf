import type { Page } from "@playwright/test";
import { localizedPath } from "../../data/domain/locales";
import { expect, hydrate, test } from "./site-fixtures";
import { everyRoute } from "./site-pages-list";

/** Cumulative layout shift a page may have on a phone: half of what web.dev calls good (0.1). */
const maxLayoutShift = 0.05;

/**
 * Every kind of page once, German and Chinese among them: what moves as a page loads is its
 * markup's and its loading's, which a kind of page shares in every language.
 */
const [tourPage] = everyRoute(["en"]).filter((route) =>
  /^\/safari-tours\/(?!compare$)./.test(route),
);
const routes = [
  "/",
  localizedPath("de", "/safari-tours"),
  localizedPath("zh", tourPage ?? "/safari-tours"),
  "/destinations/masai-mara",
  localizedPath("de", "/contact"),
  "/gallery",
  localizedPath("zh", "/when-to-go"),
  "/when-to-go/july",
];

type Shift = { startTime: number; value: number; hadRecentInput: boolean };

/** Records every layout shift of the page from its start, before any of its own code runs. */
function recordShifts() {
  const shifts: Shift[] = [];
  (window as unknown as { layoutShifts: Shift[] }).layoutShifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as Shift[]) shifts.push(entry);
  }).observe({ type: "layout-shift", buffered: true });
}

/**
 * The page's cumulative layout shift as web.dev defines it: the largest burst of shifts not
 * caused by the visitor's input, a burst ending after a second without one or five seconds on.
 */
function cumulativeLayoutShift(shifts: Shift[]): number {
  let largest = 0;
  let burst = 0;
  let burstStart = 0;
  let previous = 0;
  for (const shift of shifts) {
    if (shift.hadRecentInput) continue;
    if (burst === 0 || shift.startTime - previous > 1000 || shift.startTime - burstStart > 5000) {
      burst = 0;
      burstStart = shift.startTime;
    }
    burst += shift.value;
    previous = shift.startTime;
    largest = Math.max(largest, burst);
  }
  return largest;
}

/** The shifts recorded so far, once the browser has delivered those of the last frame drawn. */
async function shiftsOf(page: Page): Promise<Shift[]> {
  return page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    await new Promise((done) => setTimeout(done));
    return (window as unknown as { layoutShifts: Shift[] }).layoutShifts.map(
      ({ startTime, value, hadRecentInput }) => ({ startTime, value, hadRecentInput }),
    );
  });
}

test.describe("a phone's first load does not move what it has drawn", () => {
  test.use({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });

  for (const route of routes) {
    test(`${route}: layout shift at most ${maxLayoutShift}`, async ({ page }) => {
      await page.addInitScript(recordShifts);
      await page.goto(route);
      await hydrate(page);
      await page.waitForLoadState("load");
      await page.evaluate(() => document.fonts.ready);
      const shifts = await shiftsOf(page);
      expect(cumulativeLayoutShift(shifts), JSON.stringify(shifts)).toBeLessThanOrEqual(
        maxLayoutShift,
      );
    });
  }
});
