import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { intlLocales } from "../../data/domain/locales";
import { startServer, type RunningServer } from "../../scripts/lib/server-process";
import { formatPrice } from "../../ui/format-price";
import { addDeskUsers, operator, second, signInAtDesk, stranger } from "./desk-users";
import { scratchCheckoutWithBuild } from "../scratch-checkout";
import { editedTour, leadPrice, openTour, publish, readTour, soloPrice } from "./content-editor";
import { expect, test } from "./site-fixtures";

/**
 * The editor on a production server (CONTENT_EDITOR=git): its backend is the server itself, for
 * the desk's operators. A second server runs server/main.ts as systemd runs it, in a copy of this
 * checkout with the built site beside it (English and German), so its commits and publishes touch
 * nothing the other tests read.
 */
const checkout = path.resolve(".data/e2e-operators");
const dataDir = path.join(checkout, ".data", "server");
let server: RunningServer;

test.beforeAll(async () => {
  scratchCheckoutWithBuild(checkout);
  server = await startServer(
    { KIT_PUBLIC: "0", SITE_LOCALES: "en,de", CONTENT_EDITOR: "git", DATA_DIR: dataDir },
    "server/main.ts",
    checkout,
  );
  await addDeskUsers(dataDir);
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(checkout, { recursive: true, force: true });
});

const pageHtml = async (route: string) => (await fetch(`${server.url}${route}`)).text();

test("a guest is sent to the desk and back; signed in there, the operator's price is their commit and live", async ({
  page,
  errorLog,
}) => {
  test.setTimeout(300_000);
  // The editor asks whether it may open: a guest's answer is 401.
  errorLog.allow(/401/);
  await page.goto(`${server.url}/admin/`);
  await expect(page).toHaveURL(/\/desk\/\?back=\/admin\/$/);
  await page.getByLabel("E-mail").fill(operator.email);
  await page.getByLabel("Password").fill(operator.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/(#.*)?$/);
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
  const bar = page.getByRole("navigation", { name: "Back office" });
  await expect(bar.getByRole("link", { name: "Site content" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByText(`Signed in as ${operator.name}`)).toBeVisible();

  const price = formatPrice(5600, intlLocales.en);
  expect(await pageHtml(editedTour.path)).not.toContain(price);
  await openTour(page, readTour(checkout).en.title, server.url);
  await leadPrice(page).fill("$5600");
  await publish(page);
  await expect(page.getByText("Entry saved")).toBeVisible();
  expect(await pageHtml(editedTour.path)).toContain(price);
  const log = execFileSync(
    "git",
    [`--git-dir=${path.join(dataDir, "content.git")}`, "log", "-1", "--format=%an <%ae>: %s"],
    { encoding: "utf8" },
  );
  expect(log.trim()).toBe(
    `${operator.name} <${operator.email}>: tours/luxury-7-days: en.costs.perPersonForTwo`,
  );
});

test("a second operator's save on an out-of-date copy is refused with the first one's name, what they typed kept", async ({
  page,
  browser,
  errorLog,
}) => {
  test.setTimeout(300_000);
  // The desk asks for the account before the sign-in (401), and the stale save is refused (409).
  errorLog.allow(/401/, /409/);
  const title = readTour(checkout).en.title;
  const other = await (await browser.newContext()).newPage();
  await signInAtDesk(other, server.url, second);
  await openTour(other, title, server.url);

  await signInAtDesk(page, server.url, operator);
  await openTour(page, title, server.url);
  await soloPrice(page).fill("$5700");
  await publish(page);
  await expect(page.getByText("Entry saved")).toBeVisible();

  await soloPrice(other).fill("$5800");
  await publish(other);
  await expect(other.getByText(new RegExp(`${operator.name}.*en\\.costs\\.solo`))).toBeVisible();
  await expect(soloPrice(other)).toHaveValue("$5800");
  expect(readTour(checkout).en.costs.solo).toBe("$5700");
  await other.context().close();
});

test("a signed-in user who is no operator is told so at /admin, and how to be added", async ({
  page,
  errorLog,
}) => {
  // The desk asks for the account before the sign-in (401); the editor's check answers 403.
  errorLog.allow(/401/, /403/);
  await signInAtDesk(page, server.url, stranger);
  await page.goto(`${server.url}/admin/`);
  await expect(
    page.getByRole("heading", { name: "This account cannot edit the site" }),
  ).toBeVisible();
  await expect(
    page.getByText(`You are signed in as ${stranger.name} (${stranger.email})`),
  ).toBeVisible();
  await expect(page.getByText(`npm run operator -- add ${stranger.email}`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Login" })).toHaveCount(0);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByLabel("Password")).toBeVisible();
});

test("the desk lists the site's changes, and restores an entry as an earlier change left it", async ({
  page,
  errorLog,
}) => {
  errorLog.allow(/401/);
  await signInAtDesk(page, server.url, operator);
  await page
    .getByRole("navigation", { name: "Back office" })
    .getByRole("link", { name: "Site changes" })
    .click();
  const changes = page.getByRole("list", { name: "Recent changes" });
  // The earlier tests saved the lead price, then the solo price: the first is restorable.
  await expect(changes.getByRole("listitem").first()).toContainText("en.costs.solo");
  await expect(changes.getByRole("listitem").first()).toContainText(operator.name);
  const leadPriceSave = changes
    .getByRole("listitem")
    .filter({ hasText: "en.costs.perPersonForTwo" });
  await leadPriceSave.getByRole("button", { name: /^Restore this version/ }).click();
  await expect(page.getByRole("status")).toHaveText(
    "tours/luxury-7-days is live again as it was then.",
  );
  await expect(changes.getByRole("listitem").first()).toContainText("restored to");
  expect(readTour(checkout).en.costs.solo).toBe(readTour(".").en.costs.solo);
});
