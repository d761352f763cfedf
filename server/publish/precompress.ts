import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { link, mkdir, readdir, readFile, rm, stat, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { writeWhole } from "../write-whole";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and fonts are compressed already. */
const compressible = /\.(html|js|css|svg|json|xml|txt|webmanifest)$/;

/** Below this, compression saves less than the headers it adds (as for the server's own). */
export const minBytes = 1024;

/** A cached copy unused for this long is removed at the end of a run (`pruneEveryMs`). */
const cacheMaxIdleMs = 7 * 24 * 60 * 60 * 1000;

/**
 * How often the cache is pruned: once it holds a few weeks of edits (66,000 copies), looking at
 * the age of each takes 3.6 s of CPU, and a server ran it after every edit it published, on the
 * cores the next edit's build needed.
 */
const pruneEveryMs = 24 * 60 * 60 * 1000;

/** Where compressed copies are kept between builds, by the hash of what they compress. */
export const defaultCacheDir = path.resolve(".cache", "precompress");

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Brotli's quality: its highest (11) for the smallest files, unless BROTLI_QUALITY names another
 * (0–11). At 10 the site's text is 1.5–2 % larger and compressed in a third of the time; at 5
 * it is 10 % larger than at 10 and compressed in a twentieth of that (`npm test` builds at 5: its
 * pages behave the same, and a run compresses 73 MB of them cold).
 */
export function brotliQuality(): number {
  const given = process.env.BROTLI_QUALITY?.trim();
  if (!given) return constants.BROTLI_MAX_QUALITY;
  const quality = Number(given);
  if (
    !Number.isInteger(quality) ||
    quality < constants.BROTLI_MIN_QUALITY ||
    quality > constants.BROTLI_MAX_QUALITY
  )
    throw new Error(`BROTLI_QUALITY must be a whole number from 0 to 11, not "${given}".`);
  return quality;
}

/** The Brotli and gzip copies of a content, from the cache or made and cached. */
async function compressedCopies(
  key: string,
  content: Buffer,
  cacheDir: string,
  quality: number,
): Promise<[Buffer, Buffer]> {
  const cached = [path.join(cacheDir, `${key}.br`), path.join(cacheDir, `${key}.gz`)] as const;
  if (existsSync(cached[0]) && existsSync(cached[1])) {
    const now = new Date();
    await Promise.all(cached.map((file) => utimes(file, now, now)));
    const [br, gz] = await Promise.all(cached.map((file) => readFile(file)));
    return [br as Buffer, gz as Buffer];
  }
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeWhole(cached[0], br), writeWhole(cached[1], gz)]);
  return [br, gz];
}

/**
 * Removes the copies no run has used for `cacheMaxIdleMs`, at most once in `pruneEveryMs`.
 * Another build may share the cache meanwhile: a file it renames or removes after the listing
 * is passed over.
 */
async function pruneCache(cacheDir: string): Promise<void> {
  const pruned = path.join(cacheDir, "pruned");
  if (existsSync(pruned) && Date.now() - (await stat(pruned)).mtimeMs < pruneEveryMs) return;
  const oldest = Date.now() - cacheMaxIdleMs;
  for (const file of await listFiles(cacheDir)) {
    const used = await stat(file).catch(() => null);
    if (used && used.mtimeMs < oldest) await rm(file, { force: true });
  }
  await writeFile(pruned, "");
}

/**
 * Compresses `files` beside themselves, `inFlight` at a time, from the cache where it has them;
 * resolves to the number compressed (a file too small to gain is left as it is).
 */
async function compressFiles(
  files: readonly string[],
  cacheDir: string,
  inFlight: number,
  signal: AbortSignal | undefined,
): Promise<number> {
  const quality = brotliQuality();
  await mkdir(cacheDir, { recursive: true });
  // Files of the same content (the same page in two places) share one compression.
  const copies = new Map<string, Promise<[Buffer, Buffer]>>();
  let count = 0;
  const compressFile = async (file: string) => {
    const content = await readFile(file);
    if (content.length < minBytes) return;
    // A copy made at another quality is another file.
    const key = `${createHash("sha256").update(content).digest("hex")}-q${quality}`;
    if (!copies.has(key)) copies.set(key, compressedCopies(key, content, cacheDir, quality));
    const [br, gz] = (await copies.get(key)) as [Buffer, Buffer];
    await Promise.all([writeWhole(`${file}.br`, br), writeWhole(`${file}.gz`, gz)]);
    count += 1;
  };
  const queue = [...files];
  const lanes = Math.max(1, Math.min(inFlight, queue.length));
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      for (let file = queue.shift(); file !== undefined && !signal?.aborted; file = queue.shift())
        await compressFile(file);
    }),
  );
  return count;
}

/**
 * Writes `file.br` (Brotli at `brotliQuality`, its highest unless told) and `file.gz` beside
 * every text file in a built site, which the server sends as they are: a page or a script then
 * costs the server no compression work per request, and it comes down smaller than on-the-fly
 * compression makes it. Highest-quality Brotli is slow (a third of a second for a page), so each
 * copy is kept in `cacheDir` by the hash of what it compresses and a later build reuses it for
 * every file that did not change. Resolves to the number of files compressed.
 *
 * `inFlight` bounds how many files are read and compressed at once. A build takes them all at
 * once; a running server (npm start's) takes one at a time, since compression shares Node's
 * four worker threads with the file reads that serve its pages: with every file queued there,
 * a traveller's page waited behind the whole site's compression. Once `signal` aborts, no
 * further file is started and the cache is not pruned (what was made is cached for the next
 * run).
 */
export async function precompress(
  distDir: string,
  cacheDir = defaultCacheDir,
  inFlight = Number.POSITIVE_INFINITY,
  signal?: AbortSignal,
): Promise<number> {
  const files = (await listFiles(distDir)).filter((file) => compressible.test(file));
  const count = await compressFiles(files, cacheDir, inFlight, signal);
  if (!signal?.aborted) await pruneCache(cacheDir);
  return count;
}

/**
 * The Brotli and gzip copies of a publish's code (`assets/` of `distDir`), made before it goes
 * live, so that no page names a script or a stylesheet the server compresses on the way out
 * (larger than the build's copies, and work on every request). A file the live site `liveDir`
 * has with both copies takes them as links, its name being its content's hash; a file new to the
 * publish, or one that lost its copies, is compressed (from the cache when an earlier build made
 * them). Resolves to the number of files compressed.
 */
export async function precompressAssets(
  distDir: string,
  liveDir: string,
  cacheDir = defaultCacheDir,
): Promise<number> {
  const assetsDir = path.join(distDir, "assets");
  if (!existsSync(assetsDir)) return 0;
  const copyNames = (file: string) => [`${file}.br`, `${file}.gz`];
  const toCompress: string[] = [];
  for (const file of await listFiles(assetsDir)) {
    if (!compressible.test(file) || copyNames(file).every((copy) => existsSync(copy))) continue;
    const live = copyNames(path.join(liveDir, path.relative(distDir, file)));
    if (!live.every((copy) => existsSync(copy))) {
      toCompress.push(file);
      continue;
    }
    for (const [index, copy] of copyNames(file).entries()) {
      await rm(copy, { force: true });
      await link(live[index]!, copy);
    }
  }
  return compressFiles(toCompress, cacheDir, Number.POSITIVE_INFINITY, undefined);
}
