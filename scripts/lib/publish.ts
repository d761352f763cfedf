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
 * Builds the site into `<distDir>.next` and, if the build passes, puts it in the place of the
 * live site with two renames; a build that fails (a file that breaks the schema, a missing
 * translation) leaves the live site as it was and says why. The pages are precompressed later
 * by the caller (the server compresses them on the way out until then).
 */
export function publishSite(distDir: string, root = process.cwd()): Promise<PublishOutcome> {
  const started = Date.now();
  const next = `${distDir}.next`;
  const previous = `${distDir}.previous`;
  const seconds = () => (Date.now() - started) / 1000;
  return new Promise((resolve) => {
    const flags = ["--compress-later", "--apps-from", distDir];
    const build = spawn("npm", ["run", "--silent", "build", "--", ...flags], {
      cwd: root,
      env: { ...process.env, DIST_DIR: next },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const output: string[] = [];
    const keep = (chunk: Buffer) => output.push(chunk.toString());
    build.stdout.on("data", keep);
    build.stderr.on("data", keep);
    build.on("close", (code) => {
      if (code !== 0) {
        rmSync(next, { recursive: true, force: true });
        const lines = output.join("").trim().split("\n");
        const firstError = lines.findIndex((line) => /error|failed/i.test(line));
        const problem = lines
          .slice(firstError === -1 ? -problemLines : firstError)
          .slice(0, problemLines)
          .join("\n");
        resolve({ ok: false, seconds: seconds(), problem });
        return;
      }
      rmSync(previous, { recursive: true, force: true });
      if (existsSync(distDir)) renameSync(distDir, previous);
      renameSync(next, distDir);
      rmSync(previous, { recursive: true, force: true });
      resolve({ ok: true, seconds: seconds() });
    });
  });
}

/** Below this, a burst of saves (an editor writes a file and its translations) is one edit. */
const settleMs = 300;

/**
 * Watches every folder under the given ones, each on its own (a folder's watch sees a file in
 * it written in place or replaced by a rename, which a watch of the file itself loses), and
 * the folders made later too.
 */
function watchFolders(folders: readonly string[], onChange: () => void): () => void {
  const watchers = new Map<string, FSWatcher>();
  const add = (dir: string) => {
    if (watchers.has(dir) || !existsSync(dir) || !statSync(dir).isDirectory()) return;
    watchers.set(
      dir,
      watch(dir, (_event, name) => {
        if (name) add(path.join(dir, name.toString()));
        onChange();
      }),
    );
    for (const entry of readdirSync(dir, { withFileTypes: true }))
      if (entry.isDirectory()) add(path.join(dir, entry.name));
  };
  for (const folder of folders) add(folder);
  return () => {
    for (const watcher of watchers.values()) watcher.close();
  };
}

/**
 * Calls `onEdit` once an edit to the editable sources has settled, and never twice at once: an
 * edit made while the previous one is being published is published right after it. Returns the
 * function that stops watching.
 */
export function watchEdits(
  root: string,
  onEdit: () => Promise<void>,
  sources: readonly string[] = editableSources,
): () => void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let pending = false;
  const run = () => {
    if (running) {
      pending = true;
      return;
    }
    running = onEdit().finally(() => {
      running = null;
      if (pending) {
        pending = false;
        run();
      }
    });
  };
  const stop = watchFolders(
    sources.map((source) => path.join(root, source)),
    () => {
      clearTimeout(timer);
      timer = setTimeout(run, settleMs);
    },
  );
  return () => {
    clearTimeout(timer);
    stop();
  };
}
