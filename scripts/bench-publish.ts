/**
 * `npm run bench:publish`: how long a saved edit takes to reach the live pages under `npm start`,
 * from the moment the file is written to the moment every language's page shows it, for the
 * three edits an operator makes most: a price change, a translation fix and a new tour; and for
 * a review the operator publishes from the desk, written as the desk writes it. The
 * site is built into its own folder (.cache/bench-publish/dist) and every content file is put
 * back as it was at the end. `--runs N` repeats each edit (default 1) and prints the median.
 * `--production` times the production server's editor instead, behind Caddy
 * (scripts/bench-publish-production.ts).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  benchEdits,
  newTourEntry,
  printResults,
  reviewEdit,
  reviewsFolder,
  secondsUntilLive,
  tourEntry,
  type BenchEdit,
  type LivePage,
} from "./lib/bench-edits";
import { startServer, type RunningServer } from "./lib/server-process";

const root = process.cwd();
const workDir = path.join(root, ".cache", "bench-publish");
const distDir = path.join(workDir, "dist");
const runsArg = process.argv.indexOf("--runs");
const runs = runsArg === -1 ? 1 : Math.max(1, Number(process.argv[runsArg + 1]) || 1);

const tourFile = path.join(root, tourEntry);
const newTourFile = path.join(root, newTourEntry);
const reviewsDir = path.join(root, reviewsFolder);
/** Whether the checkout had published reviews of its own, which the bench leaves as they are. */
const hadReviews = existsSync(reviewsDir);
const { original, edits } = benchEdits(root);

function restore(): void {
  writeFileSync(tourFile, original);
  rmSync(newTourFile, { force: true });
  if (!existsSync(reviewsDir)) return;
  for (const name of readdirSync(reviewsDir))
    if (name.startsWith("benchrev")) rmSync(path.join(reviewsDir, name));
  if (!hadReviews) rmSync(reviewsDir, { recursive: true, force: true });
}

async function shows(server: RunningServer, page: LivePage) {
  // Uncompressed: the server would compress every poll of a page not yet precompressed, on the
  // cores the publish is using.
  const response = await fetch(`${server.url}${page.path}`, {
    redirect: "manual",
    headers: { "accept-encoding": "identity" },
  });
  return response.status === 200 && (await response.text()).includes(page.shows);
}

/** Seconds from the save until every page shows the edit. */
async function timeToLive(server: RunningServer, edit: BenchEdit, run: number): Promise<number> {
  const saved = Date.now();
  const { file, text, pages } = edit.change(run);
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
  return secondsUntilLive((page) => shows(server, page), pages, saved, edit.name);
}

/** Resolves once the server's log has printed `text` `count` times. */
async function logged(server: RunningServer, text: string, count: number): Promise<void> {
  while (server.output().split(text).length - 1 < count)
    await new Promise((resolve) => setTimeout(resolve, 200));
}

async function main(): Promise<void> {
  if (existsSync(newTourFile)) throw new Error(`${newTourFile} exists: remove it first.`);
  const build = spawnSync("npm", ["run", "--silent", "build"], {
    env: { ...process.env, DIST_DIR: distDir },
    stdio: "inherit",
  });
  if (build.status !== 0) throw new Error("The site did not build.");
  const server = await startServer({ DIST_DIR: distDir, KIT_PUBLIC: "0" }, "scripts/start.ts");
  const results: Array<[string, number[]]> = [];
  try {
    // Each edit starts on a quiet machine: the site published and precompressed, and the
    // publish process ready, before it. A publish that the next edit follows at once has its
    // compression stopped.
    let published = 0;
    let settles = 1;
    const settled = async () => {
      await logged(server, "The edit is live", published);
      await logged(server, "files precompressed", settles);
      await logged(server, "Ready to publish the next edit", settles);
      settles += 1;
    };
    await settled();
    const publishAndUndo = async (edit: BenchEdit, run: number) => {
      const seconds = await timeToLive(server, edit, run);
      published += 1;
      await settled();
      restore();
      published += 1;
      await settled();
      return seconds;
    };
    for (const edit of [...edits, reviewEdit]) {
      const times: number[] = [];
      for (let run = 0; run < runs; run += 1) times.push(await publishAndUndo(edit, run));
      results.push([edit.name, times]);
    }
    // The operator's next save as soon as the last is live: the publish process that built the
    // last builds it, still warm.
    const [priceChange] = edits as [BenchEdit];
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      await timeToLive(server, priceChange, runs + run);
      published += 1;
      await logged(server, "The edit is live", published);
      times.push(await publishAndUndo(priceChange, 2 * runs + run));
    }
    results.push([`${priceChange.name}, saved as the one before went live`, times]);
  } finally {
    restore();
    await server.stop();
  }
  printResults(`Save to visible in every language (npm start, ${runs} run(s) each):`, results);
}

if (process.argv.includes("--production")) await import("./bench-publish-production");
else
  main().catch((error: unknown) => {
    restore();
    console.error(error);
    process.exit(1);
  });
