import { spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { buildDay } from "./lib/build-date";

/**
 * `npm test`: every check once, over one build of each kind (the site, the pseudo-language's
 * pages, the kit), each check an npm script of its own that a developer can run alone.
 *
 * The checks are a graph rather than a queue: each starts once what it needs has passed and a
 * place is free, the slow ones first, so that the end-to-end tests and the Storybook tests (two
 * browsers each) run side by side from the moment their builds are done and the quick checks fill
 * the gaps. Three at a time on two cores: the browser tests wait on their pages often enough that
 * a third step keeps the cores busy without slowing them. The builds come first and have the
 * cores to themselves, so that the end-to-end tests, the longest check, start as early as they
 * can; a check that mostly waits on the servers it starts runs beside the others without taking
 * one of their places. A check that fails does not stop the others that do not need it; a check
 * whose need failed is not run.
 *
 * Each check's output goes to .cache/test-logs/<check>.log as it runs and is printed whole when
 * it ends. The run ends with what each failed check reported of its failures, again, so that the
 * end of the output says why the run failed; then each check's time, each failure again in one
 * line, and one line counting every test of every check (a check without tests of its own, such
 * as the linter, counts as one).
 */
type Results = "vitest" | "playwright" | "jest";
type Step = {
  script: string;
  args?: string[];
  needs?: string[];
  /** The format its test runner reports in; a step without one is one test. */
  results?: Results;
  /** Spends most of its time waiting on the servers and programs it starts, not on a core. */
  waits?: true;
};

const steps: Step[] = [
  { script: "assets" },
  { script: "build", needs: ["assets"] },
  { script: "build:kit", needs: ["assets"] },
  { script: "build:pseudo", needs: ["assets"] },
  {
    script: "test:e2e",
    needs: ["build", "build:kit", "build:pseudo"],
    results: "playwright",
  },
  { script: "test:storybook", args: ["--no-build"], needs: ["build:kit"], results: "jest" },
  { script: "test:e2e:hosted", needs: ["assets"], results: "playwright", waits: true },
  // The publish test copies the site's build (tests/integration/publish-compression.test.ts).
  // Its servers' start-ups, shutdowns and backups leave the cores idle most of its 10 minutes.
  { script: "test:integration", needs: ["build"], results: "vitest", waits: true },
  { script: "test:unit", needs: ["assets"], results: "vitest" },
  { script: "typecheck", needs: ["assets"] },
  { script: "lint:code", needs: ["assets"] },
  { script: "lint:format" },
  { script: "test:budget", needs: ["build"] },
];

const concurrency = availableParallelism() + 1;
const logDir = path.resolve(".cache/test-logs");
const resultsDir = path.resolve(".cache/test-results");

// The builds' Brotli copies at quality 5, as test:quick's: the same pages, 10 % larger than at
// 10 and 20 % smaller than gzip's, and the site's 73 MB of text compressed in 2 s of CPU rather
// than 35 s (server/publish/precompress.ts). The size budgets weigh gzip's copies.
process.env.BROTLI_QUALITY ||= "5";
// One date for the whole run: its build and the publishes its tests make render the same pages
// though the run passes midnight in Nairobi (21:00 UTC), and the tests find that day on them.
process.env.VITE_BUILD_DATE ||= buildDay();

type Counts = { passed: number; failed: number; skipped: number };
type Outcome = {
  script: string;
  seconds: number;
  code: number;
  counts: Counts;
  /** What it reported of its failures. */
  failures: Failure[];
};
/** A failed test, or the end of the log of a check that names none (`fromLog`). */
type Failure = { title: string; message: string; location?: string; fromLog?: true };

const resultsFile = (script: string) =>
  path.join(resultsDir, `${script.replaceAll(":", "-")}.json`);

/** What a test runner's JSON report counts; null when it wrote none (it crashed first). */
function countsOf(step: Step): Counts | null {
  const file = resultsFile(step.script);
  if (!step.results || !existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, "utf8")) as {
    stats?: Record<string, number>;
  } & Record<string, unknown>;
  if (step.results === "playwright") {
    const stats = report.stats ?? {};
    return {
      passed: (stats["expected"] ?? 0) + (stats["flaky"] ?? 0),
      failed: stats["unexpected"] ?? 0,
      skipped: stats["skipped"] ?? 0,
    };
  }
  // Vitest writes Jest's format.
  const number = (key: string) => Number(report[key] ?? 0);
  return {
    passed: number("numPassedTests"),
    failed: number("numFailedTests"),
    skipped: number("numPendingTests") + number("numTodoTests"),
  };
}

/** How many lines of one failure's message the end of the run repeats. */
const failureLines = 30;

const plainLines = (text: string) =>
  text
    // The runners colour their messages; the log is read as plain text.
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m|\u001b\]8;;[^\u0007\u001b]*(?:\u0007|\u001b\\)/g, "")
    .split("\n");

type PlaywrightSuite = {
  title: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    tests: {
      status: string;
      results: { errors?: { message?: string; location?: { file: string; line: number } }[] }[];
    }[];
  }[];
};

/**
 * Each failed test of the step, named, with its error, from its runner's JSON report; the end of
 * its log when the report names none (a linter, a runner that crashed).
 */
function failuresOf(step: Step, output: string): Failure[] {
  const file = resultsFile(step.script);
  const found: Failure[] = [];
  if (step.results && existsSync(file)) {
    const report = JSON.parse(readFileSync(file, "utf8")) as {
      suites?: PlaywrightSuite[];
      testResults?: {
        name?: string;
        message?: string;
        assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
      }[];
    };
    const walk = (suite: PlaywrightSuite, titles: string[]) => {
      const named = suite.title ? [...titles, suite.title] : titles;
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests)
          if (test.status === "unexpected") {
            const errors = test.results.at(-1)?.errors ?? [];
            const where = errors.find((error) => error.location)?.location;
            found.push({
              title: [...named, spec.title].join(" › "),
              message: errors.map((error) => error.message ?? "").join("\n"),
              location: where && `${path.relative(".", where.file)}:${where.line}`,
            });
          }
      for (const inner of suite.suites ?? []) walk(inner, named);
    };
    for (const suite of report.suites ?? []) walk(suite, []);
    for (const result of report.testResults ?? []) {
      const failed = (result.assertionResults ?? []).filter((test) => test.status === "failed");
      for (const assertion of failed)
        found.push({
          title: assertion.fullName,
          message: (assertion.failureMessages ?? []).join("\n"),
        });
      // A file that failed as a whole, none of its tests run (Jest's and Vitest's `message`).
      if (failed.length === 0 && result.message && result.name)
        found.push({
          title: `${path.relative(".", result.name)} (none of its tests ran)`,
          message: result.message,
        });
    }
  }
  if (found.length > 0) return found;
  return [
    {
      title: "the end of its log",
      message: output.trimEnd().split("\n").slice(-failureLines).join("\n"),
      fromLog: true,
    },
  ];
}

/** A failure whole: its name, where it failed, and the start of its message. */
const described = ({ title, message, location }: Failure) =>
  [
    title,
    ...(location ? [`at ${location}`] : []),
    ...plainLines(message).slice(0, failureLines),
  ].join("\n");

/**
 * What a failed test's message says went wrong: the Storybook runner's line after "Message:",
 * or the first line naming an assertion, a timeout or an error, past the runners' own wrapping.
 */
function causeOf(lines: string[]): string {
  const heading = lines.indexOf("Message:");
  const afterHeading = heading >= 0 ? lines[heading + 1] : undefined;
  return (
    afterHeading ??
    lines.find((line) => /\bexpect\(|Timeout|timed out|Error:|✖/.test(line)) ??
    lines[0] ??
    ""
  );
}

/**
 * A failure in one line: its name and what went wrong; for a log, its last line, where a linter
 * or a compiler sums up.
 */
function inOneLine({ title, message, location, fromLog }: Failure): string {
  const lines = plainLines(message)
    .map((line) => line.trim())
    .filter((line) => line !== "");
  const cause = fromLog ? (lines.at(-1) ?? "") : causeOf(lines);
  const line = `${title}${location ? ` (${location})` : ""}: ${cause}`;
  return line.length > 240 ? `${line.slice(0, 239)}…` : line;
}

/** The arguments and environment that make the step's runner write its JSON report. */
function reporting(step: Step): { args: string[]; env: NodeJS.ProcessEnv } {
  const file = resultsFile(step.script);
  switch (step.results) {
    case "vitest":
      return {
        args: ["--reporter=default", "--reporter=json", `--outputFile.json=${file}`],
        env: {},
      };
    case "playwright":
      return { args: ["--reporter=list,json"], env: { PLAYWRIGHT_JSON_OUTPUT_FILE: file } };
    case "jest":
      return { args: [], env: { TEST_RESULTS_FILE: file } };
    default:
      return { args: [], env: {} };
  }
}

function run(step: Step): Promise<Outcome> {
  const started = Date.now();
  const report = reporting(step);
  const args = [...(step.args ?? []), ...report.args];
  const log = path.join(logDir, `${step.script.replaceAll(":", "-")}.log`);
  const output = createWriteStream(log);
  const chunks: Buffer[] = [];
  console.log(`▶ ${step.script} (${path.relative(process.cwd(), log)})`);
  const child = spawn(
    "npm",
    ["run", "--silent", step.script, ...(args.length ? ["--", ...args] : [])],
    {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...report.env, FORCE_COLOR: "0" },
    },
  );
  for (const stream of [child.stdout, child.stderr])
    stream.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      output.write(chunk);
    });
  return new Promise((resolve) => {
    child.on("close", (exit, signal) => {
      output.end();
      const code = exit ?? (signal ? 1 : 0);
      const seconds = (Date.now() - started) / 1000;
      console.log(
        `\n━━ ${step.script}: ${code === 0 ? "passed" : `failed (exit ${code})`} in ${seconds.toFixed(1)} s`,
      );
      const printed = Buffer.concat(chunks);
      process.stdout.write(printed);
      const counts = countsOf(step) ?? {
        passed: code === 0 ? 1 : 0,
        failed: code === 0 ? 0 : 1,
        skipped: 0,
      };
      // A runner that reported every test passed but exited with an error failed elsewhere.
      if (code !== 0 && counts.failed === 0) counts.failed = 1;
      const failures = code === 0 ? [] : failuresOf(step, printed.toString());
      resolve({ script: step.script, seconds, code, counts, failures });
    });
  });
}

const only = process.argv.slice(2);
const chosen = steps.filter(({ script }) => only.length === 0 || only.includes(script));
const unknown = only.filter((script) => !steps.some((step) => step.script === script));
if (unknown.length > 0) {
  console.error(
    `No such check: ${unknown.join(", ")}. The checks: ${steps.map((step) => step.script).join(", ")}.`,
  );
  process.exit(2);
}
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
mkdirSync(logDir, { recursive: true });

const started = Date.now();
const outcomes = new Map<string, Outcome>();
const notRun: string[] = [];
const running = new Map<string, Promise<Outcome>>();
const waiting = [...chosen];

/** A need left out of the run (`npm test -- test:unit`) counts as met. */
const met = (need: string) =>
  !chosen.some(({ script }) => script === need) || outcomes.get(need)?.code === 0;
const failedNeed = (step: Step) =>
  (step.needs ?? []).find((need) => outcomes.has(need) && outcomes.get(need)?.code !== 0) ??
  (step.needs ?? []).find((need) => notRun.includes(need));

const isBuild = (step: Step) => step.script.startsWith("build");
const places = () =>
  [...running.keys()].filter((script) => !chosen.find((step) => step.script === script)?.waits)
    .length;

while (waiting.length > 0 || running.size > 0) {
  for (const step of [...waiting]) {
    if (failedNeed(step)) {
      notRun.push(step.script);
      waiting.splice(waiting.indexOf(step), 1);
      continue;
    }
    if (!(step.needs ?? []).every(met)) continue;
    if (!step.waits && places() >= concurrency) continue;
    const building = chosen.some(
      (other) => isBuild(other) && !outcomes.has(other.script) && !notRun.includes(other.script),
    );
    if (building && !isBuild(step) && step.script !== "assets") continue;
    waiting.splice(waiting.indexOf(step), 1);
    running.set(step.script, run(step));
  }
  if (running.size === 0) break;
  const outcome = await Promise.race(running.values());
  running.delete(outcome.script);
  outcomes.set(outcome.script, outcome);
  // The builds after this need not make the images, fonts, icons and generated data again.
  if (outcome.script === "assets" && outcome.code === 0) process.env.ASSETS_UP_TO_DATE = "1";
}

for (const { script, failures } of outcomes.values())
  if (failures.length > 0)
    console.log(`\n━━ ${script} failed:\n\n${failures.map(described).join("\n\n")}`);

const total = { passed: 0, failed: 0, skipped: 0 };
const lines: string[] = [];
for (const { script } of chosen) {
  const outcome = outcomes.get(script);
  if (!outcome) {
    lines.push(`${script.padEnd(18)}  not run: a check it needs failed`);
    continue;
  }
  const { passed, failed, skipped } = outcome.counts;
  total.passed += passed;
  total.failed += failed;
  total.skipped += skipped;
  lines.push(
    `${script.padEnd(18)} ${outcome.seconds.toFixed(1).padStart(7)} s  ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`,
  );
}
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`\n${lines.join("\n")}\n${"total".padEnd(18)} ${seconds.padStart(7)} s`);
const failedChecks = [...outcomes.values()]
  .filter(({ code }) => code !== 0)
  .map(({ script }) => script);
if (failedChecks.length > 0 || notRun.length > 0)
  console.error(
    `\n✖ failed: ${failedChecks.join(", ")}${notRun.length ? `; not run: ${notRun.join(", ")}` : ""}`,
  );
for (const { script, failures } of outcomes.values())
  for (const failure of failures) console.error(`  ${script} › ${inOneLine(failure)}`);
console.log(
  `\n${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ""}`,
);
process.exit(failedChecks.length > 0 || notRun.length > 0 ? 1 : 0);
