/**
 * Image pipeline: `npx tsx scripts/images.ts`
 *
 * For every name in the image catalogue the source is a real photo dropped into `images/`
 * (`<name>.jpg|jpeg|png|webp|avif`) or, failing that, the generated artwork (SVG rasterised once
 * and cached in `.cache/artwork/<name>.png`). From the source it writes to `public/img/`:
 *   <name>-<w>.avif and <name>-<w>.webp for each width (cover-cropped to 3:2), <name>.jpg (1600 wide),
 *   og-default.jpg (1200x630, from OG_SOURCE),
 * and `data/generated/images.json` with size, widths, a tiny blurred placeholder and the dominant colour.
 *
 * Incremental: a hash per name (source bytes or artwork SVG text, plus the settings below) is kept in
 * `.cache/images-hash.json`; a name whose hash is unchanged and whose outputs all exist is skipped.
 * Every image made is also kept by its hash in the machine's cache (IMAGE_CACHE_DIR, default
 * `~/.cache/safari-site/images`), so another checkout on the same machine copies it instead of
 * encoding it again; entries unused for 30 days are removed.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import {
  copyFile,
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  utimes,
  writeFile,
} from "node:fs/promises";
import { homedir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { imageNames, type CatalogImageName } from "../data/content/image-catalog";
import type { ManifestEntry } from "../data/content/images";
import { renderArtwork } from "./artwork/index";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PHOTOS_DIR = path.join(ROOT, "images");
const OUT_DIR = path.join(ROOT, "public", "img");
const CACHE_DIR = path.join(ROOT, ".cache");
const ARTWORK_CACHE_DIR = path.join(CACHE_DIR, "artwork");
const HASH_FILE = path.join(CACHE_DIR, "images-hash.json");
const MANIFEST_FILE = path.join(ROOT, "data", "generated", "images.json");
const SHARED_DIR =
  process.env.IMAGE_CACHE_DIR ||
  path.join(process.env.XDG_CACHE_HOME || path.join(homedir(), ".cache"), "safari-site", "images");
const SHARED_DAYS = 30;

/** Photo extensions, in order of preference when several files share a name. */
const PHOTO_EXTENSIONS = ["jpg", "jpeg", "png", "webp", "avif"] as const;
const OG_SOURCE: CatalogImageName = "elephants-kilimanjaro";
const CONCURRENCY = 2;

/** Everything that shapes the outputs; part of every hash, so changing a setting regenerates. */
const SETTINGS = {
  version: 1,
  widths: [360, 480, 750, 960, 1600],
  master: { width: 1600, height: 1067 },
  // Colour at half resolution, as WebP and JPEG store it: a photo looks the same and its AVIF
  // files are about a seventh smaller.
  avif: { quality: 50, effort: 2, chromaSubsampling: "4:2:0" },
  webp: { quality: 74, effort: 4 },
  jpeg: { quality: 82, mozjpeg: true },
  placeholder: { width: 12, height: 8, blur: 0.6, quality: 50 },
  og: { width: 1200, height: 630, quality: 82 },
} as const;

type HashEntry = {
  /** Source (photo bytes or artwork SVG) plus SETTINGS: unchanged means the outputs are current. */
  hash: string;
  /** Artwork only: hash of the SVG that the raster in .cache/artwork was made from. */
  raster?: string;
  placeholder: string;
  dominant: string;
};
type HashFile = { entries: Record<string, HashEntry> };
type Source = { kind: "photo"; file: string; bytes: Buffer } | { kind: "artwork"; svg: string };
type Result = {
  name: CatalogImageName;
  entry: HashEntry;
  /** Made here, copied from the machine's cache, or already in public/img. */
  made: "generated" | "copied" | "skipped";
  source: Source["kind"];
};

const heightFor = (width: number) =>
  Math.round((width * SETTINGS.master.height) / SETTINGS.master.width);

function sha256(...parts: (string | Buffer)[]): string {
  const h = createHash("sha256");
  for (const p of parts) h.update(p);
  return h.digest("hex");
}

function outputsFor(name: CatalogImageName): string[] {
  const files = SETTINGS.widths.flatMap((w) => [`${name}-${w}.avif`, `${name}-${w}.webp`]);
  files.push(`${name}.jpg`);
  if (name === OG_SOURCE) files.push("og-default.jpg");
  return files.map((f) => path.join(OUT_DIR, f));
}

/** Real photos in images/, by lower-cased catalogue name; warns about files that match no name. */
async function findPhotos(): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (!existsSync(PHOTOS_DIR)) return found;
  const known = new Set<string>(imageNames);
  const files = (await readdir(PHOTOS_DIR)).sort();
  for (const ext of PHOTO_EXTENSIONS) {
    for (const file of files) {
      const dot = file.lastIndexOf(".");
      if (dot <= 0 || file.slice(dot + 1).toLowerCase() !== ext) continue;
      const base = file.slice(0, dot).toLowerCase();
      if (!known.has(base)) {
        console.warn(`images: ignoring images/${file} (no catalogue image is called "${base}")`);
      } else if (found.has(base)) {
        console.warn(
          `images: several photos for "${base}"; using ${path.basename(found.get(base)!)}, ignoring ${file}`,
        );
      } else {
        found.set(base, path.join(PHOTOS_DIR, file));
      }
    }
  }
  return found;
}

async function loadHashes(): Promise<HashFile> {
  try {
    const parsed = JSON.parse(await readFile(HASH_FILE, "utf8")) as Partial<HashFile>;
    return { entries: parsed.entries ?? {} };
  } catch {
    return { entries: {} };
  }
}

/** The raster behind an artwork: reused from .cache/artwork when it was made from the same SVG. */
async function artworkRaster(
  name: CatalogImageName,
  svg: string,
  svgHash: string,
  previous: string | undefined,
): Promise<Buffer> {
  const png = path.join(ARTWORK_CACHE_DIR, `${name}.png`);
  if (previous === svgHash && existsSync(png)) return readFile(png);
  const raster = await sharp(Buffer.from(svg)).png({ compressionLevel: 2 }).toBuffer();
  await writeFile(png, raster);
  return raster;
}

/** Write through a temporary file and rename, so nothing ever serves a half-written image. */
async function save(image: sharp.Sharp, file: string): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp`;
  await image.toFile(tmp);
  await rename(tmp, file);
}

async function processImage(
  name: CatalogImageName,
  photo: string | undefined,
  previous: HashEntry | undefined,
): Promise<Result> {
  const source: Source = photo
    ? { kind: "photo", file: photo, bytes: await readFile(photo) }
    : { kind: "artwork", svg: renderArtwork(name) };
  const content = source.kind === "photo" ? source.bytes : source.svg;
  const og = name === OG_SOURCE ? "og" : "";
  const hash = sha256(JSON.stringify(SETTINGS), og, source.kind, content);
  const outputs = outputsFor(name);
  if (previous?.hash === hash && outputs.every((f) => existsSync(f))) {
    await toSharedCache(previous, outputs);
    return { name, entry: previous, made: "skipped", source: source.kind };
  }
  const shared = await fromSharedCache(hash, outputs);
  if (shared) return { name, entry: shared, made: "copied", source: source.kind };

  const svgHash = source.kind === "artwork" ? sha256(source.svg) : undefined;
  const input =
    source.kind === "artwork"
      ? await artworkRaster(name, source.svg, svgHash!, previous?.raster)
      : source.bytes;
  // Photos: honour EXIF orientation and crop towards the most interesting region; artwork is already 3:2.
  const position = source.kind === "photo" ? sharp.strategy.attention : "centre";
  const { width: mw, height: mh } = SETTINGS.master;
  if (source.kind === "photo") {
    const meta = await sharp(input).metadata();
    const w = meta.autoOrient?.width ?? meta.width ?? 0;
    const h = meta.autoOrient?.height ?? meta.height ?? 0;
    if (w < mw || h < mh) {
      const file = path.basename(source.file);
      console.warn(`images: ${file} is ${w}x${h}; at least ${mw}x${mh} is recommended`);
    }
  }
  // Decode and crop once; every output is encoded from this 1600x1067 master.
  const master = await sharp(input)
    .rotate()
    .resize(mw, mh, { fit: "cover", position })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = master.info;
  const fromMaster = () => sharp(master.data, { raw: { width, height, channels } });

  const writes: Promise<void>[] = [];
  for (const w of SETTINGS.widths) {
    const resized = () => fromMaster().resize(w, heightFor(w));
    writes.push(save(resized().avif(SETTINGS.avif), path.join(OUT_DIR, `${name}-${w}.avif`)));
    writes.push(save(resized().webp(SETTINGS.webp), path.join(OUT_DIR, `${name}-${w}.webp`)));
  }
  const jpeg = { ...SETTINGS.jpeg, progressive: true };
  writes.push(save(fromMaster().jpeg(jpeg), path.join(OUT_DIR, `${name}.jpg`)));
  if (og) {
    const { width: ow, height: oh, quality } = SETTINGS.og;
    const card = sharp(input).rotate().resize(ow, oh, { fit: "cover", position });
    writes.push(save(card.jpeg({ ...jpeg, quality }), path.join(OUT_DIR, "og-default.jpg")));
  }
  const { width: pw, height: ph, blur, quality } = SETTINGS.placeholder;
  const [tiny, stats] = await Promise.all([
    fromMaster().resize(pw, ph).blur(blur).webp({ quality }).toBuffer(),
    fromMaster().stats(),
    Promise.all(writes),
  ]);
  const { r, g, b } = stats.dominant;
  const dominant = `#${[r, g, b].map((v) => v.toString(16).padStart(2, "0")).join("")}`;
  const placeholder = `data:image/webp;base64,${tiny.toString("base64")}`;
  const entry = { hash, raster: svgHash, placeholder, dominant };
  await toSharedCache(entry, outputs);
  return { name, entry, made: "generated", source: source.kind };
}

/** The machine's copy of the outputs made from `hash`, put into public/img; null if it has none. */
async function fromSharedCache(hash: string, outputs: string[]): Promise<HashEntry | null> {
  const dir = path.join(SHARED_DIR, hash);
  let entry: HashEntry;
  try {
    entry = JSON.parse(await readFile(path.join(dir, "entry.json"), "utf8")) as HashEntry;
  } catch {
    return null;
  }
  const copies = outputs.map((file) => ({ from: path.join(dir, path.basename(file)), to: file }));
  if (!copies.every(({ from }) => existsSync(from))) return null;
  await Promise.all(
    copies.map(async ({ from, to }) => {
      const tmp = `${to}.${process.pid}.tmp`;
      await copyFile(from, tmp);
      await rename(tmp, to);
    }),
  );
  const now = new Date();
  await utimes(dir, now, now);
  return entry;
}

/** Keeps the outputs made from `entry.hash` in the machine's cache, whole or not at all. */
async function toSharedCache(entry: HashEntry, outputs: string[]): Promise<void> {
  const dir = path.join(SHARED_DIR, entry.hash);
  if (existsSync(dir)) return;
  const tmp = `${dir}.${process.pid}.tmp`;
  try {
    await mkdir(tmp, { recursive: true });
    await Promise.all(outputs.map((file) => copyFile(file, path.join(tmp, path.basename(file)))));
    await writeFile(path.join(tmp, "entry.json"), JSON.stringify(entry));
    await rename(tmp, dir);
  } catch (error) {
    await rm(tmp, { recursive: true, force: true });
    if (!existsSync(dir)) console.warn(`images: not kept in ${SHARED_DIR}: ${String(error)}`);
  }
}

/** Removes the machine's cached images that no checkout has used for SHARED_DAYS. */
async function pruneSharedCache(): Promise<void> {
  if (!existsSync(SHARED_DIR)) return;
  const cutoff = Date.now() - SHARED_DAYS * 24 * 60 * 60 * 1000;
  for (const name of await readdir(SHARED_DIR)) {
    const dir = path.join(SHARED_DIR, name);
    const { mtimeMs } = await stat(dir);
    if (mtimeMs < cutoff) await rm(dir, { recursive: true, force: true });
  }
}

/** Run tasks with at most `limit` in flight, results in input order. */
async function pool<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

const sortedObject = <V>(record: Record<string, V>): Record<string, V> =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

async function main(): Promise<void> {
  const started = performance.now();
  // Two images in flight on a small machine: keep libvips from oversubscribing the cores.
  sharp.concurrency(1);
  await Promise.all(
    [OUT_DIR, ARTWORK_CACHE_DIR, path.dirname(MANIFEST_FILE)].map((d) =>
      mkdir(d, { recursive: true }),
    ),
  );
  const [photos, hashes] = await Promise.all([findPhotos(), loadHashes()]);

  const results = await pool(imageNames, CONCURRENCY, async (name) => {
    try {
      return await processImage(name, photos.get(name), hashes.entries[name]);
    } catch (error) {
      throw new Error(
        `images: failed on "${name}": ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  });

  const manifest: Record<string, ManifestEntry> = {};
  const entries: Record<string, HashEntry> = {};
  for (const { name, entry } of results) {
    entries[name] = entry;
    manifest[name] = {
      width: SETTINGS.master.width,
      height: SETTINGS.master.height,
      widths: [...SETTINGS.widths],
      placeholder: entry.placeholder,
      dominant: entry.dominant,
    };
  }
  await writeFile(HASH_FILE, `${JSON.stringify({ entries: sortedObject(entries) }, null, 2)}\n`);
  const manifestText = `${JSON.stringify(sortedObject(manifest), null, 2)}\n`;
  const current = existsSync(MANIFEST_FILE) ? await readFile(MANIFEST_FILE, "utf8") : "";
  if (current !== manifestText) await writeFile(MANIFEST_FILE, manifestText);

  await pruneSharedCache();

  const count = (made: Result["made"]) => results.filter((r) => r.made === made).length;
  const fromPhotos = results.filter((r) => r.source === "photo").length;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `images: ${count("generated")} generated, ${count("copied")} from ${SHARED_DIR}, ${count("skipped")} skipped (${fromPhotos} from photos, ${results.length - fromPhotos} artwork) in ${seconds}s`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
