import { readFileSync } from "node:fs";
import path from "node:path";

/** A client build's manifest (<build>/.vite/manifest.json): each chunk by its source key. */
export type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  /** Whether something loads it with import(). */
  isDynamicEntry?: boolean;
  imports?: string[];
  /** Chunks it loads with import(), by their keys. */
  dynamicImports?: string[];
  css?: string[];
  /** The files it refers to (fonts, images), by their names in the build. */
  assets?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(buildDir: string): Manifest {
  return JSON.parse(
    readFileSync(path.join(buildDir, ".vite", "manifest.json"), "utf8"),
  ) as Manifest;
}

/** A chunk and every chunk it imports statically, as manifest keys. */
export function staticGraph(
  manifest: Manifest,
  key: string,
  seen = new Set<string>(),
): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticGraph(manifest, imported, seen);
  return seen;
}
