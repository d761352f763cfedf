import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "vite";
import { defaultLocale, type Locale } from "../../data/domain/locales";
import { generatedPageFile } from "../../data/content/generated";
import { pageCollections } from "../../data/content/load";
import { askProcess } from "../../server/publish/ask-process";
import { contentFiles, contentUsesFile } from "./data-files";
import { trackedContent } from "./content-reads";
import { siteLocale, type BuildLocale } from "./site-locale-plugin";
import {
  localeBuildDir,
  prerenderLocale,
  prerenderRecord,
  type LocalePrerender,
} from "../prerender";

/** One language's prerender, as a process of the builders hands it back. */
export type BuiltLocale = [Locale, LocalePrerender];

/** What a builder process is asked to do: these languages, with these environment variables. */
export type BuildRequest = {
  targets: BuildLocale[];
  env: Record<string, string>;
  /** Whether a language's last client bundle serves again if made from the same inputs. */
  reuseClient: boolean;
  /** For a publish: the live site, whose pages the languages keep where nothing they read changed. */
  liveDir?: string;
};

/** The environment variables a language's build reads, which a builder started earlier lacks. */
const buildEnv = () =>
  Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] =>
        entry[1] !== undefined && (entry[0].startsWith("VITE_") || entry[0] === "NODE_ENV"),
    ),
  );

type BuildResult = Awaited<ReturnType<typeof build>>;

/** The chunks and assets a build wrote. */
function outputFiles(result: BuildResult) {
  const outputs = "output" in result ? [result] : Array.isArray(result) ? result : [];
  return outputs.flatMap(({ output }) => output);
}

/** The name of the entry chunk a build wrote. */
function entryFileName(result: BuildResult): string {
  const entry = outputFiles(result).find((file) => file.type === "chunk" && file.isEntry);
  if (!entry) throw new Error("The server-rendering build wrote no entry chunk.");
  return entry.fileName;
}

type LocaleBuildOptions = {
  /** The name of the build's folders under .cache/ (the language's own by default). */
  buildName?: string;
  /** Where the pages go (dist/ by default). */
  pagesDir?: string;
  signal?: AbortSignal;
  /** Whether the language's last client bundle serves again if made from the same inputs. */
  reuseClient?: boolean;
  /** For a publish: the live site, whose pages are kept where nothing they read changed. */
  liveDir?: string;
};

/** Where a client build records what it was made from (`clientInputs`). */
const clientInputsFile = (buildName: string) =>
  path.join(localeBuildDir("client", buildName), ".vite", "client-inputs.json");

/**
 * What a language's client build reads besides its modules: the bundler's configuration, the
 * build's own code (the language's plugin, its translation of the data modules), the installed
 * packages, and the language's copy of the site's texts, which the bundle holds (content/site/:
 * the English files are among the modules themselves).
 */
function buildFilesOf(target: BuildLocale): string[] {
  const root = process.cwd();
  const tooling = readdirSync(import.meta.dirname)
    .filter((name) => name.endsWith(".ts"))
    .map((name) => path.join(import.meta.dirname, name));
  return [
    path.join(root, "vite.config.ts"),
    path.join(root, "package-lock.json"),
    ...tooling,
    ...(target === "pseudo" || target === defaultLocale
      ? []
      : pageCollections
          .filter((page) => page.startsWith("site/"))
          .map((page) => generatedPageFile(page, target))),
  ];
}

/**
 * What a language's client bundle is made from: the build's variables, what the build reads
 * besides its modules (`buildFilesOf`), and each file of its modules (the code, the copy, the
 * styles, the assets), each by the hash of its content. The content's data is not among them:
 * the pages fetch it as files of their own (scripts/lib/data-files.ts), so an edit to the
 * content leaves the bundle as it is.
 */
function clientInputs(target: BuildLocale, files: readonly string[]): Record<string, string> {
  const hashOf = (file: string) =>
    existsSync(file) ? createHash("sha256").update(readFileSync(file)).digest("hex") : "missing";
  // A checkout's own files by their path in it: a copy of the checkout with its built site (a
  // scratch checkout, a server's) finds the live site's pages made from the same files.
  const nameOf = (file: string) => {
    const inCheckout = path.relative(process.cwd(), file);
    return inCheckout.startsWith("..") ? file : inCheckout;
  };
  return Object.fromEntries([
    ["env", JSON.stringify(Object.entries(buildEnv()).sort())],
    ...[...buildFilesOf(target), ...files].map((file) => [nameOf(file), hashOf(file)]),
  ]);
}

/** The files of a build's modules (virtual modules and queries left out). */
function moduleFiles(result: BuildResult): string[] {
  const ids = outputFiles(result).flatMap((file) => (file.type === "chunk" ? file.moduleIds : []));
  return [...new Set(ids.map((id) => id.split("?")[0] ?? id))]
    .filter((file) => path.isAbsolute(file) && existsSync(file))
    .sort();
}

/**
 * What every page of a language is rendered from besides the content's data, as one hash: what
 * its server-rendering bundle is made of (`clientInputs` of its modules: the code, the site's
 * texts, the build's variables and date; the data it reads is left out, and the prerender notes
 * which of it each page reads, scripts/lib/content-reads.ts), and the client build's template,
 * manifest and list of the content its chunks read.
 */
function renderInputs(target: BuildLocale, buildName: string, serverModules: string[]): string {
  const clientDir = localeBuildDir("client", buildName);
  const hash = createHash("sha256").update(JSON.stringify(clientInputs(target, serverModules)));
  for (const file of ["index.html", path.join(".vite", "manifest.json"), contentUsesFile])
    hash.update(readFileSync(path.join(clientDir, file)));
  return hash.digest("base64url");
}

/** Whether the language's last client build was made from what it would be made from now. */
function clientBuildCurrent(target: BuildLocale, buildName: string): boolean {
  const file = clientInputsFile(buildName);
  if (!existsSync(file)) return false;
  const recorded = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
  const own = new Set(["env", ...buildFilesOf(target)]);
  const files = Object.keys(recorded).filter((key) => !own.has(key));
  const now = clientInputs(target, files);
  return Object.keys(recorded).every((key) => recorded[key] === now[key]);
}

/**
 * One language's client bundle (without the public files, which dist/ gets once) and
 * server-rendering bundle, each in its own directory (the languages share every file whose
 * content is the same, React and the kit's code, since a file's name is the hash of its content,
 * and differ only where text is), then its pages rendered into dist/. The pseudo-language
 * renders the English addresses.
 */
async function buildLocale(
  target: BuildLocale,
  { buildName = target, pagesDir, signal, reuseClient = false, liveDir }: LocaleBuildOptions = {},
): Promise<BuiltLocale> {
  const plugins = [siteLocale(target)];
  if (!reuseClient || !clientBuildCurrent(target, buildName)) {
    const client = await build({
      logLevel: "warn",
      plugins: [...plugins, contentFiles()],
      build: {
        manifest: true,
        emptyOutDir: true,
        outDir: localeBuildDir("client", buildName),
        copyPublicDir: false,
      },
    });
    writeFileSync(
      clientInputsFile(buildName),
      `${JSON.stringify(clientInputs(target, moduleFiles(client)))}\n`,
    );
  }
  signal?.throwIfAborted();
  const server = await build({
    logLevel: "warn",
    plugins: [...plugins, trackedContent(target)],
    build: {
      ssr: "site/entry-server.tsx",
      outDir: localeBuildDir("ssr", buildName),
      emptyOutDir: true,
      copyPublicDir: false,
      rolldownOptions: {
        // The server bundle imports the head's code itself (it writes every page's <head>), which
        // the browser's bundle loads on a client-side navigation only: no chunk is lost by it.
        checks: { ineffectiveDynamicImport: false },
        // Named by its content, as its chunks are (scripts/prerender.ts imports it).
        output: { entryFileNames: "entry-server-[hash].js" },
      },
    },
  });
  signal?.throwIfAborted();
  const locale = target === "pseudo" ? defaultLocale : target;
  const serverEntry = path.join(localeBuildDir("ssr", buildName), entryFileName(server));
  const renderedWith = renderInputs(target, buildName, moduleFiles(server));
  const liveRecord = liveDir && prerenderRecord(liveDir, locale);
  const live =
    liveRecord && existsSync(liveRecord)
      ? { dir: liveDir, record: JSON.parse(readFileSync(liveRecord, "utf8")) as LocalePrerender }
      : undefined;
  return [
    locale,
    await prerenderLocale(target, buildName, serverEntry, { pagesDir, renderedWith, live }),
  ];
}

/** A warm-up: whether its builds ran to their end, and how to cut it short. */
export type WarmUp = { done: Promise<boolean>; stop: () => void };

/** The warm-up's builds, one after the other. */
const warmUpBuilds: readonly Locale[] = [defaultLocale, "de"];

/** How long a builder stays idle before its warm-up: an edit already on its way comes first. */
const warmUpDelayMs = 1000;

/**
 * Builds of the English and then the German pages into a scratch folder
 * (.cache/warm-up/<builder>), thrown away: the first builds in a process run the bundler's and
 * React's code before it is compiled. The first takes twice as long as a warm one (2.2 s against
 * 1.3 s a language here), and the second is still slow: all six languages built after one
 * warm-up build took 10.9–11.5 s, after two 8.8–9.5 s. A builder that waits for an edit makes
 * them while the operator types, once it has been idle for a second (an edit saved as the last
 * one went live is asked for within that second, and skips them). Stopped (the edit came
 * first), it ends after the step it is in: a bundle or the pages. Its failure is left to the
 * build it prepares, which reports its own.
 */
export function warmUp(builder: number): WarmUp {
  const stopping = new AbortController();
  const idle = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, warmUpDelayMs);
    stopping.signal.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve();
    });
  });
  const done = idle
    .then(async () => {
      for (const target of warmUpBuilds) {
        stopping.signal.throwIfAborted();
        await buildLocale(target, {
          buildName: `warm-up-${builder}`,
          pagesDir: path.join(process.cwd(), ".cache", "warm-up", String(builder)),
          signal: stopping.signal,
        });
      }
    })
    .then(
      () => true,
      () => false,
    )
    // The warm-up's garbage is collected while the builder waits, not during the first build.
    .finally(() => globalThis.gc?.());
  return { done, stop: () => stopping.abort() };
}

/** Builds and prerenders the languages one after another in this process. */
export async function buildLocalesHere(
  targets: readonly BuildLocale[],
  { reuseClient = false, liveDir }: { reuseClient?: boolean; liveDir?: string } = {},
): Promise<BuiltLocale[]> {
  const built: BuiltLocale[] = [];
  for (const target of targets) built.push(await buildLocale(target, { reuseClient, liveDir }));
  return built;
}

/** What a builder process answers a request with: the languages' prerenders. */
export type BuildReply = { built: BuiltLocale[] };

/**
 * Asks a builder process for its languages; resolves to their prerenders once it answers. The
 * process stays for the next request.
 */
async function buildIn(
  child: ChildProcess,
  targets: BuildLocale[],
  options: { reuseClient: boolean; liveDir?: string },
): Promise<BuiltLocale[]> {
  const request: BuildRequest = { targets, env: buildEnv(), ...options };
  const reply = await askProcess<BuildReply>(child, request, warmedMessage).catch(
    (error: Error) => {
      throw new Error(`Building ${targets.join(", ")} failed: ${error.message}.`);
    },
  );
  return reply.built;
}

/** What a builder process says once its warm-up builds are done. */
export const warmedMessage = "warmed";

export type LocaleBuilders = {
  /**
   * Resolves once every builder has made or stopped its warm-up builds (at once, without `warm`).
   */
  warmed: Promise<void>;
  /**
   * Builds and prerenders the languages; the builders stay, warm, for the next build (one at a
   * time) until `stop`. With `reuseClient` (a publish), a language whose client bundle would be
   * made from the same inputs as its last keeps that bundle: an edit to the content changes the
   * content's files and the pages alone. With `liveDir` (a publish of the content), a page of the
   * live site is kept where nothing it was made from changed (scripts/prerender.ts).
   */
  build: (
    targets: readonly BuildLocale[],
    options?: { reuseClient?: boolean; liveDir?: string },
  ) => Promise<Map<Locale, LocalePrerender>>;
  /** Stops the builder processes. */
  stop: () => void;
};

/**
 * Builders for `processes` languages at a time: this process and, started now (so that loading
 * the bundler is done before they are asked), one more process per extra core. Most of a
 * language's build and prerender runs on one thread, so two processes do two languages in about
 * the time of one. With `warm`, each builder makes first builds to throw away while it waits
 * (`warmUp`), for a publish that is asked long after its builders start.
 */
export function startLocaleBuilders(processes: number, { warm = false } = {}): LocaleBuilders {
  const children = Array.from({ length: Math.max(0, processes - 1) }, (_, index) =>
    spawn(
      process.execPath,
      [
        "--expose-gc",
        "--import",
        "tsx",
        path.join(import.meta.dirname, "build-locales-process.ts"),
        ...(warm ? ["--warm-up", String(index + 1)] : []),
      ],
      { stdio: ["ignore", "inherit", "inherit", "ipc"], env: process.env },
    ),
  );
  const ownWarmUp = warm ? warmUp(0) : undefined;
  const warmed = Promise.all([
    ownWarmUp?.done,
    ...children.map(
      (child) =>
        warm &&
        new Promise<void>((resolve) => {
          child.on("message", (message) => message === warmedMessage && resolve());
          child.on("close", () => resolve());
        }),
    ),
  ]).then(() => undefined);
  return {
    warmed,
    async build(targets, { reuseClient = false, liveDir } = {}) {
      ownWarmUp?.stop();
      await ownWarmUp?.done;
      const groups = Array.from({ length: children.length + 1 }, (_, group) =>
        targets.filter((_target, index) => index % (children.length + 1) === group),
      );
      const [own = [], ...others] = groups;
      const built = await Promise.all([
        ...children.map((child, index) =>
          buildIn(child, others[index] ?? [], { reuseClient, liveDir }),
        ),
        buildLocalesHere(own, { reuseClient, liveDir }),
      ]);
      return new Map(built.flat());
    },
    stop() {
      for (const child of children) child.kill();
    },
  };
}
