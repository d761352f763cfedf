import { createHash } from "node:crypto";
import { statSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

type TransformHandler = Extract<NonNullable<Plugin["transform"]>, { handler: unknown }>["handler"];

/** A stylesheet Tailwind generated, and the state of every file it read to do it. */
type Generated = {
  input: string;
  files: Map<string, string>;
  result: Awaited<ReturnType<TransformHandler>>;
};

/**
 * What Tailwind made in this process, by stylesheet, on the process itself: each build loads
 * vite.config.ts (and so this module) afresh, and the builds of the languages follow one another
 * in the same process.
 */
const generated: Map<string, Generated> = ((globalThis as Record<symbol, unknown>)[
  Symbol.for("safari-site.tailwind-once")
] ??= new Map()) as Map<string, Generated>;

/** A file's or folder's state: its size and time of change, or that it is not there. */
function fileState(file: string): string {
  try {
    const stat = statSync(file);
    return `${stat.size}:${stat.mtimeMs}`;
  } catch {
    return "none";
  }
}

/** The files and the folders they are in, each with its state: a folder's changes with a new file. */
function statesOf(files: Iterable<string>): Map<string, string> {
  const paths = new Set<string>();
  for (const file of files) paths.add(file).add(path.dirname(file));
  return new Map([...paths].map((file) => [file, fileState(file)]));
}

const unchanged = (files: Map<string, string>) =>
  [...files].every(([file, state]) => fileState(file) === state);

const digest = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * Tailwind's plugins, with its build step made once a process: the stylesheet it generates is
 * the same in every language (it reads the kit's and the site's sources, never a language's
 * copy), and reading them and writing the styles took 260 ms of a warm language's 2.9 s client
 * build here. The next build is given the same result while the stylesheet and every file
 * Tailwind read to make it (each file it scans or imports, and the folders they are in) are as
 * they were.
 */
export function tailwindOnce(plugins: Plugin[]): Plugin[] {
  const build = plugins.find(({ name }) => name === "@tailwindcss/vite:generate:build");
  const transform = build?.transform;
  if (!build || typeof transform !== "object")
    throw new Error("Tailwind's Vite plugin has no build transform to share between builds.");
  const generate = transform.handler;
  build.transform = {
    ...transform,
    async handler(code, id, options) {
      const input = digest(code);
      const previous = generated.get(id);
      if (previous?.input === input && unchanged(previous.files)) return previous.result;
      const read = new Set<string>();
      const context = Object.create(this, {
        environment: { value: this.environment },
        addWatchFile: {
          value: (file: string) => {
            read.add(file);
            this.addWatchFile(file);
          },
        },
      }) as ThisParameterType<TransformHandler>;
      const result = await generate.call(context, code, id, options);
      if (result && typeof result === "object")
        generated.set(id, { input, files: statesOf([id.replace(/\?.*$/, ""), ...read]), result });
      return result;
    },
  };
  return plugins;
}
