/**
 * The content's data in the browser: each generated file (data/generated/<name>.json) is a file
 * of its own, named by its content's hash, which the page lists in `<script id="content-files">`
 * (scripts/prerender.ts). A published edit to the content changes these files and the pages, not
 * the code, which stays in the visitor's cache.
 *
 * The build has every dynamic import of the site's code wait for the data the imported code reads
 * (`afterContent`, scripts/lib/data-files.ts), so a module reads its data (`contentValue`) as it
 * would a value it imports: no module waits at its top level, and the bundler keeps each page's
 * code in as few files as it would without the data.
 */
let files: Record<string, string> | undefined;
const values = new Map<string, unknown>();
const loading = new Map<string, Promise<void>>();
const entries = new Map<string, Promise<unknown>>();

function contentFiles(): Record<string, string> {
  files ??= JSON.parse(document.getElementById("content-files")?.textContent ?? "{}") as Record<
    string,
    string
  >;
  return files;
}

function loadData(name: string): Promise<void> {
  const file = contentFiles()[name];
  if (!file) return Promise.reject(new Error(`The page names no file for the content "${name}".`));
  const load = (import(/* @vite-ignore */ file) as Promise<{ default: unknown }>).then(
    (data) => void values.set(name, data.default),
    (error: unknown) => {
      // A file that failed to arrive is asked for again on the next import that needs it.
      loading.delete(name);
      throw error;
    },
  );
  loading.set(name, load);
  return load;
}

/** Imports code (`load`) once the content it reads (`names`) has loaded. */
export function afterContent<T>(load: () => Promise<T>, names: readonly string[]): Promise<T> {
  const missing = names.filter((name) => !values.has(name));
  if (missing.length === 0) return load();
  return Promise.all(missing.map((name) => loading.get(name) ?? loadData(name))).then(load);
}

/** The content's data `name`, loaded before the code that reads it (`afterContent`). */
export function contentValue(name: string): unknown {
  if (!values.has(name)) throw new Error(`The content "${name}" is read before it has loaded.`);
  return values.get(name);
}

/**
 * One entry of a content the build also writes as a file per entry (`<name>/<key>` in the page's
 * list, scripts/lib/data-files.ts): the same promise for every call, so React's `use` reads it at
 * once after its first wait. Undefined where the content has no entry of that key. A file that
 * failed to arrive is asked for again on the next call.
 */
export function contentEntry<T>(name: string, key: string): Promise<T | undefined> {
  const id = `${name}/${key}`;
  const known = entries.get(id);
  if (known) return known as Promise<T | undefined>;
  const file = contentFiles()[id];
  const entry = file
    ? (import(/* @vite-ignore */ file) as Promise<{ default: T }>).then(
        (data) => data.default,
        (error: unknown) => {
          entries.delete(id);
          throw error;
        },
      )
    : Promise.resolve(undefined);
  entries.set(id, entry);
  return entry;
}
