import { spawn } from "node:child_process";
import {
  existsSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  watch,
  type FSWatcher,
} from "node:fs";
import path from "node:path";

/** What an edit can change: the content, its translations and the photos. */
export const editableSources = ["content", "locales", "images"] as const;

export type PublishOutcome =
  { ok: true; seconds: number } | { ok: false; seconds: number; problem: string };

/** How much of a failed build's output the log keeps: the lines that say what is wrong. */
const problemLines = 40;

/**
 * Runs one of the project's scripts (scripts/<name>.ts) as `npm run` would, without npm's own
 * start-up; resolves to its exit code, keeping what it printed in `output`.
 */
function runScript(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  root: string,
  output: string[],
): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", path.join(root, "scripts", `${script}.ts`), ...args],
      {
        cwd: root,
        env: { ...process.env, ...env },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    const keep = (chunk: Buffer) => output.push(chunk.toString());
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("close", resolve);
  });
}

/** The lines of a failed build's output that say what is wrong. */
function problemOf(output: string[]): string {
  const lines = output.join("").trim().split("\n");
  const firstError = lines.findIndex((line) => /error|failed/i.test(line));
  return lines
    .slice(firstError === -1 ? -problemLines : firstError)
    .slice(0, problemLines)
    .join("\n");
}

/**
 * Builds the site into `<distDir>.next` and, if the build passes, puts it in the place of the
 * live site with two renames; a build that fails (a file that breaks the schema, a missing
 * translation) leaves the live site as it was and says why. An edit of the content or its
 * translations makes only the content's data again (`npm run tour-data`); a new photo makes
 * the photos' sizes first (`npm run images`). The desk and the editor are copied from the live site. The
 * pages are precompressed later by the caller (the server compresses them on the way out until
 * then).
 */
export async function publishSite(
  distDir: string,
  { photos = false, root = process.cwd() }: { photos?: boolean; root?: string } = {},
): Promise<PublishOutcome> {
  const started = Date.now();
  const next = `${distDir}.next`;
  const previous = `${distDir}.previous`;
  const seconds = () => (Date.now() - started) / 1000;
  const output: string[] = [];
  let built = true;
  for (const [script, args, env] of [
    ...(photos ? [["images", [], {}] as const] : []),
    ["tour-data", [], {}] as const,
    [
      "build",
      ["--compress-later", "--apps-from", distDir],
      { DIST_DIR: next, ASSETS_UP_TO_DATE: "1" },
    ] as const,
  ]) {
    built = (await runScript(script, [...args], env, root, output)) === 0;
    if (!built) break;
  }
  if (!built) {
    rmSync(next, { recursive: true, force: true });
    return { ok: false, seconds: seconds(), problem: problemOf(output) };
  }
  rmSync(previous, { recursive: true, force: true });
  if (existsSync(distDir)) renameSync(distDir, previous);
  renameSync(next, distDir);
  rmSync(previous, { recursive: true, force: true });
  return { ok: true, seconds: seconds() };
}

/** Below this, a burst of saves (an editor writes a file and its translations) is one edit. */
const settleMs = 300;

/**
 * Watches every folder under the given ones, each on its own (a folder's watch sees a file in
 * it written in place or replaced by a rename, which a watch of the file itself loses), and
 * the folders made later too.
 */
function watchFolders(folders: readonly string[], onChange: (folder: string) => void): () => void {
  const watchers = new Map<string, FSWatcher>();
  const add = (dir: string, folder: string) => {
    if (watchers.has(dir) || !existsSync(dir) || !statSync(dir).isDirectory()) return;
    watchers.set(
      dir,
      watch(dir, (_event, name) => {
        if (name) add(path.join(dir, name.toString()), folder);
        onChange(folder);
      }),
    );
    for (const entry of readdirSync(dir, { withFileTypes: true }))
      if (entry.isDirectory()) add(path.join(dir, entry.name), folder);
  };
  for (const folder of folders) add(folder, folder);
  return () => {
    for (const watcher of watchers.values()) watcher.close();
  };
}

/**
 * Calls `onEdit` with the sources an edit changed ("content", "locales", "images") once it has
 * settled, and never twice at once: an edit made while the previous one is being published is
 * published right after it. Returns the function that stops watching.
 */
export function watchEdits(
  root: string,
  onEdit: (changed: ReadonlySet<string>) => Promise<void>,
  sources: readonly string[] = editableSources,
): () => void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let changed = new Set<string>();
  const run = () => {
    if (running || changed.size === 0) return;
    const edit = changed;
    changed = new Set();
    running = onEdit(edit).finally(() => {
      running = null;
      run();
    });
  };
  const stop = watchFolders(
    sources.map((source) => path.join(root, source)),
    (folder) => {
      changed.add(path.relative(root, folder));
      clearTimeout(timer);
      timer = setTimeout(run, settleMs);
    },
  );
  return () => {
    clearTimeout(timer);
    stop();
  };
}
