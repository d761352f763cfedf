import { spawn, type ChildProcess } from "node:child_process";
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
import { askProcess, hasExited } from "./ask-process";

/** What an edit can change: the content, its translations and the photos. */
export const editableSources = ["content", "locales", "images"] as const;

export type PublishOutcome =
  | { ok: true; seconds: number; built: string[]; rendered: number }
  | { ok: false; seconds: number; problem: string };

/** How much of a failed build's output the log keeps: the lines that say what is wrong. */
const problemLines = 40;

/**
 * Runs one of the project's scripts (scripts/<name>.ts) as `npm run` would, without npm's own
 * start-up; resolves to its exit code, keeping what it printed in `output`.
 */
function runScript(script: string, root: string, output: string[]): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", path.join(root, "scripts", `${script}.ts`)],
      { cwd: root, stdio: ["ignore", "pipe", "pipe"] },
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
 * What a publish process is asked: the live site (which its build links what the edit leaves
 * as it is from), and whether a photo changed (every language is built again).
 */
export type PublishRequest = { liveDir: string; photos: boolean };
/**
 * How a publish process's build went: the languages it built again and how many of their pages
 * it rendered (the others kept from the live site), or a content file's problem, or no problem:
 * the build failed (its output says why), which ends the process.
 */
export type PublishResult =
  { ok: true; built: string[]; rendered: number } | { ok: false; problem?: string };

/** What a publish process says once its builders have made their warm-up builds. */
export const publisherReady = "ready";

/**
 * A publish process (scripts/lib/publish-process.ts), started, with what it printed since it was
 * last asked and how many edits it has published.
 */
type PublishProcess = { child: ChildProcess; output: string[]; publishes: number };

/**
 * How many edits a publish process publishes before a fresh one takes over: each build's
 * server-rendering code stays loaded in its builders, which grow by about 50 MB an edit.
 */
const publishesPerProcess = 10;
/** How long no edit is saved before a fresh publish process starts to warm up. */
const quietBeforeSuccessorMs = 30_000;

function startPublishProcess(next: string, root: string, onReady: () => void): PublishProcess {
  const child = spawn(
    process.execPath,
    ["--expose-gc", "--import", "tsx", path.join(root, "scripts", "lib", "publish-process.ts")],
    {
      cwd: root,
      env: { ...process.env, DIST_DIR: next },
      stdio: ["ignore", "pipe", "pipe", "ipc"],
    },
  );
  const started: PublishProcess = { child, output: [], publishes: 0 };
  const keep = (chunk: Buffer) => started.output.push(chunk.toString());
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  child.on("message", (message) => message === publisherReady && onReady());
  return started;
}

const running = ({ child }: PublishProcess) => !hasExited(child);

/** Asks a publish process to build; resolves to its answer (no answer if it exits first). */
function askToPublish(publishing: PublishProcess, request: PublishRequest): Promise<PublishResult> {
  publishing.output.length = 0;
  return askProcess<PublishResult>(publishing.child, request, publisherReady).catch(
    (): PublishResult => ({ ok: false }),
  );
}

export type Publisher = {
  /** Publishes the content as it is now; `photos` makes the photos' sizes first. */
  publish: (edit: { photos: boolean }) => Promise<PublishOutcome>;
  /** Stops the publish processes. */
  stop: () => void;
};

/**
 * Publishes edits to the live site `distDir`: each is built into `<distDir>.next` by a publish
 * process started ahead of it and kept warm between edits, and, if the build passes, put in the
 * place of the live site with two renames; a build that fails (a file that breaks the schema, a
 * missing translation) leaves the live site as it was and says why. A new photo makes the
 * photos' sizes first (`npm run images`). The build's scripts and stylesheets go live with their
 * Brotli and gzip copies; the pages are precompressed later by the caller (the server compresses
 * them on the way out until then). `onReady` is called once the publish
 * process has made its warm-up builds, and again after each edit it has published: an edit saved
 * before then waits for them. After `publishesPerProcess` edits a fresh process warms up once
 * no edit has been saved for a while, and takes over when it is warm; after a build that failed,
 * which ends the old one, a fresh one takes over at once.
 */
export function startPublisher(
  distDir: string,
  { root = process.cwd(), onReady = () => {} }: { root?: string; onReady?: () => void } = {},
): Publisher {
  const next = `${distDir}.next`;
  const previous = `${distDir}.previous`;
  let current = startPublishProcess(next, root, onReady);
  /** A fresh process warming up, which takes over from `current` once it is warm. */
  let successor: PublishProcess | undefined;
  let quiet: NodeJS.Timeout | undefined;
  const warmUpSuccessor = () => {
    const fresh = startPublishProcess(next, root, () => {
      if (successor !== fresh) return;
      current.child.kill();
      current = fresh;
      successor = undefined;
    });
    successor = fresh;
  };
  return {
    async publish({ photos }) {
      const started = Date.now();
      const seconds = () => (Date.now() - started) / 1000;
      const output: string[] = [];
      if (photos && (await runScript("images", root, output)) !== 0)
        return { ok: false, seconds: seconds(), problem: problemOf(output) };
      // A successor still warming up would slow this edit down: it starts again later.
      clearTimeout(quiet);
      successor?.child.kill();
      successor = undefined;
      const publishing = current;
      const result = await askToPublish(publishing, { liveDir: distDir, photos });
      publishing.publishes += 1;
      // A build that failed ends its process (a content file's problem does not).
      if (running(publishing) && (result.ok || result.problem !== undefined)) {
        if (publishing.publishes >= publishesPerProcess)
          quiet = setTimeout(warmUpSuccessor, quietBeforeSuccessorMs).unref();
        // Warm, it is ready for the next edit at once: said once the caller has told this one's
        // outcome.
        setImmediate(onReady);
      } else {
        publishing.child.kill();
        current = startPublishProcess(next, root, onReady);
      }
      if (!result.ok) {
        rmSync(next, { recursive: true, force: true });
        return {
          ok: false,
          seconds: seconds(),
          problem: result.problem ?? problemOf(publishing.output),
        };
      }
      rmSync(previous, { recursive: true, force: true });
      if (existsSync(distDir)) renameSync(distDir, previous);
      renameSync(next, distDir);
      rmSync(previous, { recursive: true, force: true });
      return { ok: true, seconds: seconds(), built: result.built, rendered: result.rendered };
    },
    stop() {
      clearTimeout(quiet);
      current.child.kill();
      successor?.child.kill();
    },
  };
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
