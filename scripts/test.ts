import { spawnSync } from "node:child_process";

/**
 * `npm test`: every check, in the order that fails fastest. Each step is an npm script of its
 * own so a developer can run one alone.
 */
const steps: [name: string, ...args: string[]][] = [
  ["assets"],
  ["lint"],
  ["typecheck"],
  ["test:unit"],
  ["translations"],
  ["build"],
  ["build:pseudo"],
  // Before the end-to-end tests, which open the kit at /kit/.
  ["build:kit"],
  ["test:budget"],
  ["test:integration"],
  ["test:e2e"],
  ["test:e2e:hosted"],
  ["test:lighthouse"],
  ["test:storybook", "--no-build"],
];

const only = process.argv.slice(2);
const timings: string[] = [];
for (const [step, ...args] of steps.filter(([name]) => only.length === 0 || only.includes(name))) {
  const started = Date.now();
  console.log(`\n▶ npm run ${step}`);
  const result = spawnSync(
    "npm",
    ["run", "--silent", step, ...(args.length ? ["--", ...args] : [])],
    {
      stdio: "inherit",
    },
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${step.padEnd(18)} ${seconds.padStart(7)} s`);
  if (result.status !== 0) {
    console.error(`\n✖ npm run ${step} failed (exit ${result.status ?? result.signal}).`);
    console.log(timings.join("\n"));
    process.exit(result.status ?? 1);
  }
  // The builds after this step (the site's, the pseudo-language's, the kit's, the hosted one's)
  // need not check the images, fonts, icons and generated data again.
  if (step === "assets") process.env.ASSETS_UP_TO_DATE = "1";
}
console.log(`\n✔ all checks passed\n${timings.join("\n")}`);
