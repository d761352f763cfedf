import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { get, type IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { intlLocales } from "../../data/domain/locales";
import { minBytes } from "../../server/publish/precompress";
import { startServer, type RunningServer } from "../../scripts/lib/server-process";
import { formatPrice } from "../../ui/format-price";
import { scratchCheckoutWithBuild } from "../scratch-checkout";

/**
 * A published edit under `npm start`, as an operator makes it: a copy of this checkout (its
 * content and sources, this checkout's modules and compression cache) with a copy of its built
 * site (`npm run build`'s dist/, which `npm test` makes before this runs), served by `npm start`'s
 * own script, whose watcher publishes a saved edit in English (SITE_LOCALES), and a tour's price
 * is changed in its content file.
 */
const root = path.join(tmpdir(), `publish-compression-${process.pid}`);
const checkout = path.join(root, "checkout");
const distDir = path.join(checkout, "dist");
const tourFile = path.join(checkout, "content/tours/luxury-7-days.yaml");
const tourPath = "/safari-tours/7-day-luxury-kenya-safari-samburu-ol-pejeta-lake-nakuru-masai-mara";
const pages = ["/", "/safari-tours", tourPath];
const newPrice = 3691;

let server: RunningServer;

beforeAll(async () => {
  rmSync(root, { recursive: true, force: true });
  scratchCheckoutWithBuild(checkout);
  server = await startServer(
    { KIT_PUBLIC: "0", SITE_LOCALES: "en", CONTENT_EDITOR_ROOT: "" },
    "scripts/start.ts",
    checkout,
  );
  await waitFor(() => server.output().includes("Ready to publish the next edit"));
  // A guard against a hang: the publisher's warm-up builds on a busy two-core machine.
}, 600_000);

afterAll(async () => {
  await server?.stop();
  rmSync(root, { recursive: true, force: true });
});

async function waitFor(condition: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 100));
}

const pageHtml = async (route: string) =>
  (await fetch(`${server.url}${route}`, { headers: { "accept-encoding": "identity" } })).text();

/** The scripts and stylesheets a page names, its code and the content's files alike. */
async function namedFiles(route: string): Promise<string[]> {
  const html = await pageHtml(route);
  return [...new Set(html.match(/\/assets\/[\w./-]+\.(?:js|css)\b/g) ?? [])];
}

type Served = { encoding: string | null; length: number; matchesCopy: boolean };

/**
 * A file as a browser accepting `encoding` gets it: how it is encoded, its length, and whether
 * its bytes are the build's copy (`file.br`, `file.gz`) rather than compressed on the way out.
 */
async function served(file: string, encoding: "br" | "gzip"): Promise<Served> {
  // Node's own client, which leaves the body as it came (fetch decompresses it).
  const { headers, bytes } = await new Promise<{ headers: IncomingHttpHeaders; bytes: Buffer }>(
    (resolve, reject) =>
      get(`${server.url}${file}`, { headers: { "accept-encoding": encoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ headers: response.headers, bytes: Buffer.concat(chunks) }),
        );
        response.on("error", reject);
      }).on("error", reject),
  );
  const copy = path.join(distDir, `${file}.${encoding === "br" ? "br" : "gz"}`);
  return {
    encoding: headers["content-encoding"] ?? null,
    length: bytes.length,
    matchesCopy: existsSync(copy) && readFileSync(copy).equals(bytes),
  };
}

async function servedAll(files: readonly string[]): Promise<Map<string, [Served, Served]>> {
  const answers = new Map<string, [Served, Served]>();
  for (const file of files)
    answers.set(file, [await served(file, "br"), await served(file, "gzip")]);
  return answers;
}

/** Whether the build compresses a file the pages name: one of at least its minimum size. */
const worthCompressing = (file: string) => statSync(path.join(distDir, file)).size >= minBytes;

/** Each file worth compressing comes down as its Brotli or gzip copy, as a build leaves it. */
function expectServedAsCopies(answers: Map<string, [Served, Served]>): void {
  for (const [file, [brotli, gzip]] of answers)
    if (worthCompressing(file))
      expect({ file, brotli: brotli.matchesCopy, gzip: gzip.matchesCopy }).toEqual({
        file,
        brotli: true,
        gzip: true,
      });
}

describe("a published edit", () => {
  it("leaves every script and stylesheet its pages name with its Brotli and gzip copies, served as before the edit", async () => {
    await waitFor(() => server.output().includes("files precompressed"));
    const named = new Set((await Promise.all(pages.map(namedFiles))).flat());
    const before = await servedAll([...named]);
    expectServedAsCopies(before);

    const price = formatPrice(newPrice, intlLocales.en);
    writeFileSync(
      tourFile,
      readFileSync(tourFile, "utf8").replace(
        /perPersonForTwo: \$\d+/,
        `perPersonForTwo: $${newPrice}`,
      ),
    );
    await waitFor(async () => (await pageHtml(tourPath)).includes(price));

    const namedAfter = [...new Set((await Promise.all(pages.map(namedFiles))).flat())];
    const after = await servedAll(namedAfter);
    expectServedAsCopies(after);
    // A file the pages named before the edit comes down as it did then, byte for byte.
    for (const [file, answers] of after) {
      const then = before.get(file);
      if (then)
        expect({ file, brotli: answers[0], gzip: answers[1] }).toEqual({
          file,
          brotli: then[0],
          gzip: then[1],
        });
    }
    // The edit changed what the pages name (the tour's data), among it a file worth compressing.
    const added = namedAfter.filter((file) => !named.has(file));
    expect(added.filter(worthCompressing)).not.toEqual([]);
    // A guard against a hang, as above: the publish builds on the same busy machine.
  }, 1_800_000);
});
