import { chromium, devices, type Page } from "@playwright/test";
import autocannon from "autocannon";
import { mkdirSync, writeFileSync } from "node:fs";
import { searchServiceConfig } from "../server/search/config";
import { chromeFlags, chromePath } from "./chrome-path";
import { startServer, type RunningServer } from "./lib/server-process";

/**
 * `npm run bench:search`: how fast search feels and how much the embedded endpoint takes.
 * 1. Keystroke to results, in Chromium: queries typed one key at a time into the site's search
 *    dialog, each key timed from its keydown to the dialog showing that query's results.
 * 2. Throughput: autocannon posting InstantSearch-shaped multi-queries to /1/indexes/*\/queries.
 * Starts the built site's server unless BENCH_URL points at a running one; prints a table and
 * writes bench-results/search.json.
 */
const typedQueries = ["masai mara", "serengeti", "amboseli elephants", "luxury 7 days", "visa"];
const endpointQueries = [
  "m",
  "ma",
  "mara",
  "serengeti",
  "serngeti",
  "amboseli",
  "luxury safari",
  "7 days",
  "balloon",
  "what to pack",
  "",
  "lake nakuru flamingos",
];
const connections = 10;
const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

const round = (value: number) => Math.round(value * 10) / 10;

type TimedWindow = { keystrokeTiming?: Promise<number> };

/**
 * Milliseconds from the keydown of `key` to the dialog showing the results for `expected`. The
 * listeners are in place before the key is pressed; the page function avoids named inner
 * functions, which tsx would wrap in a helper the page lacks.
 */
async function timeKeystroke(page: Page, key: string, expected: string): Promise<number> {
  await page.evaluate((query) => {
    const dialog = document.querySelector<HTMLElement>('[data-slot="search-dialog"]');
    if (!dialog) throw new Error("The search dialog is not open");
    (window as TimedWindow).keystrokeTiming = new Promise<number>((resolve) => {
      let pressedAt = 0;
      document.addEventListener("keydown", (event) => (pressedAt = event.timeStamp), {
        once: true,
        capture: true,
      });
      const observer = new MutationObserver(() => {
        if (
          pressedAt > 0 &&
          dialog.dataset.resultsQuery === query &&
          dialog.dataset.status === "idle"
        ) {
          observer.disconnect();
          resolve(performance.now() - pressedAt);
        }
      });
      observer.observe(dialog, { attributes: true, childList: true, subtree: true });
    });
  }, expected);
  await page.keyboard.press(key === " " ? "Space" : key);
  return page.evaluate(() => (window as TimedWindow).keystrokeTiming ?? Promise.resolve(NaN));
}

async function measureKeystrokes(url: string) {
  const browser = await chromium.launch({ executablePath: chromePath(), args: chromeFlags });
  try {
    const page = await browser.newPage({ ...devices["Desktop Chrome"] });
    await page.goto(`${url}/`);
    await page
      .getByRole("banner")
      .getByRole("button", { name: /search/i })
      .filter({ visible: true })
      .first()
      .click();
    const box = page.getByRole("combobox", { name: "Search the site" });
    await box.waitFor();
    await box.pressSequentially("warm", { delay: 20 });
    await page.locator('[data-slot="search-dialog"][data-results-query="warm"]').waitFor();
    const samples: number[] = [];
    for (const query of typedQueries) {
      await box.fill("");
      for (let length = 1; length <= query.length; length++) {
        samples.push(await timeKeystroke(page, query[length - 1] ?? "", query.slice(0, length)));
      }
    }
    return {
      queries: typedQueries,
      keystrokes: samples.length,
      p50Ms: round(percentile(samples, 0.5)),
      p95Ms: round(percentile(samples, 0.95)),
      maxMs: round(Math.max(...samples)),
    };
  } finally {
    await browser.close();
  }
}

async function measureEndpoint(url: string) {
  const { appId, searchKey, indexName } = searchServiceConfig();
  const path = `/1/indexes/*/queries?x-algolia-application-id=${appId}&x-algolia-api-key=${searchKey}`;
  const result = await autocannon({
    url,
    connections,
    duration: durationSeconds,
    requests: endpointQueries.map((query) => ({
      method: "POST" as const,
      path,
      headers: { "content-type": "text/plain" },
      body: JSON.stringify({
        requests: [
          {
            indexName,
            query,
            hitsPerPage: 20,
            clickAnalytics: true,
            highlightPreTag: "__ais-highlight__",
            highlightPostTag: "__/ais-highlight__",
          },
        ],
      }),
    })),
  });
  return {
    connections,
    durationSeconds,
    queries: endpointQueries.length,
    requestsPerSecond: round(result.requests.average),
    latencyMs: {
      p50: result.latency.p50,
      p97_5: result.latency.p97_5,
      p99: result.latency.p99,
    },
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

async function main() {
  let server: RunningServer | null = null;
  const url = process.env.BENCH_URL ?? (server = await startServer()).url;
  try {
    const keystrokes = await measureKeystrokes(url);
    const endpoint = await measureEndpoint(url);
    const report = { date: new Date().toISOString(), url, keystrokes, endpoint };
    mkdirSync("bench-results", { recursive: true });
    writeFileSync("bench-results/search.json", `${JSON.stringify(report, null, 2)}\n`);
    console.table({
      "keystroke → results p50 (ms)": keystrokes.p50Ms,
      "keystroke → results p95 (ms)": keystrokes.p95Ms,
      "keystroke → results max (ms)": keystrokes.maxMs,
      keystrokes: keystrokes.keystrokes,
      "endpoint requests/s": endpoint.requestsPerSecond,
      "endpoint latency p50 (ms)": endpoint.latencyMs.p50,
      "endpoint latency p99 (ms)": endpoint.latencyMs.p99,
      "endpoint errors + non-2xx": endpoint.errors + endpoint.non2xx,
    });
    console.log("Written to bench-results/search.json");
  } finally {
    await server?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
