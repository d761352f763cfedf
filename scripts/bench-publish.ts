/**
 * `npm run bench:publish`: how long a saved edit takes to reach the live pages under `npm start`,
 * from the moment the file is written to the moment every language's page shows it, for the
 * three edits an operator makes most: a price change, a translation fix and a new tour. The
 * site is built into its own folder (.cache/bench-publish/dist) and every content file is put
 * back as it was at the end. `--runs N` repeats each edit (default 1) and prints the median.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { intlLocales, localizedPath, locales, type Locale } from "../data/domain/locales";
import { slugify } from "../data/domain/tour-rules";
import { formatPrice } from "../ui/format-price";
import { startServer, type RunningServer } from "./lib/server-process";

const root = process.cwd();
const workDir = path.join(root, ".cache", "bench-publish");
const distDir = path.join(workDir, "dist");
const runsArg = process.argv.indexOf("--runs");
const runs = runsArg === -1 ? 1 : Math.max(1, Number(process.argv[runsArg + 1]) || 1);

const tourFile = path.join(root, "content", "tours", "luxury-7-days.yaml");
const newTourFile = path.join(root, "content", "tours", "bench-publish-new-tour.yaml");
const tourSlug = "7-day-luxury-kenya-safari-samburu-ol-pejeta-lake-nakuru-masai-mara";
const tourPath = (locale: Locale, slug = tourSlug) =>
  localizedPath(locale, `/safari-tours/${slug}`);

type TourFile = Record<string, { title?: string; [field: string]: unknown }>;

type Edit = {
  name: string;
  /** Writes the edit; returns what each page must show once it is live. */
  apply: (run: number) => Array<{ path: string; shows: string }>;
};

const original = readFileSync(tourFile, "utf8");

const edits: Edit[] = [
  {
    name: "price change",
    apply: (run) => {
      const price = 3600 + run;
      writeFileSync(
        tourFile,
        original.replace("perPersonForTwo: $3517", `perPersonForTwo: $${price}`),
      );
      return (["en", "de", "zh"] as const).map((locale) => ({
        path: tourPath(locale),
        shows: formatPrice(price, intlLocales[locale]),
      }));
    },
  },
  {
    name: "translation fix (German day title)",
    apply: (run) => {
      const title = `Von Nairobi ins Samburu-Nationalreservat ${"·".repeat(run + 1)}`;
      const german = original.indexOf("\nde:");
      const fixed =
        original.slice(0, german) +
        original
          .slice(german)
          .replace("title: Von Nairobi ins Samburu National Reserve", `title: ${title}`);
      writeFileSync(tourFile, fixed);
      return [{ path: tourPath("de"), shows: title }];
    },
  },
  {
    name: "new tour",
    apply: (run) => {
      const tour = yaml.load(original) as TourFile;
      const title = `8-Day Kenya Highlands Safari Sample ${run + 1}`;
      const titleIn = (locale: Locale) => (locale === "en" ? title : `${title} (${locale})`);
      for (const locale of locales) {
        const entry = tour[locale];
        if (entry) entry.title = titleIn(locale);
      }
      writeFileSync(newTourFile, yaml.dump(tour, { lineWidth: 100 }));
      const slug = slugify(title);
      return locales.map((locale) => ({ path: tourPath(locale, slug), shows: titleIn(locale) }));
    },
  },
];

function restore(): void {
  writeFileSync(tourFile, original);
  rmSync(newTourFile, { force: true });
}

async function shows(server: RunningServer, page: { path: string; shows: string }) {
  // Uncompressed: the server would compress every poll of a page not yet precompressed, on the
  // cores the publish is using.
  const response = await fetch(`${server.url}${page.path}`, {
    redirect: "manual",
    headers: { "accept-encoding": "identity" },
  });
  return response.status === 200 && (await response.text()).includes(page.shows);
}

/**
 * Seconds from the save until every page shows the edit (5 min at most). One page is asked for
 * every 100 ms, the first that does not show it yet, and the next at once when it does: the
 * pages of a publish go live together. Asking for all of them every 100 ms (30 pages a second,
 * each read whole by the server and by the bench) slowed the publish it timed by about 1.2 s of
 * a price change's 10.5 s, on the two cores the publish needs.
 */
async function timeToLive(server: RunningServer, edit: Edit, run: number): Promise<number> {
  const saved = Date.now();
  const waiting = edit.apply(run);
  const deadline = saved + 5 * 60_000;
  while (waiting.length > 0) {
    if (await shows(server, waiting[0]!)) {
      waiting.shift();
      continue;
    }
    if (Date.now() > deadline) throw new Error(`"${edit.name}" was not live after 5 minutes.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return (Date.now() - saved) / 1000;
}

/** Resolves once the server's log has printed `text` `count` times. */
async function logged(server: RunningServer, text: string, count: number): Promise<void> {
  while (server.output().split(text).length - 1 < count)
    await new Promise((resolve) => setTimeout(resolve, 200));
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

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
    const publishAndUndo = async (edit: Edit, run: number) => {
      const seconds = await timeToLive(server, edit, run);
      published += 1;
      await settled();
      restore();
      published += 1;
      await settled();
      return seconds;
    };
    for (const edit of edits) {
      const times: number[] = [];
      for (let run = 0; run < runs; run += 1) times.push(await publishAndUndo(edit, run));
      results.push([edit.name, times]);
    }
    // The operator's next save as soon as the last is live: the publish process that built the
    // last builds it, still warm.
    const [priceChange] = edits as [Edit];
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
  console.log(`\nSave to visible in every language (npm start, ${runs} run(s) each):`);
  console.log("| edit | median | runs |\n|---|---|---|");
  for (const [name, times] of results)
    console.log(
      `| ${name} | ${median(times)?.toFixed(1)} s | ${times.map((t) => t.toFixed(1)).join(", ")} |`,
    );
}

main().catch((error: unknown) => {
  restore();
  console.error(error);
  process.exit(1);
});
