import { request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { enquiryIds } from "../../data/domain/enquiry";
import { intlLocales, localizedPath } from "../../data/domain/locales";
import { formatPrice } from "../../ui/format-price";
import {
  editedTour,
  leadPrice,
  openTour,
  publish,
  readTour,
  retitleGermanDay,
  soloPrice,
} from "../e2e/content-editor";
import { expect, test } from "../e2e/site-fixtures";
import { everyEditorCall } from "../editor-calls";
import { addDeskUsers, operator, second, signInAtDesk, stranger } from "../e2e/desk-users";
import { hostedSetup } from "./hosted-setup";

/**
 * The operator edits the live site alone, on the one machine as deployed: Caddy in front of the
 * Node server with the deployment's settings and the content editor (tests/e2e-hosted/
 * two-origins.ts). Every page and editor call goes through Caddy's HTTPS origin.
 */
const { machineOrigin, checkout, dataDir } = hostedSetup;
const entryPath = "content/tours/luxury-7-days.yaml";

/**
 * The desk registers its service worker once loaded; Chromium fetches no worker's script over a
 * certificate it does not trust (Caddy's local authority), whatever the test's browser ignores.
 */
const untrustedWorker = /SSL certificate error occurred when fetching the script/;

test.beforeAll(async () => {
  await addDeskUsers(dataDir);
});

/** A page as Caddy serves it to a visitor. */
async function pageText(route: string): Promise<string> {
  const visitor = await playwrightRequest.newContext({ ignoreHTTPSErrors: true });
  try {
    return await (await visitor.get(`${machineOrigin}${route}`)).text();
  } finally {
    await visitor.dispose();
  }
}

/**
 * A guard on each wait for an edit to be published, which builds the edited pages: 10 s on this
 * suite's usual machine with four other programs busy beside it, and over a minute on a machine
 * running the other test suites beside it. A publish that never ends still fails by its own step.
 */
const publishing = { timeout: 300_000 };

/**
 * What the editor's calls from `page` were refused with, past its check of a guest (401): a
 * save whose publish failed is refused with the build's problem (422), which a failed wait for
 * the edit to go live then shows.
 */
function editorRefusals(page: Page): string[] {
  const refusals: string[] = [];
  page.on("response", async (response) => {
    if (!response.url().includes("/admin/api/v1") || response.status() < 400) return;
    if (response.status() === 401) return;
    refusals.push(`${response.status()} ${await response.text().catch(() => "")}`);
  });
  return refusals;
}

/** Waits until the page shows `text`, or shows what the editor was refused with meanwhile. */
const live = (route: string, text: string, refusals: string[]) =>
  expect
    .poll(
      async () =>
        refusals.length > 0 ? `The editor was refused: ${refusals.join("\n")}` : pageText(route),
      publishing,
    )
    .toContain(text);

const contentLog = () =>
  execFileSync(
    "git",
    [`--git-dir=${path.join(dataDir, "content.git")}`, "log", "--format=%an <%ae>|%s"],
    { encoding: "utf8" },
  )
    .trim()
    .split("\n");

test("an operator signed in at the desk edits a price and a German sentence, live through Caddy, and restores the earlier price", async ({
  page,
  browser,
  errorLog,
}) => {
  test.setTimeout(1_800_000);
  // The editor's check of a guest (401), the desk's of its account before the sign-in (401),
  // and the stale save refused (409).
  errorLog.allow(/401/, /409/, untrustedWorker);
  const tour = yaml.load(readFileSync(editedTour.file(checkout), "utf8")) as {
    en: { costs: { perPersonForTwo: string } };
  };
  const { title } = readTour(checkout).en;
  const germanDay = readTour(checkout).de.days[0]!.title;
  const germanPath = localizedPath("de", editedTour.path);

  const other = await (await browser.newContext({ ignoreHTTPSErrors: true })).newPage();
  await signInAtDesk(other, machineOrigin, second);
  await openTour(other, title, machineOrigin);

  const refusals = editorRefusals(page);
  await page.goto(`${machineOrigin}/admin/`);
  await expect(page).toHaveURL(/\/desk\/\?back=\/admin\/$/);
  await page.getByLabel("E-mail").fill(operator.email);
  await page.getByLabel("Password").fill(operator.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/(#.*)?$/);
  await expect(
    page
      .getByRole("navigation", { name: "Back office" })
      .getByRole("link", { name: "Site content" }),
  ).toHaveAttribute("aria-current", "page");

  await openTour(page, title, machineOrigin);
  const fixedDay = "Von Nairobi in die Wildnis von Samburu";
  await retitleGermanDay(page, germanDay, fixedDay);
  await publish(page);
  const saved = page.getByText("Entry saved").or(page.getByText(/^Failed to persist entry/));
  await expect(saved).toBeVisible(publishing);
  await expect(saved).toHaveText("Entry saved");
  await live(germanPath, fixedDay, refusals);

  await leadPrice(page).fill("$5900");
  await publish(page);
  await live(editedTour.path, formatPrice(5900, intlLocales.en), refusals);

  await soloPrice(other).fill("$5800");
  await publish(other);
  await expect(
    other.getByText(new RegExp(`${operator.name}.*en\\.costs\\.perPersonForTwo`)),
  ).toBeVisible(publishing);
  await expect(soloPrice(other)).toHaveValue("$5800");
  await other.context().close();

  await page.goto(`${machineOrigin}/desk/`);
  await page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: "Site changes" })
    .click();
  const changes = page.getByRole("list", { name: "Recent changes" });
  await expect(changes.getByRole("listitem").first()).toContainText("en.costs.perPersonForTwo");
  await changes
    .getByRole("listitem")
    .filter({ hasText: "de.days.0.title" })
    .getByRole("button", { name: /^Restore this version/ })
    .click();
  await expect(page.getByRole("status")).toHaveText(
    "tours/luxury-7-days is live again as it was then.",
    publishing,
  );
  const earlierPrice = Number(tour.en.costs.perPersonForTwo.replace(/\D/g, ""));
  await live(editedTour.path, formatPrice(earlierPrice, intlLocales.en), refusals);
  expect(await pageText(germanPath)).toContain(fixedDay);

  const author = `${operator.name} <${operator.email}>`;
  expect(contentLog()).toEqual([
    expect.stringMatching(new RegExp(`^${author}\\|tours/luxury-7-days restored to [0-9a-f]{7}`)),
    `${author}|tours/luxury-7-days: en.costs.perPersonForTwo`,
    `${author}|tours/luxury-7-days: de.days.0.title`,
    "Release <release@safari-site.invalid>|The release's content",
  ]);
});

/** A client of Caddy's origin, signed in as `user` with the desk's account, or a guest. */
async function client(user?: { email: string; password: string }): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({
    baseURL: machineOrigin,
    ignoreHTTPSErrors: true,
    extraHTTPHeaders: { origin: machineOrigin },
  });
  if (user) {
    const session = await context.post("/v1/account/sessions/email", {
      headers: { "x-appwrite-project": enquiryIds.projectId },
      data: user,
    });
    expect(session.status()).toBe(201);
  }
  return context;
}

test("a guest and a signed-in user who is no operator are refused on every editor call", async ({
  page,
  errorLog,
}) => {
  errorLog.allow(/401/, /403/, untrustedWorker);
  const head = contentLog()[0];
  for (const [caller, status] of [
    [await client(), 401],
    [await client(stranger), 403],
  ] as const) {
    for (const [action, params] of everyEditorCall(entryPath)) {
      const answer = await caller.post("/admin/api/v1", { data: { action, params } });
      expect(answer.status(), action).toBe(status);
    }
    await caller.dispose();
  }
  expect(contentLog()[0]).toBe(head);

  await signInAtDesk(page, machineOrigin, stranger);
  await page.goto(`${machineOrigin}/admin/`);
  await expect(
    page.getByRole("heading", { name: "This account cannot edit the site" }),
  ).toBeVisible();
  await expect(page.getByText(`npm run operator -- add ${stranger.email}`)).toBeVisible();
});
