import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { notFoundRoute, routes } from "../site/routes";
import { entriesReached } from "./lib/module-graph";

/**
 * `npm run test:quick`: the checks a change reaches, for the person making it, in a few minutes.
 * The change is what differs from HEAD (committed work: `-- --since <ref>`), new files included.
 *
 * - the linter and the formatting check on the changed files, and the type check (incremental);
 * - the unit tests that import a changed module (Vitest's `related`);
 * - the stories whose modules a change reaches, through the bundler's module graph
 *   (scripts/lib/module-graph.ts), run by the Storybook test-runner on a fresh build of the kit:
 *   their play functions, axe and screenshots, as in `npm test`;
 * - the pages whose modules a change reaches: their layout, screenshots and accessibility checks
 *   (tests/e2e/page-checks.spec.ts) in English, on an English build of the site.
 *
 * `npm test` remains the whole check: every language, the flows, the integration tests.
 */
const args = process.argv.slice(2);
const since = args.includes("--since") ? args[args.indexOf("--since") + 1] : "HEAD";

function git(...gitArgs: string[]): string[] {
  const result = spawnSync("git", gitArgs, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`git ${gitArgs.join(" ")}: ${result.stderr}`);
  return result.stdout.split("\n").filter(Boolean);
}

const changed = [
  ...new Set([
    ...git("diff", "--name-only", since ?? "HEAD"),
    ...git("ls-files", "--others", "--exclude-standard"),
  ]),
].filter((file) => existsSync(file));

if (changed.length === 0) {
  console.log(`Nothing changed since ${since}.`);
  process.exit(0);
}
console.log(`${changed.length} file(s) changed since ${since}: ${changed.join(", ")}`);

type Check = { name: string; command: string; args: string[]; env?: NodeJS.ProcessEnv };

function run({ name, command, args: commandArgs, env }: Check): Promise<boolean> {
  const started = Date.now();
  return new Promise((resolve) => {
    const output: Buffer[] = [];
    const child = spawn(command, commandArgs, {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...env },
    });
    child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("close", (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`\n━━ ${name}: ${code === 0 ? "passed" : "failed"} in ${seconds} s`);
      if (code !== 0 || process.env.CI) process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

const code = (file: string) => /\.(ts|tsx|js|mjs|cjs)$/.test(file);
const storyFiles = readdirSync("stories/ui")
  .filter((file) => file.endsWith(".stories.tsx"))
  .map((file) => path.join("stories/ui", file));
const pageFile = (page: string) => `site/pages/${page}.tsx`;
const pageFiles = [...new Set([...routes, notFoundRoute].map((route) => pageFile(route.page)))];
/** The frames every page and every story is drawn in: a change either reaches, reaches all. */
const pageFrame = "site/components/layout.tsx";
const storyFrame = ".storybook/preview.tsx";
/**
 * Files the bundler reads by pattern (the copy, the content and its generated data, which
 * Storybook's preview and the build gather with import.meta.glob): a change to one reaches all.
 */
const copy = /^(site\/messages|locales|content|data\/generated)\//;
const copyChanged = changed.some((file) => copy.test(file));

const [storiesReached, pagesReached, frameReached] = await Promise.all([
  entriesReached([...storyFiles, storyFrame], changed),
  entriesReached(pageFiles, changed),
  // The frame's own lazy parts are dialogs a visitor opens, which the page checks do not.
  entriesReached([pageFrame], changed, { dynamic: false }),
]);
const stories =
  copyChanged || storiesReached.includes(storyFrame)
    ? storyFiles
    : storiesReached.filter((file) => file !== storyFrame);
const everyPage = copyChanged || frameReached.length > 0;
const reached = (page: string) => everyPage || pagesReached.includes(pageFile(page));
/** A page check's title starts with its page's address and a colon (tests/e2e/page-checks.spec.ts). */
const pages = [
  ...routes
    .filter((route) => reached(route.page))
    .map(({ pattern }) => `\\s${pattern.replace(/:[^/]+/g, "[^/: ]+")}:\\s`),
  ...(reached(notFoundRoute.page) ? ["\\s/no-such-page:\\s"] : []),
];

const checks: Check[] = [
  {
    name: "types",
    command: "npx",
    args: [
      "tsc",
      "-p",
      "tsconfig.json",
      "--incremental",
      "--tsBuildInfoFile",
      ".cache/tsc-quick.tsbuildinfo",
    ],
  },
  { name: "format", command: "npx", args: ["prettier", "--check", "--ignore-unknown", ...changed] },
];
const lintable = changed.filter(code);
if (lintable.length > 0)
  checks.push({
    name: "lint",
    command: "npx",
    args: ["eslint", "--max-warnings", "0", ...lintable],
  });
if (lintable.length > 0)
  checks.push({
    name: "unit tests",
    command: "npx",
    args: ["vitest", "related", "--run", "--passWithNoTests", "--project", "unit*", ...lintable],
  });

console.log(
  `Stories reached: ${stories.length ? stories.join(", ") : "none"}.\nPages reached: ${
    everyPage ? "every page" : pages.length ? pages.join(", ") : "none"
  }.`,
);

/** The kit built afresh, then the stories reached. */
async function storyChecks(): Promise<boolean> {
  if (stories.length === 0) return true;
  const built = await run({
    name: "the kit's build",
    command: "npm",
    args: ["run", "--silent", "build:kit"],
    env: { ASSETS_UP_TO_DATE: "1" },
  });
  if (!built) return false;
  return run({
    name: `${stories.length} story file(s)`,
    command: "npx",
    args: [
      "tsx",
      "scripts/test-storybook.ts",
      "--no-build",
      ...stories.map((file) => path.basename(file)),
    ],
  });
}

/** The site built in English, then the pages reached. */
async function pageChecks(): Promise<boolean> {
  if (pages.length === 0) return true;
  const distDir = path.resolve(".cache/quick-dist");
  const built = await run({
    name: "the English site's build",
    command: "npm",
    args: ["run", "--silent", "build"],
    env: { ASSETS_UP_TO_DATE: "1", SITE_LOCALES: "en", DIST_DIR: distDir, BROTLI_QUALITY: "5" },
  });
  if (!built) return false;
  return run({
    name: "the pages reached, in English",
    command: "npx",
    args: ["playwright", "test", "tests/e2e/page-checks.spec.ts", "--grep", pages.join("|")],
    env: { DIST_DIR: distDir, E2E_PORT: "4273" },
  });
}

const results = await Promise.all([...checks.map(run), storyChecks(), pageChecks()]);
process.exit(results.every(Boolean) ? 0 : 1);
