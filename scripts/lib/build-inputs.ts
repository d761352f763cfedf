import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { defaultLocale, locales, type Locale } from "../../data/domain/locales";

/**
 * What the pages are made of that an edit can change, each file by the hash of its content: the
 * content's data (data/generated/, which `npm run tour-data` and `npm run images` write, the
 * site's texts in data/generated/texts/ included). The code is not among them: a change to it is
 * a new build, never a publish.
 */
export type BuildInputs = Record<string, string>;

/** Where a build records the inputs it was made from. */
export const buildInputsFile = (dir: string) => path.join(dir, ".vite", "build-inputs.json");

export function buildInputs(root: string): BuildInputs {
  const files = readdirSync(path.join(root, "data", "generated"), { recursive: true })
    .map((name) => path.join("data", "generated", String(name)))
    .filter((file) => statSync(path.join(root, file)).isFile());
  return Object.fromEntries(
    files
      .filter((file) => existsSync(path.join(root, file)))
      .sort()
      .map((file) => [
        file,
        createHash("sha256")
          .update(readFileSync(path.join(root, file)))
          .digest("hex"),
      ]),
  );
}

/** The language a file of the inputs is for alone, if it is one language's. */
function languageOf(file: string): Locale | undefined {
  const match = /^data\/generated\/(?:texts\/)?[\w-]+\.([a-z]{2})\.json$/.exec(file);
  const locale = match?.[1] as Locale | undefined;
  return locale && locale !== defaultLocale && locales.includes(locale) ? locale : undefined;
}

/**
 * The languages whose pages an edit changes, from the inputs the live site was made from and
 * the inputs now: only the languages whose own files changed (a translation fixed), else every
 * language (a file every language reads, such as the English or the tours' routes, or no record
 * of the live site's inputs).
 */
export function languagesToBuild(
  live: BuildInputs | undefined,
  now: BuildInputs,
  languages: readonly Locale[],
): Locale[] {
  if (!live) return [...languages];
  const changed = [...new Set([...Object.keys(live), ...Object.keys(now)])].filter(
    (file) => live[file] !== now[file],
  );
  const affected = new Set<Locale>();
  for (const file of changed) {
    const locale = languageOf(file.split(path.sep).join("/"));
    if (!locale) return [...languages];
    affected.add(locale);
  }
  return languages.filter((locale) => affected.has(locale));
}
