import { expect, test } from "@playwright/test";

/**
 * The kit at /kit/ on the server `npm start` runs: a designer opens Storybook in the browser,
 * finds a component in the sidebar and sees its story drawn, with no terminal.
 */
test.describe("the kit at /kit/", () => {
  test("shows Storybook's index and draws a story", async ({ page }) => {
    const response = await page.goto("/kit/");
    expect(response?.status()).toBe(200);
    expect(response?.headers()["x-robots-tag"]).toContain("noindex");

    const sidebar = page.getByRole("navigation").first();
    await sidebar.getByRole("button", { name: "Button", exact: true }).click();
    await page.getByRole("link", { name: "Primary", exact: true }).click();
    await expect(page).toHaveURL(/path=\/story\/ui-button--primary/);

    // The preview loads the whole kit's code in its frame first.
    const story = page.frameLocator("#storybook-preview-iframe");
    await expect(story.getByRole("button", { name: "Book This Safari" })).toBeVisible();
  });

  test("is kept out of search engines and the sitemap", async ({ request }) => {
    const index = await request.get("/kit/index.json");
    expect(index.status()).toBe(200);
    expect(index.headers()["x-robots-tag"]).toContain("noindex");
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/kit/");
    const redirect = await request.get("/kit", { maxRedirects: 0 });
    expect(redirect.status()).toBe(301);
    expect(redirect.headers().location).toBe("/kit/");
  });
});
