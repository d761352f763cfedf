import { createHash, randomUUID } from "node:crypto";
import { existsSync, mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { contentSource, type BuildLocale } from "./site-locale-plugin";

const root = path.resolve(import.meta.dirname, "../..");
const generatedDir = path.join(root, "data", "generated");
/** A client build's stand-in for the generated data `name`. */
const stubPrefix = "\0site-content:";
const stubId = /^\0site-content:([\w-]+)$/;

/** Where a client build lists, by chunk file, the content each chunk's code reads. */
export const contentUsesFile = path.join(".vite", "content-uses.json");

/** What a client build's chunks read of the content: the names of the data, by chunk file. */
export type ContentUses = Record<string, string[]>;

/**
 * The content's generated data (data/generated/<name>.json) left out of a client build's bundles:
 * each import of it is a module that waits for the file the page names for the data
 * (site/content-data.ts), and the build lists, by chunk, the data each chunk reads
 * (`contentUsesFile`), for the prerender to name the files a page asks for beside its code. An
 * edit to the content then changes those files and the pages, never the code. For the client
 * build alone: the server-rendering build keeps the data in its bundle.
 */
export function contentFiles(): Plugin {
  return {
    name: "site-content",
    enforce: "pre",
    resolveId: {
      filter: { id: /\/generated\/[\w-]+\.json$/ },
      handler(source, importer) {
        if (!importer) return null;
        const file = path.resolve(path.dirname(importer), source);
        if (path.dirname(file) !== generatedDir) return null;
        return `${stubPrefix}${path.basename(file, ".json")}`;
      },
    },
    load: {
      filter: { id: stubId },
      handler(id) {
        const name = stubId.exec(id)?.[1] ?? "";
        return [
          `import { contentData } from ${JSON.stringify(path.join(root, "site", "content-data.ts"))};`,
          `export default await contentData(${JSON.stringify(name)});`,
        ].join("\n");
      },
    },
    generateBundle(_options, bundle) {
      const uses: ContentUses = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        const names = chunk.moduleIds.flatMap((id) => stubId.exec(id)?.[1] ?? []);
        if (names.length > 0) uses[chunk.fileName] = names;
      }
      this.emitFile({ type: "asset", fileName: contentUsesFile, source: JSON.stringify(uses) });
    },
  };
}

/**
 * The content's data (data/generated/<name>.json) as a module whose default export is the data:
 * the JSON in a template literal, as the bundler writes it, its quotes left as they are.
 */
export function dataModule(json: string): string {
  const literal = JSON.stringify(JSON.parse(json)).replace(/[\\`]|\$\{/g, (match) => `\\${match}`);
  return `export default JSON.parse(\`${literal}\`);\n`;
}

/**
 * The content's data a language's pages read (site/content-data.ts), each written as a module of
 * its own into the pages' assets/content/, named by its hash: the languages share a file whose
 * data is the same, and a publish that leaves the data as it was leaves the file's name, so a
 * visitor's cache keeps it. Returns the files by the data's name, as the pages name them, and
 * the files written, relative to `pagesDir`.
 */
export function writeDataFiles(
  target: BuildLocale,
  uses: ContentUses,
  pagesDir: string,
): { files: Record<string, string>; written: string[] } {
  const files: Record<string, string> = {};
  const written: string[] = [];
  for (const name of [...new Set(Object.values(uses).flat())].sort()) {
    const module = dataModule(contentSource(target, name));
    const hash = createHash("sha256").update(module).digest("base64url").slice(0, 8);
    const file = path.join("assets", "content", `${name}-${hash}.js`);
    const output = path.join(pagesDir, file);
    if (!existsSync(output)) {
      mkdirSync(path.dirname(output), { recursive: true });
      // Two languages' prerenders may write the same file at once: each writes it whole.
      const partial = `${output}.${randomUUID()}.part`;
      writeFileSync(partial, module);
      renameSync(partial, output);
    }
    files[name] = `/${file}`;
    written.push(file);
  }
  return { files, written };
}
