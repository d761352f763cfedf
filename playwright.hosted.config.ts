import { defineConfig, devices } from "@playwright/test";
import { chromeFlags, chromePath } from "./scripts/chrome-path";
import { hostedSetup } from "./tests/e2e-hosted/hosted-setup";

/**
 * The scale-out setup with two origins, as in production: Caddy serves a dist/ built with the
 * hosted services' variables (deploy/Caddyfile.static, HTTPS from Caddy's local authority), and
 * the Node server on another origin answers for Appwrite, Algolia and PostHog
 * (tests/e2e-hosted/two-origins.ts starts both). Separate from playwright.config.ts, whose
 * suite runs against the one-origin server.
 */
export default defineConfig({
  testDir: "tests/e2e-hosted",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: "list",
  // Its own results folder: the other suite runs at the same time, and each run empties its own.
  outputDir: "test-results-hosted",
  // Guards against a hang, long enough for a busy machine: a test waits for what it needs.
  timeout: 180_000,
  // A guard, not a measure: a busy machine may take seconds to draw what an idle one draws at once.
  expect: { timeout: 60_000 },
  use: {
    baseURL: hostedSetup.siteOrigin,
    ignoreHTTPSErrors: true,
    // No trace, as in playwright.config.ts; `--trace on` records one.
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: chromePath(), args: chromeFlags },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "npx tsx tests/e2e-hosted/two-origins.ts",
    url: `${hostedSetup.siteOrigin}/`,
    ignoreHTTPSErrors: true,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "pipe",
  },
});
