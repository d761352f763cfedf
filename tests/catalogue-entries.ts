import { readdirSync } from "node:fs";
import path from "node:path";
import type { Locale } from "../data/domain/locales";

const messagesDir = path.resolve(import.meta.dirname, "../site/messages");

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix: string, entries: Map<string, string>): void {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") entries.set(`${prefix}${key}`, value);
    else flatten(value, `${prefix}${key}.`, entries);
  }
}

/** The modules of a language's interface copy (site/messages/<code>/*.ts), by file name. */
export function catalogueModules(locale: Locale): string[] {
  return readdirSync(path.join(messagesDir, locale))
    .filter((file) => file.endsWith(".ts"))
    .sort();
}

/**
 * Every text of a language's interface copy by its full key ("nav.ts:home",
 * "home.ts:hero.title"), read from each module's exports.
 */
export async function catalogueEntries(locale: Locale): Promise<Map<string, string>> {
  const entries = new Map<string, string>();
  for (const file of catalogueModules(locale)) {
    const exports = (await import(path.join(messagesDir, locale, file))) as Tree;
    flatten(exports, `${file}:`, entries);
  }
  return entries;
}
