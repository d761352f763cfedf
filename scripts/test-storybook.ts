import { spawn, spawnSync } from "node:child_process";
import {
  copyFileSync,
  createReadStream,
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize, resolve, sep } from "node:path";

import { chromeFlags, chromePath } from "./chrome-path";
import { compressBaselines } from "./lib/baselines";
import {
  actualDir,
  baselineDir,
  pagePrefix,
  sameAsBaseline,
  visualRunDir,
  writeVisualReport,
} from "./lib/visual-report";

/**
 * `npm run test:storybook`: builds Storybook, serves the static build on a free loopback port and
 * runs every story through the test-runner (play functions, axe, screenshots against the
 * baselines in tests/visual/__baselines__), then writes the visual review report
 * (tests/visual/__report__/index.html) for a run of every story. `--no-build` reuses
 * storybook-static; `--update-snapshots` rewrites the baselines that differ or are missing, and
 * with `--story <id>` accepts that one story's screenshots from the last run, in every baseline
 * language, without running anything. Baselines written are stored losslessly compressed
 * (scripts/lib/baselines.ts). Other arguments go to the test-runner (Jest), e.g. a file
 * pattern such as `search-dialog`.
 */

const staticDir = resolve("storybook-static");
const args = process.argv.slice(2);
const update = args.includes("--update-snapshots");
const build = !args.includes("--no-build");
const storyFlag = args.indexOf("--story");
const story = storyFlag >= 0 ? args[storyFlag + 1] : undefined;
const runnerExtraArgs = args.filter(
  (arg, index) =>
    arg !== "--update-snapshots" &&
    arg !== "--no-build" &&
    (storyFlag < 0 || (index !== storyFlag && index !== storyFlag + 1)),
);

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".map": "application/json; charset=utf-8",
};

function serve(root: string): Promise<Server> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname);
    let file = normalize(join(root, pathname));
    if (file !== root && !file.startsWith(root + sep)) {
      response.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, "index.html");
    if (!existsSync(file)) {
      response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found");
      return;
    }
    response.writeHead(200, {
      "content-type": contentTypes[extname(file).toLowerCase()] ?? "application/octet-stream",
      "cache-control": "no-store",
    });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolvePromise, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolvePromise(server));
  });
}

/**
 * Baselines whose story no longer exists (a renamed story must take its baseline along), and
 * German and Chinese ones of a story no longer tagged `text-layout` (.storybook/test-runner.ts).
 */
function orphanBaselines(): string[] {
  if (!existsSync(baselineDir)) return [];
  const index = JSON.parse(readFileSync(join(staticDir, "index.json"), "utf8")) as {
    entries: Record<string, { type: string; tags?: string[] }>;
  };
  const stories = Object.entries(index.entries).filter(([, entry]) => entry.type === "story");
  const expected = new Set(
    stories.flatMap(([id, entry]) =>
      entry.tags?.includes("text-layout") ? [id, `${id}--de`, `${id}--zh`] : [id],
    ),
  );
  return readdirSync(baselineDir)
    .filter((file) => file.endsWith(".png") && !file.startsWith(pagePrefix))
    .filter((file) => !expected.has(file.replace(/\.png$/, "")));
}

function runTestRunner(url: string): Promise<number> {
  const runnerArgs = ["test-storybook", "--url", url, "--maxWorkers=2"];
  runnerArgs.push(update ? "-u" : "--ci", ...runnerExtraArgs);
  return new Promise((resolvePromise) => {
    const child = spawn("npx", runnerArgs, {
      stdio: "inherit",
      env: {
        ...process.env,
        CHROME_PATH: chromePath(),
        CHROME_FLAGS: JSON.stringify(chromeFlags),
      },
    });
    child.on("exit", (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
  });
}

/** Copies one story's screenshots of the last run over its baselines where their pixels differ. */
async function acceptStory(id: string): Promise<number> {
  const files = existsSync(actualDir)
    ? readdirSync(actualDir).filter((file) => file.replace(/(--(de|zh))?\.png$/, "") === id)
    : [];
  if (files.length === 0) {
    console.error(
      `No screenshot of story "${id}" in ${actualDir}: run npm run test:visual first, and check the id (e.g. ui-button--primary).`,
    );
    return 1;
  }
  const accepted: string[] = [];
  for (const file of files) {
    const baseline = join(baselineDir, file);
    if (await sameAsBaseline(readFileSync(join(actualDir, file)), baseline)) continue;
    copyFileSync(join(actualDir, file), baseline);
    accepted.push(file);
  }
  await compressBaselines();
  console.log(
    accepted.length > 0
      ? `Accepted ${accepted.join(", ")} as the new baselines.`
      : `The baselines of "${id}" already have these pixels: nothing changed.`,
  );
  return 0;
}

async function report() {
  const result = await writeVisualReport({ expected: baselineDir });
  console.log(
    `Visual review report: ${result.report}\n  ${result.passed.length} passed, ${result.changed.length} changed, ${result.new.length} new, ${result.removed.length} removed`,
  );
  for (const [label, ids] of [
    ["changed", result.changed],
    ["new", result.new],
    ["removed", result.removed],
  ] as const) {
    if (ids.length > 0) console.log(`  ${label}: ${ids.join(", ")}`);
  }
}

async function main(): Promise<number> {
  if (update && story) return acceptStory(story);
  if (storyFlag >= 0 && !story) {
    console.error("--story needs a story id, e.g. --story ui-button--primary");
    return 1;
  }
  const started = Date.now();
  const everyStory = runnerExtraArgs.length === 0;
  // The pages' screenshots come from the end-to-end run and stay for the report.
  for (const file of existsSync(actualDir) ? readdirSync(actualDir) : []) {
    if (!file.startsWith(pagePrefix)) rmSync(join(actualDir, file));
  }
  rmSync(join(visualRunDir, "diff"), { recursive: true, force: true });
  if (build) {
    const built = spawnSync("npm", ["run", "--silent", "build:kit"], { stdio: "inherit" });
    if (built.status !== 0) return built.status ?? 1;
  }
  if (!existsSync(join(staticDir, "index.json"))) {
    console.error("storybook-static/index.json is missing: run without --no-build first.");
    return 1;
  }

  const orphans = orphanBaselines();
  if (orphans.length > 0) {
    if (update) {
      for (const file of orphans) rmSync(join(baselineDir, file));
      console.log(`Removed ${orphans.length} baseline(s) without a story: ${orphans.join(", ")}`);
    } else {
      console.error(
        `Baselines without a story (renamed or deleted stories; run npm run test:visual:update):\n  ${orphans.join("\n  ")}`,
      );
    }
  }

  const server = await serve(staticDir);
  const { port } = server.address() as AddressInfo;
  let code: number;
  try {
    code = await runTestRunner(`http://127.0.0.1:${port}`);
  } finally {
    server.close();
  }
  await compressBaselines();
  if (everyStory && !update) await report();
  console.log(`Storybook tests finished in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return orphans.length > 0 && !update ? code || 1 : code;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
