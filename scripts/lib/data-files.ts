import { createHash } from "node:crypto";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { parseSync, Visitor, type Plugin } from "vite";
import { contentSource, type BuildLocale } from "./site-locale-plugin";
import { writeWholeSync } from "../../server/write-whole";

const root = path.resolve(import.meta.dirname, "../..");
const generatedDir = path.join(root, "data", "generated");
const contentDataModule = path.join(root, "site", "content-data.ts");
/** A client build's stand-in for the generated data `name`, and the name in a stand-in's id. */
const stubPrefix = "\0site-content:";
const stubId = (name: string) => `${stubPrefix}${name}`;
const stubName = new RegExp(`^${stubPrefix}([\\w-]+)$`);
/** The site's own modules, whose dynamic imports wait for the content the imported code reads. */
const siteModule = /[\\/](site|ui|data)[\\/].*\.tsx?$/;
/**
 * The content also written as a file per entry, keyed by a field of the entry, with the module
 * whose client build reads one entry from its file (`contentEntry`, site/content-data.ts), for
 * the page that shows that entry alone.
 */
const entryContents = [
  {
    name: "tours",
    key: "slug",
    module: path.join(root, "data", "content", "tour-entry.ts"),
    reader: "tourEntry",
  },
  {
    name: "destinations",
    key: "slug",
    module: path.join(root, "data", "content", "destination-entry.ts"),
    reader: "destinationEntry",
  },
  {
    name: "tour-reviews",
    key: "slug",
    module: path.join(root, "data", "content", "tour-reviews-entry.ts"),
    reader: "tourReviewsEntry",
  },
  {
    name: "when-to-go-months",
    key: "month",
    module: path.join(root, "data", "content", "month-entry.ts"),
    reader: "monthEntry",
  },
] as const;
const entryStubPrefix = "\0site-content-entry:";
const entryStubName = new RegExp(`^${entryStubPrefix}([\\w-]+)$`);
/** Where a wrapped dynamic import's content names go, once the bundle's chunks are known. */
const namesMarker = "__site_content_names__";
/** A marker, as the bundle writes it. */
const markerString = new RegExp(`(["'\`])${namesMarker}\\1`, "g");
/** A dynamic import of a chunk, as the bundle writes it. */
const chunkImport = /^import\((["'`])\.\/([^"'`]+)\1\)/;

/** Where a client build lists, by chunk file, the content each chunk's code reads. */
export const contentUsesFile = path.join(".vite", "content-uses.json");

/** What a client build's chunks read of the content: the names of the data, by chunk file. */
export type ContentUses = Record<string, string[]>;

/**
 * `source` (a module of the site's code) with each dynamic import waiting for the content the
 * imported code reads (site/content-data.ts's `afterContent`): the names are a marker until the
 * bundle's chunks are known. Null if the module imports nothing dynamically.
 */
export function wrapDynamicImports(source: string, file: string): string | null {
  if (!source.includes("import(")) return null;
  const imports: { start: number; end: number }[] = [];
  new Visitor({ ImportExpression: (node) => void imports.push(node) }).visit(
    parseSync(file, source).program,
  );
  if (imports.length === 0) return null;
  let code = source;
  for (const { start, end } of imports.sort((a, b) => b.start - a.start)) {
    code = `${code.slice(0, start)}__afterContent(() => ${code.slice(start, end)}, "${namesMarker}")${code.slice(end)}`;
  }
  return `import { afterContent as __afterContent } from ${JSON.stringify(contentDataModule)};\n${code}`;
}

/**
 * The content's generated data (data/generated/<name>.json) left out of a client build's bundles:
 * each import of it is a module that reads the data from the file the page names for it
 * (site/content-data.ts), and each dynamic import of the site's code loads the files the imported
 * chunks read before their code runs. The build lists, by chunk, the data each chunk reads
 * (`contentUsesFile`), for the prerender to name the files a page asks for beside its code. An
 * edit to the content then changes those files and the pages, never the code. For the client
 * build alone: the server-rendering build keeps the data in its bundle.
 */
export function contentFiles(): Plugin {
  return {
    name: "site-content",
    enforce: "pre",
    resolveId: {
      filter: { id: /\/generated\/[\w-]+\.json$|-entry(\.ts)?$/ },
      handler(source, importer) {
        if (!importer) return null;
        const file = path.resolve(path.dirname(importer), source);
        const reader = entryContents.find(({ module }) => [file, `${file}.ts`].includes(module));
        if (reader) return `${entryStubPrefix}${reader.name}`;
        if (path.dirname(file) !== generatedDir || !file.endsWith(".json")) return null;
        return stubId(path.basename(file, ".json"));
      },
    },
    load: {
      filter: { id: [stubName, entryStubName] },
      handler(id) {
        const entryName = entryStubName.exec(id)?.[1];
        const reader = entryContents.find(({ name }) => name === entryName);
        if (reader) {
          return [
            `import { contentEntry } from ${JSON.stringify(contentDataModule)};`,
            `export const ${reader.reader} = (key) => contentEntry(${JSON.stringify(reader.name)}, key);`,
          ].join("\n");
        }
        const name = stubName.exec(id)?.[1] ?? "";
        return [
          `import { contentValue } from ${JSON.stringify(contentDataModule)};`,
          `export default contentValue(${JSON.stringify(name)});`,
        ].join("\n");
      },
    },
    transform: {
      filter: { id: siteModule },
      handler(source, id) {
        if (id === contentDataModule || id.includes("node_modules")) return null;
        const code = wrapDynamicImports(source, id);
        return code === null ? null : { code, map: null };
      },
    },
    generateBundle(_options, bundle) {
      const uses: ContentUses = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        const names = chunk.moduleIds.flatMap((id) => stubName.exec(id)?.[1] ?? []);
        if (names.length > 0) uses[chunk.fileName] = names;
      }
      /** The content a chunk's code reads, with the code it imports. */
      const namesOf = (fileName: string): string[] => {
        const seen = new Set<string>();
        const visit = (file: string) => {
          const chunk = bundle[file];
          if (seen.has(file) || chunk?.type !== "chunk") return;
          seen.add(file);
          chunk.imports.forEach(visit);
        };
        visit(fileName);
        return [...new Set([...seen].flatMap((file) => uses[file] ?? []))].sort();
      };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        if (chunk.isEntry && namesOf(chunk.fileName).length > 0) {
          this.error(`The entry ${chunk.fileName} reads the content before any of it has loaded.`);
        }
        // Each marker follows the import it wraps (`__afterContent(() => import("./x.js")…, marker)`),
        // and becomes the content the imported code reads beyond what this chunk's code has read.
        const code = chunk.code;
        const read = new Set(namesOf(chunk.fileName));
        chunk.code = code.replace(markerString, (marker, _quote, at: number) => {
          const importAt = code.lastIndexOf("import(", at);
          const file =
            importAt >= 0 && code.lastIndexOf(namesMarker, at - 1) < importAt
              ? chunkImport.exec(code.slice(importAt))?.[2]
              : undefined;
          if (!file) {
            this.error(
              `${chunk.fileName} imports code whose content the build cannot name: ${code.slice(Math.max(0, at - 120), at + marker.length)}`,
            );
          }
          const target = path.posix.join(path.posix.dirname(chunk.fileName), file);
          return JSON.stringify(namesOf(target).filter((name) => !read.has(name)));
        });
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
 * visitor's cache keeps it. Each entry of the content split by entry (`entryContents`) is a file
 * of its own too, assets/content/<name>/<key>-<hash>.js, named `<name>/<key>`. Returns the files
 * by the data's name, as the pages name them, and the files written, relative to `pagesDir`.
 */
export function writeDataFiles(
  target: BuildLocale,
  uses: ContentUses,
  pagesDir: string,
): { files: Record<string, string>; written: string[] } {
  const files: Record<string, string> = {};
  const written: string[] = [];
  const write = (name: string, json: string) => {
    const module = dataModule(json);
    const hash = createHash("sha256").update(module).digest("base64url").slice(0, 8);
    const file = path.join("assets", "content", `${name}-${hash}.js`);
    const output = path.join(pagesDir, file);
    if (!existsSync(output)) {
      mkdirSync(path.dirname(output), { recursive: true });
      // Two languages' prerenders may write the same file at once: each writes it whole.
      writeWholeSync(output, module);
    }
    files[name] = `/${file}`;
    written.push(file);
  };
  for (const name of [...new Set(Object.values(uses).flat())].sort()) {
    write(name, contentSource(target, name));
  }
  for (const { name, key } of entryContents) {
    for (const entry of JSON.parse(contentSource(target, name)) as Record<string, unknown>[]) {
      write(`${name}/${String(entry[key])}`, JSON.stringify(entry));
    }
  }
  return { files, written };
}
