import { spawn } from "node:child_process";

/**
 * `npm test`: every check, in the order that fails fastest. Each step is an npm script of its
 * own so a developer can run one alone.
 *
 * The steps of a stage run at once, where one alone leaves part of the machine idle (the linter,
 * the formatting check and the type checker each use one core, Lighthouse less than one, the
 * end-to-end tests three quarters of two) and none touches what another writes or serves; a
 * stage starts when the one before it has passed. The first step of a stage prints as it goes;
 * the others' output is printed whole as each ends. The integration tests, which time the
 * server, and the Storybook tests, which use both cores, run alone.
 */
type Step = [name: string, ...args: string[]];
const stages: Step[][] = [
  [["assets"]],
  [["lint:code"], ["lint:format"], ["typecheck"], ["translations"]],
  [["test:unit"]],
  [["build"]],
  // Before the end-to-end tests, which open the kit at /kit/.
  [["build:pseudo"], ["build:kit"], ["test:budget"]],
  [["test:integration"]],
  // The end-to-end server serves dist/ on its port and publishes edits in a copy of the
  // checkout; the hosted test builds into .cache/dist-hosted and serves it through Caddy on its
  // own ports; Lighthouse serves dist/ on a free port.
  [["test:e2e"], ["test:e2e:hosted"], ["test:lighthouse"]],
  [["test:storybook", "--no-build"]],
];

type Result = { step: string; seconds: number; code: number };

// The builds' Brotli copies at quality 10 rather than 11: the same pages, 1.5–2 % larger, and
// the site's 72 MB of text compressed in a third of the time (scripts/lib/precompress.ts).
process.env.BROTLI_QUALITY ||= "10";

function run([step, ...args]: Step, streamed: boolean): Promise<Result> {
  const started = Date.now();
  if (streamed) console.log(`\n▶ npm run ${step}`);
  const child = spawn("npm", ["run", "--silent", step, ...(args.length ? ["--", ...args] : [])], {
    stdio: streamed ? "inherit" : ["ignore", "pipe", "pipe"],
  });
  const output: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (code, signal) => {
      if (!streamed) {
        console.log(`\n▶ npm run ${step}`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({
        step,
        seconds: (Date.now() - started) / 1000,
        code: code ?? (signal ? 1 : 0),
      });
    });
  });
}

const only = process.argv.slice(2);
const timings: string[] = [];
const started = Date.now();
for (const stage of stages) {
  const steps = stage.filter(([name]) => only.length === 0 || only.includes(name));
  if (steps.length === 0) continue;
  const stageStarted = Date.now();
  const results = await Promise.all(steps.map((step, index) => run(step, index === 0)));
  for (const { step, seconds } of results) {
    timings.push(`${step.padEnd(18)} ${seconds.toFixed(1).padStart(7)} s`);
  }
  if (steps.length > 1) {
    const seconds = ((Date.now() - stageStarted) / 1000).toFixed(1);
    timings.push(`${"  (together)".padEnd(18)} ${seconds.padStart(7)} s`);
  }
  const failed = results.filter(({ code }) => code !== 0);
  if (failed.length > 0) {
    for (const { step, code } of failed)
      console.error(`\n✖ npm run ${step} failed (exit ${code}).`);
    console.log(timings.join("\n"));
    process.exit(failed[0]?.code ?? 1);
  }
  // The builds after this step (the site's, the pseudo-language's, the kit's, the hosted one's)
  // need not check the images, fonts, icons and generated data again.
  if (steps.some(([name]) => name === "assets")) process.env.ASSETS_UP_TO_DATE = "1";
}
const total = ((Date.now() - started) / 1000).toFixed(1);
console.log(
  `\n✔ all checks passed\n${timings.join("\n")}\n${"total".padEnd(18)} ${total.padStart(7)} s`,
);
