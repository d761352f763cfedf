/**
 * The content's data in the browser: each generated file (data/generated/<name>.json) is a file
 * of its own, named by its content's hash. The page lists the files its code reads in
 * `<script id="content-files">`, and names there (`data-all`) the language's list of every file,
 * which a client-side navigation to a page that reads other content asks for (scripts/prerender.ts):
 * a published edit to the content changes these files and the pages that read them, not the code,
 * which stays in the visitor's cache, nor the other pages.
 *
 * The build has every dynamic import of the site's code wait for the data the imported code reads
 * (`afterContent`, scripts/lib/data-files.ts), so a module reads its data (`contentValue`) as it
 * would a value it imports: no module waits at its top level, and the bundler keeps each page's
 * code in as few files as it would without the data.
 */
let pageFiles: Record<string, string> | undefined;
let everyFile: Promise<Record<string, string>> | undefined;
const values = new Map<string, unknown>();
const loading = new Map<string, Promise<void>>();
const entries = new Map<string, Promise<unknown>>();

function contentList(): HTMLElement | null {
  return document.getElementById("content-files");
}

/**
 * Where the file of the content `name` is: in the page's own list (the files its code and its
 * parts read), else in the language's list of every file (`data-all`), which a client-side
 * navigation asks for once. Undefined where the content has no such file.
 */
function fileOf(name: string): Promise<string | undefined> {
  pageFiles ??= JSON.parse(contentList()?.textContent ?? "{}") as Record<string, string>;
  const own = pageFiles[name];
  if (own) return Promise.resolve(own);
  const address = contentList()?.dataset.all;
  if (!address) return Promise.resolve(undefined);
  everyFile ??= fetch(address)
    .then((response) => {
      if (!response.ok) throw new Error(`${address} answered ${response.status}.`);
      return response.json() as Promise<Record<string, string>>;
    })
    .catch((error: unknown) => {
      // A list that failed to arrive, or came back refused, is asked for again on the next read
      // that needs it.
      everyFile = undefined;
      throw error;
    });
  return everyFile.then((files) => files[name]);
}

function loadData(name: string): Promise<void> {
  const load = fileOf(name)
    .then((file) => {
      if (!file) throw new Error(`The site names no file for the content "${name}".`);
      return import(/* @vite-ignore */ file) as Promise<{ default: unknown }>;
    })
    .then(
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
  const entry = fileOf(id)
    .then((file) =>
      file
        ? (import(/* @vite-ignore */ file) as Promise<{ default: T }>).then((data) => data.default)
        : undefined,
    )
    .catch((error: unknown) => {
      entries.delete(id);
      throw error;
    });
  entries.set(id, entry);
  return entry;
}
