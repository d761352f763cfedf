import { localizedPath } from "../data/domain/locales";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { destinationsWithCounts } from "../data/content/package-cards";
import { tours } from "../data/content/tour-set";
import { chromeFlags, chromePath } from "./chrome-path";
import { buildBase } from "./lib/base-build";
import { startServer } from "./lib/server-process";

/**
 * `npm run bench:lighthouse`: builds, starts the server and runs Lighthouse (mobile, simulated
 * throttling, Debian Chromium) on the key routes, prints the median of each route's runs beside
 * every run's LCP, and writes every run to bench-results/lighthouse.json. With `--assert` it runs
 * once on each kind of page and fails unless the route scores 100 in
 * accessibility, best practices and SEO and its layout shift stays under `maxLayoutShift`: what
 * one run on a busy machine measures the same as on a quiet one. Speed (the performance score,
 * LCP, TBT) depends on the machine's load, so it is the benchmark's to report, never a test's to
 * assert, and the asserting run measures only what it asserts (and the bytes by kind). A run
 * Lighthouse cannot complete is repeated, twice at most, in a fresh Chrome.
 *
 * With `--against <commit>` it compares this checkout with an older commit on the same machine in
 * the same minutes: the commit is built in a work tree of its own (scripts/lib/base-build.ts),
 * each build is served by its own server on its own port, and each route's runs alternate between
 * the two (old then new, then new then old), so both see the same load. It prints each route's
 * LCP runs side by side with their median and spread, the total bytes and the first wave (the
 * requests sent before the main content was painted), then the median of
 * each of the LCP's phases (where a difference comes from: the document, the main image's
 * request, its download, or the wait for the paint), and writes every run to
 * bench-results/lighthouse-against.json. `--routes=/,/safari-tours` narrows the routes.
 */
const args = process.argv.slice(2);
const assertMode = args.includes("--assert");
const runs = Number(args.find((arg) => arg.startsWith("--runs="))?.split("=")[1] ?? 3);
const skipBuild = args.includes("--no-build");
const againstAt = args.indexOf("--against");
const against = againstAt === -1 ? undefined : args[againstAt + 1];
const routesArg = args.find((arg) => arg.startsWith("--routes="))?.slice("--routes=".length);
/** Cumulative layout shift a page may have: half of what web.dev calls good (0.1). */
const maxLayoutShift = 0.05;

const tourPage = `/safari-tours/${tours[0]?.slug ?? ""}`;
const destinationPage = `/destinations/${destinationsWithCounts[0]?.slug ?? ""}`;
/**
 * The benchmark's routes: every kind of page in English, and in German (the longest words, the
 * accented font files) and Chinese (system fonts, another script) the home page, the tour list,
 * a tour and a month (a page whose main content is text).
 */
const measuredRoutes = [
  "/",
  "/safari-tours",
  tourPage,
  destinationPage,
  "/contact",
  "/gallery",
  "/when-to-go",
  "/when-to-go/july",
  ...(["de", "zh"] as const).flatMap((locale) =>
    ["/", "/safari-tours", tourPage, "/when-to-go/july"].map((path) => localizedPath(locale, path)),
  ),
];
/**
 * The asserting run's routes: every kind of page once, German and Chinese among them. What it
 * asserts is the page's markup and loading, which a kind of page shares in every language; the
 * languages' own heads, texts and accessibility are checked on every page by the end-to-end
 * tests (languages.spec.ts, page-checks.spec.ts, page-accessibility.spec.ts).
 */
const assertedRoutes = [
  "/",
  localizedPath("de", "/safari-tours"),
  localizedPath("zh", tourPage),
  destinationPage,
  localizedPath("de", "/contact"),
  "/gallery",
  localizedPath("zh", "/when-to-go"),
  "/when-to-go/july",
];
const routes = routesArg
  ? routesArg.split(",").filter(Boolean)
  : assertMode
    ? assertedRoutes
    : measuredRoutes;

type Sample = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  /**
   * Where the LCP's time went, as Lighthouse splits it: the document's first byte, the wait
   * before the main image was asked for, its download, and the wait from its arrival to its paint.
   */
  lcpPhasesMs: Record<LcpPhase, number>;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  kb: Record<"html" | "css" | "js" | "fonts" | "images" | "total", number>;
  /**
   * The page's first wave: the requests sent before its main content was painted in the run
   * Lighthouse observed (inline `data:` images among them), and their KB. The simulation makes
   * the LCP wait for each of them, so one more there is time lost however small it is.
   */
  firstWave: { requests: number; kb: number };
  /**
   * How fast Lighthouse found the machine (higher is faster). Simulated main-thread work, hence
   * TBT, is the observed work four times over, so a slower or busier machine reports more TBT.
   */
  benchmarkIndex: number;
};

/** The LCP's phases, in the order Lighthouse's largest-contentful-paint-element audit lists them. */
const lcpPhases = ["ttfb", "loadDelay", "loadTime", "renderDelay"] as const;
type LcpPhase = (typeof lcpPhases)[number];

const resourceTypes = {
  html: "document",
  css: "stylesheet",
  js: "script",
  fonts: "font",
  images: "image",
  total: "total",
} as const;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** A run Lighthouse could not complete (the page never painted, Chrome hung): run it again. */
class LighthouseRunError extends Error {}

/** Runs that may fail to complete before a route is given up on. */
const maxFailedRuns = 2;

async function measure(url: string, port: number): Promise<Sample> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    formFactor: "mobile",
    throttlingMethod: "simulate",
    // The assertions need no performance score: of its audits, only the layout shift and the
    // bytes by kind, and none of the gatherers the others run (code coverage, image re-encoding,
    // a second load for the back/forward cache).
    ...(assertMode
      ? {
          onlyCategories: ["accessibility", "best-practices", "seo"],
          onlyAudits: ["cumulative-layout-shift", "resource-summary"],
        }
      : { onlyCategories: ["performance", "accessibility", "best-practices", "seo"] }),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) {
    throw new LighthouseRunError(
      `${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
    );
  }
  const { categories, audits } = result.lhr;
  // An asserted audit that errored (a trace cut short on a busy machine) leaves its category
  // without a score and the layout shift unknown: the run is incomplete, not a failure.
  const errored = [
    ...["accessibility", "best-practices", "seo"].flatMap(
      (id) => categories[id]?.auditRefs.map((ref) => audits[ref.id]) ?? [],
    ),
    audits["cumulative-layout-shift"],
  ].filter((audit) => audit?.scoreDisplayMode === "error");
  if (errored.length > 0) {
    throw new LighthouseRunError(
      `${url}: ${errored.map((audit) => `${audit?.id} ${audit?.errorMessage ?? ""}`).join("; ")}`,
    );
  }
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const summary =
    (
      audits["resource-summary"]?.details as {
        items?: Array<{ resourceType: string; transferSize: number }>;
      }
    )?.items ?? [];
  const kb = Object.fromEntries(
    Object.entries(resourceTypes).map(([key, type]) => [
      key,
      Math.round(
        ((summary.find((item) => item.resourceType === type)?.transferSize ?? 0) / 1024) * 10,
      ) / 10,
    ]),
  ) as Sample["kb"];
  // The audit's second table, when it could tell the phases apart (an image LCP, a text one).
  const phaseTable = (
    audits["largest-contentful-paint-element"]?.details as
      { items?: Array<{ items?: Array<{ timing?: number }> }> } | undefined
  )?.items?.[1]?.items;
  const observedLcp =
    (audits.metrics?.details as { items?: Array<Record<string, number>> } | undefined)?.items?.[0]
      ?.observedLargestContentfulPaint ?? Number.NaN;
  const beforeLcp = (
    (
      audits["network-requests"]?.details as
        { items?: Array<{ networkRequestTime?: number; transferSize?: number }> } | undefined
    )?.items ?? []
  ).filter((request) => (request.networkRequestTime ?? Number.POSITIVE_INFINITY) < observedLcp);
  const firstWave = {
    requests: beforeLcp.length,
    kb:
      Math.round(
        (beforeLcp.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024) * 10,
      ) / 10,
  };
  const lcpPhasesMs = Object.fromEntries(
    lcpPhases.map((phase, index) => [phase, phaseTable?.[index]?.timing ?? Number.NaN]),
  ) as Sample["lcpPhasesMs"];
  return {
    performance: categories.performance?.score ?? 0,
    accessibility: categories.accessibility?.score ?? 0,
    bestPractices: categories["best-practices"]?.score ?? 0,
    seo: categories.seo?.score ?? 0,
    lcpMs: numeric("largest-contentful-paint"),
    lcpPhasesMs,
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    speedIndexMs: numeric("speed-index"),
    kb,
    firstWave,
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
  };
}

function medianSample(samples: Sample[]): Sample {
  const pick = (read: (sample: Sample) => number) => median(samples.map(read));
  return {
    performance: pick((s) => s.performance),
    accessibility: pick((s) => s.accessibility),
    bestPractices: pick((s) => s.bestPractices),
    seo: pick((s) => s.seo),
    lcpMs: pick((s) => s.lcpMs),
    lcpPhasesMs: Object.fromEntries(
      lcpPhases.map((phase) => [phase, pick((s) => s.lcpPhasesMs[phase])]),
    ) as Sample["lcpPhasesMs"],
    tbtMs: pick((s) => s.tbtMs),
    cls: pick((s) => s.cls),
    speedIndexMs: pick((s) => s.speedIndexMs),
    kb: {
      html: pick((s) => s.kb.html),
      css: pick((s) => s.kb.css),
      js: pick((s) => s.kb.js),
      fonts: pick((s) => s.kb.fonts),
      images: pick((s) => s.kb.images),
      total: pick((s) => s.kb.total),
    },
    firstWave: {
      requests: pick((s) => s.firstWave.requests),
      kb: pick((s) => s.firstWave.kb),
    },
    benchmarkIndex: pick((s) => s.benchmarkIndex),
  };
}

function failures(route: string, sample: Sample): string[] {
  const problems: string[] = [];
  for (const [name, score] of [
    ["accessibility", sample.accessibility],
    ["best practices", sample.bestPractices],
    ["SEO", sample.seo],
  ] as const) {
    if (score < 1) problems.push(`${route}: ${name} ${Math.round(score * 100)} (expected 100)`);
  }
  if (sample.cls > maxLayoutShift) {
    problems.push(
      `${route}: layout shift ${sample.cls.toFixed(3)} (expected at most ${maxLayoutShift})`,
    );
  }
  return problems;
}

const launchChrome = () =>
  chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: ["--headless=new", ...chromeFlags],
  });

/**
 * Measures `url` once in `chrome` (the current one), which a run Lighthouse cannot complete
 * replaces with a fresh one; resolves to the run and the Chrome to use next.
 */
async function measureInChrome(
  url: string,
  chrome: chromeLauncher.LaunchedChrome,
): Promise<[Sample, chromeLauncher.LaunchedChrome]> {
  let failedRuns = 0;
  for (;;) {
    try {
      return [await measure(url, chrome.port), chrome];
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || ++failedRuns > maxFailedRuns) throw error;
      console.warn(`incomplete run, measuring again in a fresh Chrome: ${error.message}`);
      chrome.kill();
      chrome = await launchChrome();
    }
  }
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);

/** A route's LCP runs in order, their median and their spread (slowest less fastest). */
function lcpColumns(samples: Sample[]): string[] {
  const lcps = samples.map((sample) => sample.lcpMs);
  return [
    lcps.map(seconds).join(", "),
    seconds(median(lcps)),
    seconds(Math.max(...lcps) - Math.min(...lcps)),
  ];
}

/** `--against <commit>`: the commit's build and this one's, measured in alternation. */
async function compareAgainst(ref: string) {
  const base = buildBase(ref);
  const old = await startServer(
    { DIST_DIR: path.join(base.dir, "dist") },
    "server/main.ts",
    base.dir,
  );
  const current = await startServer();
  let chrome = await launchChrome();
  const runsByRoute: Record<string, { old: Sample[]; new: Sample[] }> = {};
  try {
    for (const route of routes) {
      const sides = { old: [] as Sample[], new: [] as Sample[] };
      for (let pair = 0; pair < runs; pair += 1) {
        const order = pair % 2 === 0 ? (["old", "new"] as const) : (["new", "old"] as const);
        for (const side of order) {
          const server = side === "old" ? old : current;
          const [sample, next] = await measureInChrome(`${server.url}${route}`, chrome);
          chrome = next;
          sides[side].push(sample);
        }
      }
      runsByRoute[route] = sides;
      console.log(`measured ${route} (${runs} pairs)`);
    }
  } finally {
    chrome.kill();
    await Promise.all([old.stop(), current.stop()]);
  }
  const oldName = base.commit.slice(0, 7);
  const newName = `${spawnSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).stdout.trim()} (this checkout)`;
  console.log(`\nLCP of each run, old ${oldName} against new ${newName}, runs alternated:`);
  console.log(
    "| route | old LCP s | median | spread | new LCP s | median | spread | total KB old → new | first wave old → new |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|");
  for (const [route, sides] of Object.entries(runsByRoute)) {
    const totals = [sides.old, sides.new].map((samples) =>
      median(samples.map((sample) => sample.kb.total)).toFixed(0),
    );
    const waves = [sides.old, sides.new].map(
      (samples) =>
        `${median(samples.map((sample) => sample.firstWave.requests))} (${median(samples.map((sample) => sample.firstWave.kb)).toFixed(0)} KB)`,
    );
    console.log(
      `| ${[route, ...lcpColumns(sides.old), ...lcpColumns(sides.new), totals.join(" → "), waves.join(" → ")].join(" | ")} |`,
    );
  }
  console.log(
    `\nThe LCP's phases, median ms old → new: ${lcpPhases.join(", ")} (Lighthouse's TTFB, load delay, load time, render delay):`,
  );
  console.log(`| route | ${lcpPhases.join(" | ")} |`);
  console.log(`|---|${lcpPhases.map(() => "---|").join("")}`);
  for (const [route, sides] of Object.entries(runsByRoute)) {
    const phase = (samples: Sample[], name: LcpPhase) =>
      median(samples.map((sample) => sample.lcpPhasesMs[name])).toFixed(0);
    console.log(
      `| ${[route, ...lcpPhases.map((name) => `${phase(sides.old, name)} → ${phase(sides.new, name)}`)].join(" | ")} |`,
    );
  }
  mkdirSync("bench-results", { recursive: true });
  writeFileSync(
    "bench-results/lighthouse-against.json",
    `${JSON.stringify(
      { measuredAt: new Date().toISOString(), old: base.commit, new: newName, runs: runsByRoute },
      null,
      2,
    )}\n`,
  );
  console.log("Wrote bench-results/lighthouse-against.json");
}

async function main() {
  if (!skipBuild) {
    const build = spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit" });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  if (against) {
    await compareAgainst(against);
    return;
  }
  let chrome = await launchChrome();
  const server = await startServer();
  const results: Record<string, Sample> = {};
  const runsByRoute: Record<string, Sample[]> = {};
  const missed: string[] = [];
  try {
    for (const route of routes) {
      const samples: Sample[] = [];
      const sample = async () => {
        const [measured, next] = await measureInChrome(`${server.url}${route}`, chrome);
        chrome = next;
        samples.push(measured);
      };
      if (assertMode) {
        while (samples.length < 1) await sample();
        results[route] = samples[0]!;
        missed.push(...failures(route, samples[0]!));
      } else {
        while (samples.length < runs) await sample();
        results[route] = medianSample(samples);
      }
      runsByRoute[route] = samples;
      console.log(`measured ${route} (${samples.length} run${samples.length > 1 ? "s" : ""})`);
    }
  } finally {
    chrome.kill();
    await server.stop();
  }

  const table = Object.entries(results).map(([route, s]) => ({
    route,
    ...(assertMode ? {} : { perf: Math.round(s.performance * 100) }),
    a11y: Math.round(s.accessibility * 100),
    bp: Math.round(s.bestPractices * 100),
    seo: Math.round(s.seo * 100),
    ...(assertMode
      ? {}
      : {
          "LCP s": (s.lcpMs / 1000).toFixed(2),
          "LCP of each run": (runsByRoute[route] ?? [])
            .map((run) => (run.lcpMs / 1000).toFixed(2))
            .join(" "),
          "TBT ms": Math.round(s.tbtMs),
          "first wave": `${s.firstWave.requests} (${s.firstWave.kb} KB)`,
        }),
    CLS: s.cls.toFixed(3),
    ...(assertMode ? {} : { "SI s": (s.speedIndexMs / 1000).toFixed(2) }),
    "HTML KB": s.kb.html,
    "CSS KB": s.kb.css,
    "JS KB": s.kb.js,
    "font KB": s.kb.fonts,
    "img KB": s.kb.images,
    "total KB": s.kb.total,
    "CPU index": Math.round(s.benchmarkIndex),
  }));
  console.log(assertMode ? "One run of each route:" : `The median of ${runs} runs per route:`);
  console.table(table);
  mkdirSync("bench-results", { recursive: true });
  writeFileSync(
    "bench-results/lighthouse.json",
    `${JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        aggregation: assertMode ? "one run" : "median",
        results,
        runs: runsByRoute,
      },
      null,
      2,
    )}\n`,
  );
  console.log("Wrote bench-results/lighthouse.json");

  if (assertMode) {
    if (missed.length > 0) {
      console.error(`Lighthouse assertions failed:\n${missed.map((p) => `  - ${p}`).join("\n")}`);
      process.exit(1);
    }
    console.log(`Lighthouse assertions passed on ${routes.length} routes.`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
