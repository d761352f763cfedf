import { gotoHydrated, test, expect } from "./site-fixtures";

for (const path of [
  "/",
  "/about",
  "/safari-tours",
  "/contact",
  "/gallery",
  "/privacy-policy",
  "/cookie-policy",
  "/destinations/masai-mara",
  "/safari-tours/3-day-rhino-safari-ol-pejeta-samburu",
  "/nope",
]) {
  test(`smoke ${path}`, async ({ page }) => {
    await gotoHydrated(page, path);
    await page.waitForTimeout(1500);
    await page.screenshot({
      path: `/tmp/smoke/${path.replace(/\//g, "_") || "home"}.png`,
      fullPage: false,
    });
    expect(await page.title()).toBeTruthy();
  });
}
