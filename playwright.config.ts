import { defineConfig, devices } from "@playwright/test";
import { chromeFlags, chromePath } from "./scripts/chrome-path";

const desktopChrome = { ...devices["Desktop Chrome"], channel: undefined };
const pageChecks = /\/(page-checks|layout|crawler|languages)\.spec\.ts$/;
const pageAccessibility = /\/page-accessibility\.spec\.ts$/;

const port = Number(process.env.E2E_PORT ?? 4173);
/** The server's data, wiped at its start: its own for each port, so two runs never share it. */
const dataDir = process.env.E2E_DATA_DIR ?? (port === 4173 ? ".data/e2e" : `.data/e2e-${port}`);
// The tests read and write the same directory as the server (tests/e2e/stored-enquiries.ts).
process.env.E2E_DATA_DIR = dataDir;
export const baseURL = `http://127.0.0.1:${port}`;

/**
 * End-to-end tests in Debian Chromium against the server `npm start` runs, serving the built
 * dist/, on a data directory wiped at start (tests/e2e/web-server.ts), with SMTP unset so
 * e-mails land in the outbox.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  retries: 0,
  reporter: "list",
  // Guards against a hang, long enough for a busy machine: a test waits for what it needs.
  timeout: 420_000,
  // A guard, not a measure: a busy machine may take seconds to draw what an idle one draws at once.
  expect: { timeout: 60_000 },
  // The pages' screenshots live beside the kit's (tests/e2e/page-checks.spec.ts).
  snapshotPathTemplate: "{testDir}/../visual/__baselines__/{arg}{ext}",
  globalTeardown: "./tests/e2e/global-teardown.ts",
  use: {
    baseURL,
    // A trace copies the page after every action, which doubles the time of the checks that ask
    // the page many questions (the layout audit); `--trace on` records one when a failure needs
    // it. A failed test keeps its screenshot and a snapshot of the page's accessibility tree.
    trace: "off",
    screenshot: "only-on-failure",
    // A guard on each action, wait and navigation, so that one that never ends fails by its own
    // name in two minutes, not as the whole test's time running out.
    actionTimeout: 120_000,
    navigationTimeout: 120_000,
    launchOptions: { executablePath: chromePath(), args: chromeFlags },
  },
  // Two workers, one a project: the flows, one after another as they share the server's data,
  // and beside them the checks of the built pages in every language (their layout, screenshots
  // and accessibility, links, heads and languages), whose one stored enquiry no flow looks for.
  // The accessibility of every other page, a visit each that changes nothing, waits in the queue
  // behind both and runs in whichever worker is free first once one of them has run out, so the
  // two end together. On two cores one worker left a quarter of the machine idle.
  workers: 2,
  projects: [
    {
      name: "flows",
      testIgnore: [pageChecks, pageAccessibility],
      workers: 1,
      use: desktopChrome,
    },
    { name: "pages", testMatch: pageChecks, workers: 1, use: desktopChrome },
    {
      name: "accessibility",
      testMatch: pageAccessibility,
      fullyParallel: true,
      use: desktopChrome,
    },
  ],
  webServer: {
    command: "npx tsx tests/e2e/web-server.ts",
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      E2E_DATA_DIR: dataDir,
      RATE_LIMIT_CREATES_PER_MINUTE: "1000",
      KIT_PUBLIC: "1",
      SMTP_HOST: "",
      // The content editor writes a copy of the checkout's content (tests/e2e/admin.spec.ts).
      CONTENT_EDITOR: "1",
      CONTENT_EDITOR_ROOT: ".data/e2e-checkout",
    },
  },
});
