import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { intlLocales } from "../../data/domain/locales";
import { startServer, type RunningServer } from "../../scripts/lib/server-process";
import { formatPrice } from "../../ui/format-price";
import { liteClient } from "algoliasearch/lite";
import { searchServiceConfig } from "../../server/search/config";
import {
  editedTour,
  leadPrice,
  openTour,
  publish,
  readTour,
  retitleGermanDay,
} from "./content-editor";
import { scratchCheckoutWithBuild } from "../scratch-checkout";
import { expect, test } from "./site-fixtures";

/**
 * An edit saved in the editor reaches the live pages, as under `npm start`: a second server runs
 * `npm start`'s own script (scripts/start.ts, whose watcher publishes each saved edit) in a copy
 * of this checkout with the built site beside it, so its edits and publishes touch nothing the
 * other tests read. It builds English and German only (SITE_LOCALES), the languages it looks at.
 * The site's search answers from the published content too. How fast an edit is live is
 * `npm run bench:publish`'s measure; this test waits as long as a busy machine needs. An edit the
 * editor refuses never reaches a file (tests/e2e/admin.spec.ts), so it never reaches the site.
 */
const checkout = path.resolve(".data/e2e-publish");

let server: RunningServer;

test.beforeAll(async () => {
  scratchCheckoutWithBuild(checkout);
  server = await startServer(
    { KIT_PUBLIC: "0", SITE_LOCALES: "en,de", CONTENT_EDITOR_ROOT: "" },
    "scripts/start.ts",
    checkout,
  );
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(checkout, { recursive: true, force: true });
});

const pageHtml = async (route: string) => (await fetch(`${server.url}${route}`)).text();

/** The edited tour's price as the site's search answers it, with the official client. */
async function searchedPrice(): Promise<string | undefined> {
  const { appId, searchKey, indexName } = searchServiceConfig({});
  const { host, protocol } = new URL(server.url);
  const client = liteClient(appId, searchKey, {
    hosts: [{ url: host, accept: "read", protocol: protocol === "https:" ? "https" : "http" }],
    // The client's own limits (an answer within 2 s, or it gives the host up) are a traveller's
    // on a quiet server; this one shares the machine with the other tests and the publish.
    timeouts: { connect: 30_000, read: 30_000, write: 30_000 },
  });
  type TourHit = { slug: string; price?: string };
  const { results } = await client.search<TourHit>({
    requests: [{ indexName, query: readTour(checkout).en.title }],
  });
  const [result] = results;
  const hits: TourHit[] = result && "hits" in result ? result.hits : [];
  return hits.find((hit) => editedTour.path.endsWith(`/${hit.slug}`))?.price;
}

test("a price and a German day title saved in the editor are on the live pages and in the search", async ({
  page,
}) => {
  test.setTimeout(600_000);
  const tour = readTour(checkout);
  const price = formatPrice(5600, intlLocales.en);
  const germanDay = tour.de.days[1]!.title;
  const newGermanDay = "Ein ganzer Tag im Samburu-Nationalreservat";
  const germanPage = `/de${editedTour.path}`;
  expect(await pageHtml(editedTour.path)).not.toContain(price);
  expect(await searchedPrice()).not.toBe("5600");

  await openTour(page, tour.en.title, server.url);
  await leadPrice(page).fill("$5600");
  await retitleGermanDay(page, germanDay, newGermanDay);
  await publish(page);
  await expect(page.getByText("Entry saved")).toBeVisible();
  const saved = Date.now();

  const live = { timeout: 240_000, intervals: [250] };
  await expect.poll(() => pageHtml(editedTour.path), live).toContain(price);
  await expect.poll(() => pageHtml(germanPage), live).toContain(newGermanDay);
  console.log(`Saved to live in English and German: ${(Date.now() - saved) / 1000} s`);
  expect(await searchedPrice()).toBe("5600");

  // As a traveller sees them, once the page's code and the content's files have arrived: the
  // new price in the tour's pricing, the new title in its days.
  await page.goto(`${server.url}${editedTour.path}`);
  await page.locator('html[data-hydrated~="page"]').waitFor({ state: "attached" });
  await expect(page.locator('[data-slot="pricing-card"]')).toContainText(price);
  await page.goto(`${server.url}${germanPage}`);
  await page.locator('html[data-hydrated~="page"]').waitFor({ state: "attached" });
  await expect(page.getByRole("heading", { name: newGermanDay })).toBeVisible();
});

/**
 * The files a page asks for beside its HTML (`data-code` on its root): its code, and the content's
 * files (assets/content/) its code reads.
 */
async function filesOf(route: string): Promise<{ code: string[]; content: string[] }> {
  const html = await pageHtml(route);
  const files = /<div id="root"[^>]*\bdata-code="([^"]*)"/.exec(html)?.[1]?.split(" ") ?? [];
  const content = (file: string) => file.startsWith("/assets/content/");
  return { code: files.filter((file) => !content(file)), content: files.filter(content) };
}

/** The content's files a built language's pages can name (its `content-files.json`). */
function namedContent(dist: string, languages: string[]): string[] {
  const files = languages.flatMap((language) =>
    Object.values(
      JSON.parse(readFileSync(path.join(dist, language, "content-files.json"), "utf8")) as Record<
        string,
        string
      >,
    ),
  );
  return [...new Set(files.map((file) => file.slice(1)))].sort();
}

/** The files of the site's code that its languages' manifests name. */
function namedCode(dist: string): string[] {
  type Chunk = { file: string; css?: string[]; assets?: string[] };
  const manifests = readdirSync(path.join(dist, ".vite")).filter((name) =>
    /^manifest\.\w+\.json$/.test(name),
  );
  const files = manifests.flatMap((name) =>
    Object.values(
      JSON.parse(readFileSync(path.join(dist, ".vite", name), "utf8")) as Record<string, Chunk>,
    ).flatMap((chunk) => [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]),
  );
  return [...new Set(files)].sort();
}

test("a German translation fix builds German alone, leaves the English pages and every page's code as they were, and keeps only the code and content the pages name", async ({
  page,
}) => {
  test.setTimeout(600_000);
  const tour = readTour(checkout);
  const germanDay = tour.de.days[2]!.title;
  const fixedDay = "Ganztägige Pirschfahrten im Samburu-Nationalreservat";
  const germanPage = `/de${editedTour.path}`;
  const englishPage = await pageHtml(editedTour.path);
  const germanFiles = await filesOf(germanPage);
  const publishes = () => server.output().split("The edit is live").length - 1;
  const before = publishes();

  await openTour(page, tour.en.title, server.url);
  await retitleGermanDay(page, germanDay, fixedDay);
  await publish(page);
  await expect(page.getByText("Entry saved")).toBeVisible();

  const live = { timeout: 240_000, intervals: [250] };
  await expect.poll(() => pageHtml(germanPage), live).toContain(fixedDay);
  await expect.poll(publishes, live).toBe(before + 1);
  expect(server.output().split("The edit is live").at(-1)).toMatch(/^[^\n]*languages built: de;/);
  expect(await pageHtml(editedTour.path)).toBe(englishPage);
  // The German page's code is the code a visitor has in their cache: only its tour's data is new.
  const fixedFiles = await filesOf(germanPage);
  expect(fixedFiles.code).toEqual(germanFiles.code);
  const slug = editedTour.path.split("/").at(-1);
  expect(fixedFiles.content.filter((file) => !germanFiles.content.includes(file))).toEqual([
    expect.stringMatching(new RegExp(`^/assets/content/tours/${slug}-[\\w-]+\\.js$`)),
  ]);

  const dist = path.join(checkout, "dist");
  const builtFiles = (folder: string) =>
    readdirSync(path.join(dist, folder), { withFileTypes: true })
      .filter((entry) => entry.isFile() && !/\.(br|gz|part)$/.test(entry.name))
      .map((entry) => `${folder}/${entry.name}`)
      .sort();
  expect(builtFiles("assets")).toEqual(namedCode(dist));
  // The content's files, and each entry's file in its content's folder (tours/, destinations/…).
  const entryFolders = readdirSync(path.join(dist, "assets/content"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `assets/content/${entry.name}`);
  expect([...builtFiles("assets/content"), ...entryFolders.flatMap(builtFiles)].sort()).toEqual(
    namedContent(dist, ["", "de"]),
  );

  await page.goto(`${server.url}${germanPage}`);
  await expect(page.getByRole("heading", { name: fixedDay })).toBeVisible();
});
