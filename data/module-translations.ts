import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ModuleTranslations } from "./content-modules";
import type { Locale } from "./locales";

const projectRoot = path.resolve(import.meta.dirname, "..");

/** A language's translations of the content modules' texts, by stable id (data/content-modules.ts). */
export function moduleTranslationsFile(locale: Locale, root = projectRoot): string {
  return path.join(root, "locales", locale, "data.json");
}

/**
 * A language's translations of the content modules' texts: none when the language has no file.
 * Read by the build and the server, never by the browser (node:fs).
 */
export function moduleTranslations(locale: Locale, root = projectRoot): ModuleTranslations {
  const file = moduleTranslationsFile(locale, root);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as ModuleTranslations) : {};
}
