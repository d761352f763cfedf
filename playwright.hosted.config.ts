import { defineConfig, devices } from "@playwright/test";
import { chromeFlags, chromePath } from "./scripts/chrome-path";
import { hostedSetup } from "./tests/e2e-hosted/hosted-setup";

/**
 * Both production layouts, from one build (tests/e2e-hosted/two-origins.ts starts them): the one
 * machine, Caddy in front of the Node server with the deployment's settings and the content
 * editor, and the scale-out setup, Caddy serving the build as a static host
 * (deploy/Caddyfile.static) whose pages call the one machine's server as the hosted services,
 * HTTPS from Caddy's local authority. Separate from playwright.config.ts, whose suite runs
 * against the one-origin server.
 */
export default defineConfig({
  testDir: "tests/e2e-hosted",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: "list",
  // Its own results folder: the other suite runs at the same time, and each run empties its own.
  outputDir: "test-results-hosted",
  // Guards against a hang, long enough for a busy machine: a test waits for what it needs. Each
  // test walks a whole journey through Caddy; on a machine three times busier than usual, one
  // has taken over seven minutes.
  timeout: 600_000,
  // A guard, not a measure: a busy machine may take seconds to draw what an idle one draws at
  // once, and the content editor's code (Decap's) a minute to start where the other suites'
  // browsers fill the cores.
  expect: { timeout: 120_000 },
  use: {
    baseURL: hostedSetup.siteOrigin,
    ignoreHTTPSErrors: true,
    // No trace, as in playwright.config.ts; `--trace on` records one.
    trace: "off",
    screenshot: "only-on-failure",
    // A guard on each action, wait and navigation, so that one that never ends fails by its own
    // name in two minutes, not as the whole test's time running out.
    actionTimeout: 120_000,
    navigationTimeout: 120_000,
    launchOptions: { executablePath: chromePath(), args: chromeFlags },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "npx tsx tests/e2e-hosted/two-origins.ts",
    url: `${hostedSetup.siteOrigin}/`,
    ignoreHTTPSErrors: true,
    reuseExistingServer: false,
    // A guard: the build (English and German) and the server's first start, on a busy machine,
    // where the build alone has taken four minutes beside the other suites.
    timeout: 900_000,
    stdout: "pipe",
  },
});
