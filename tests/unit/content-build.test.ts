import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { JSDOM } from "jsdom";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DestinationGuide } from "../../data/content/load";
import type { Tour } from "../../data/content/types";
import type { MonthGuide } from "../../data/content/when-to-go";
import { contentFiles, contentUsesFile, dataModule } from "../../scripts/lib/data-files";

const generated = path.resolve(import.meta.dirname, "../../data/generated");
const dataImport = (name: string) =>
  `import ${name} from ${JSON.stringify(path.join(generated, `${name}.json`))};`;
const generatedData = (name: string) =>
  JSON.parse(readFileSync(path.join(generated, `${name}.json`), "utf8")) as unknown[];

let dir: string;

let builds = 0;

/**
 * Builds `modules` (files of a site/ folder, the entry first) as the client build does, each
 * build in a folder of its own, as Node keeps the modules it has imported by their address.
 */
async function buildSite(modules: Record<string, string>): Promise<string> {
  builds += 1;
  const siteDir = path.join(dir, `site-${builds}`, "site");
  mkdirSync(siteDir, { recursive: true });
  for (const [name, source] of Object.entries(modules)) {
    writeFileSync(path.join(siteDir, name), source);
  }
  const outDir = path.join(dir, `dist-${builds}`);
  await build({
    configFile: false,
    logLevel: "silent",
    plugins: [contentFiles()],
    build: {
      outDir,
      emptyOutDir: true,
      minify: true,
      modulePreload: false,
      rolldownOptions: {
        input: path.join(siteDir, Object.keys(modules)[0]!),
        preserveEntrySignatures: "strict",
        output: { entryFileNames: "entry.js" },
      },
    },
  });
  return outDir;
}

/** The page the built code runs in, naming the content's files: Node imports the modules. */
function openPage(files: Record<string, string>): void {
  const page = new JSDOM(
    `<script type="application/json" id="content-files">${JSON.stringify(files)}</script>`,
  );
  Object.assign(globalThis, { document: page.window.document });
}

/** Names, as a page does, a file for each of the content's data the build's chunks read. */
function nameContentFiles(outDir: string): void {
  const uses = JSON.parse(readFileSync(path.join(outDir, contentUsesFile), "utf8")) as Record<
    string,
    string[]
  >;
  const files: Record<string, string> = {};
  for (const name of new Set(Object.values(uses).flat())) {
    const file = path.join(outDir, "content", `${name}.js`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, dataModule(readFileSync(path.join(generated, `${name}.json`), "utf8")));
    files[name] = pathToFileURL(file).href;
  }
  openPage(files);
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "content-build-"));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  Reflect.deleteProperty(globalThis, "document");
});

describe("the client build's content files", () => {
  it("loads the data a dynamically imported chunk reads before its code runs, at every depth", async () => {
    const outDir = await buildSite({
      "entry.ts": `export const loadPart = () => import("./part");`,
      "part.ts": [
        dataImport("tips"),
        `import { questions } from "./shared";`,
        `export const counts = { tips: tips.length, questions };`,
        `export const loadMore = () => import("./more");`,
        `export const loadOther = () => import("./other");`,
      ].join("\n"),
      "more.ts": [
        dataImport("services"),
        `import { questions } from "./shared";`,
        `export const counts = { services: services.length, questions };`,
      ].join("\n"),
      "other.ts": `import { questions } from "./shared"; export const counts = { questions };`,
      "shared.ts": `${dataImport("faq")}\nexport const questions = faq.length;`,
    });
    nameContentFiles(outDir);
    type Part = {
      counts: Record<string, number>;
      loadMore: () => Promise<{ counts: Record<string, number> }>;
      loadOther: () => Promise<{ counts: Record<string, number> }>;
    };
    const entry = (await import(pathToFileURL(path.join(outDir, "entry.js")).href)) as {
      loadPart: () => Promise<Part>;
    };
    const part = await entry.loadPart();
    expect(part.counts).toEqual({
      tips: generatedData("tips").length,
      questions: generatedData("faq").length,
    });
    expect((await part.loadMore()).counts).toEqual({
      services: generatedData("services").length,
      questions: generatedData("faq").length,
    });
    expect((await part.loadOther()).counts).toEqual({ questions: generatedData("faq").length });
  });

  it("keeps the data out of the code, and lists by chunk the data each reads", async () => {
    const outDir = await buildSite({
      "entry.ts": `export const loadPart = () => import("./part");`,
      "part.ts": `${dataImport("tips")}\nexport const count = tips.length;`,
    });
    const uses = JSON.parse(readFileSync(path.join(outDir, contentUsesFile), "utf8")) as Record<
      string,
      string[]
    >;
    expect(Object.values(uses)).toEqual([["tips"]]);
    const [chunk] = Object.keys(uses);
    const tip = (generatedData("tips")[0] as { title: string }).title;
    expect(readFileSync(path.join(outDir, chunk!), "utf8")).not.toContain(tip);
  });

  it.each([
    {
      content: "tours",
      module: "tour-entry",
      reader: "tourEntry",
      key: "slug",
      longText: (entry: Record<string, unknown>) => (entry as Tour).days[0]!.description,
    },
    {
      content: "destinations",
      module: "destination-entry",
      reader: "destinationEntry",
      key: "slug",
      longText: (entry: Record<string, unknown>) => (entry as DestinationGuide).guide[0]!,
    },
    {
      content: "when-to-go-months",
      module: "month-entry",
      reader: "monthEntry",
      key: "month",
      longText: (entry: Record<string, unknown>) =>
        (entry as MonthGuide).destinations["masai-mara"]!.note,
    },
  ] as const)(
    "reads one of the $content from its own file, with none of the others' data",
    async ({ content, module, reader, key, longText }) => {
      const modulePath = path.resolve(import.meta.dirname, "../../data/content", module);
      const outDir = await buildSite({
        "entry.ts": `export const loadPart = () => import("./part");`,
        "part.ts": `import { ${reader} } from ${JSON.stringify(modulePath)};\nexport const read = ${reader};`,
      });
      const [entry, other] = generatedData(content) as Record<string, unknown>[];
      const [entryKey, otherKey] = [String(entry![key]), String(other![key])];
      const file = path.join(outDir, "content", content, `${entryKey}.js`);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, dataModule(JSON.stringify(entry)));
      openPage({ [`${content}/${entryKey}`]: pathToFileURL(file).href });

      const built = (await import(pathToFileURL(path.join(outDir, "entry.js")).href)) as {
        loadPart: () => Promise<{ read: (key: string) => Promise<unknown> }>;
      };
      const part = await built.loadPart();
      expect(await part.read(entryKey)).toEqual(entry);
      expect(await part.read(otherKey)).toBeUndefined();
      const code = readdirSync(outDir)
        .filter((name) => name.endsWith(".js"))
        .map((name) => readFileSync(path.join(outDir, name), "utf8"))
        .join("\n");
      expect(code).not.toContain(longText(other!));
      expect(readFileSync(path.join(outDir, contentUsesFile), "utf8")).toBe("{}");
    },
  );

  it("fails the build when the page's entry reads the content, which nothing has loaded", async () => {
    await expect(
      buildSite({ "entry.ts": `${dataImport("faq")}\nexport const count = faq.length;` }),
    ).rejects.toThrow(/reads the content before any of it has loaded/);
  });
});
