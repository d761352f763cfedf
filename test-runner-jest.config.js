import { getJestConfig } from "@storybook/test-runner";

/**
 * The Storybook test-runner's Jest config (the file `test-storybook --eject` writes), pointed at
 * Debian's Chromium. `npm run test:storybook` sets CHROME_PATH and CHROME_FLAGS from
 * scripts/chrome-path.ts; the flags change how text renders, so screenshots are only comparable
 * when the runner is started through that script.
 */
const flags = process.env.CHROME_FLAGS;
if (!flags) {
  throw new Error(
    "CHROME_FLAGS is not set: run the Storybook tests with `npm run test:storybook`, which sets it.",
  );
}

const testRunnerConfig = getJestConfig();
/** `npm test` counts the stories' tests from this file (scripts/lib/jest-results-reporter.js). */
const resultsFile = process.env.TEST_RESULTS_FILE;

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  reporters: [
    ...testRunnerConfig.reporters,
    ...(resultsFile
      ? [["<rootDir>/scripts/lib/jest-results-reporter.js", { file: resultsFile }]]
      : []),
  ],
  // A guard against a hang: on two cores busy with the other checks, a story with many photos
  // has taken over a minute to render, check and screenshot in three languages.
  testTimeout: 300_000,
  testEnvironmentOptions: {
    "jest-playwright": {
      ...testRunnerConfig.testEnvironmentOptions["jest-playwright"],
      browsers: ["chromium"],
      launchOptions: {
        executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
        args: JSON.parse(flags),
      },
      contextOptions: {
        viewport: { width: 1280, height: 800 },
        deviceScaleFactor: 1,
        locale: "en-GB",
        timezoneId: "Africa/Nairobi",
        colorScheme: "light",
      },
    },
  },
};
