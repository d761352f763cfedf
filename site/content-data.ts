/**
 * The content's data in the browser: each generated file (data/generated/<name>.json) is a file
 * of its own, named by its content's hash, which the page lists in `<script id="content-files">`
 * (scripts/prerender.ts) and has already asked for beside its code. A published edit to the
 * content changes these files and the pages, not the code, which stays in the visitor's cache.
 */
let files: Record<string, string> | undefined;

export async function contentData(name: string): Promise<unknown> {
  files ??= JSON.parse(document.getElementById("content-files")?.textContent ?? "{}") as Record<
    string,
    string
  >;
  const file = files[name];
  if (!file) throw new Error(`The page names no file for the content "${name}".`);
  return ((await import(/* @vite-ignore */ file)) as { default: unknown }).default;
}
