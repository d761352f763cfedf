import { createHash } from "node:crypto";
import { lstatSync, realpathSync } from "node:fs";
import { mkdir, readdir, readFile, rename, unlink, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * The checkout's files as the editor may reach them: paths relative to the checkout, with
 * forward slashes, under one of the allowed folders and nowhere else.
 */

export class RefusedPath extends Error {
  constructor(
    readonly requested: string,
    reason: string,
  ) {
    super(`${reason}: "${requested}"`);
    this.name = "RefusedPath";
  }
}

/**
 * Where `full` really is: the part of it that exists with every link followed, and the rest as
 * it is named; null for a link that leads nowhere.
 */
function realLocation(full: string): string | null {
  let existing = full;
  while (!lstatSync(existing, { throwIfNoEntry: false }) && path.dirname(existing) !== existing) {
    existing = path.dirname(existing);
  }
  try {
    return path.join(realpathSync(existing), path.relative(existing, full));
  } catch {
    return null;
  }
}

/**
 * The absolute path of `relative` inside `folder` of the checkout, or a RefusedPath: no absolute
 * paths, no backslashes or NUL, no "." or ".." segments, only the extensions given, and no link
 * on the way that leads out of the folder.
 */
export function resolveInside(
  root: string,
  folder: string,
  relative: unknown,
  extensions: readonly string[],
): string {
  if (typeof relative !== "string" || relative.length === 0 || relative.length > 300) {
    throw new RefusedPath(String(relative), "Not a file path");
  }
  const segments = relative.split("/");
  if (
    /[\\\0]/.test(relative) ||
    relative.startsWith("/") ||
    segments.some((segment) => segment === "" || segment === "." || segment === "..")
  ) {
    throw new RefusedPath(relative, "Not a plain path inside the checkout");
  }
  if (segments[0] !== folder || segments.length < 2) {
    throw new RefusedPath(relative, `Only files under ${folder}/ may be reached here`);
  }
  if (!extensions.some((extension) => relative.toLowerCase().endsWith(extension))) {
    throw new RefusedPath(relative, `Only ${extensions.join(", ")} files may be reached here`);
  }
  const base = path.resolve(root, folder);
  const full = path.resolve(root, ...segments);
  if (!full.startsWith(`${base}${path.sep}`)) {
    throw new RefusedPath(relative, "Not a plain path inside the checkout");
  }
  const realBase = path.join(realLocation(root) ?? root, folder);
  if (!realLocation(full)?.startsWith(`${realBase}${path.sep}`)) {
    throw new RefusedPath(relative, `A link leads out of ${folder}/`);
  }
  return full;
}

/** A folder of the checkout (itself, or one below it) to list. */
export function resolveFolder(root: string, folder: string, relative: unknown): string {
  if (relative === folder) return path.resolve(root, folder);
  if (typeof relative !== "string" || relative.endsWith("/")) {
    throw new RefusedPath(String(relative), "Not a folder path");
  }
  return resolveInside(root, folder, relative, [""]);
}

export function sha256(content: Buffer | string): string {
  return createHash("sha256").update(content).digest("hex");
}

/** Files under `dir` ending in `extension`, at most `depth` levels down, relative to `root`. */
export async function listFiles(
  root: string,
  dir: string,
  extension: string,
  depth: number,
): Promise<string[]> {
  if (depth <= 0) return [];
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return listFiles(root, full, extension, depth - 1);
      return entry.isFile() && entry.name.endsWith(extension) && !entry.name.startsWith(".")
        ? [path.relative(root, full).split(path.sep).join("/")]
        : [];
    }),
  );
  return nested.flat().sort();
}

export async function readIfPresent(file: string): Promise<Buffer | null> {
  return readFile(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return null;
    throw error;
  });
}

/** Written beside itself and renamed over the old file, so a reader never sees half of it. */
export async function writeWhole(file: string, content: Buffer | string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, file);
}

export async function removeIfPresent(file: string): Promise<void> {
  await unlink(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "ENOENT") throw error;
  });
}
