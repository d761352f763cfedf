import { build, type Plugin } from "esbuild";
import path from "node:path";

/**
 * Which of `entries` a change to `changed` reaches, by the bundler's module graph (as Chromatic's
 * TurboSnap reads Storybook's): esbuild bundles each entry without writing anything, and an
 * entry is reached when a changed file is among the modules it bundles. Packages stay outside
 * the graph (a dependency's update is for `npm test`); Vite's query imports (`?url`, `?raw`)
 * and stylesheets count as the files they name. With `dynamic: false` an entry's modules are
 * those it imports statically (what it draws as it opens), else those it may load later too.
 */
export async function entriesReached(
  entries: string[],
  changed: string[],
  { dynamic = true } = {},
): Promise<string[]> {
  if (entries.length === 0 || changed.length === 0) return [];
  const queryImports: Plugin = {
    name: "query-imports",
    setup(bundle) {
      bundle.onResolve({ filter: /\?/ }, (args) => ({
        path: path.resolve(args.resolveDir, args.path.replace(/\?.*$/, "")),
        namespace: "query",
      }));
      bundle.onLoad({ filter: /.*/, namespace: "query" }, () => ({ contents: "", loader: "js" }));
    },
  };
  const result = await build({
    entryPoints: entries,
    bundle: true,
    write: false,
    metafile: true,
    outdir: "out",
    format: "esm",
    splitting: true,
    platform: "browser",
    packages: "external",
    logLevel: "silent",
    jsx: "automatic",
    loader: {
      ".css": "empty",
      ".svg": "empty",
      ".png": "empty",
      ".jpg": "empty",
      ".webp": "empty",
      ".avif": "empty",
      ".woff2": "empty",
      ".mdx": "empty",
    },
    plugins: [queryImports],
  });
  const wanted = new Set(changed.map((file) => path.resolve(file)));
  const requested = new Set(entries.map((file) => path.resolve(file)));
  const outputs = result.metafile.outputs;
  /** The modules an output bundles, with those of the chunks it imports, found once each. */
  const inputsOf = new Map<string, Set<string>>();
  const collect = (output: string): Set<string> => {
    const known = inputsOf.get(output);
    if (known) return known;
    const inputs = new Set<string>();
    inputsOf.set(output, inputs);
    const meta = outputs[output];
    for (const input of Object.keys(meta?.inputs ?? {})) inputs.add(path.resolve(input));
    for (const imported of meta?.imports ?? [])
      if (outputs[imported.path] && (dynamic || imported.kind !== "dynamic-import"))
        for (const input of collect(imported.path)) inputs.add(input);
    return inputs;
  };
  return Object.entries(outputs)
    .filter(([, meta]) => meta.entryPoint && requested.has(path.resolve(meta.entryPoint)))
    .filter(([output]) => [...collect(output)].some((input) => wanted.has(input)))
    .map(([, meta]) => path.relative(process.cwd(), path.resolve(meta.entryPoint!)));
}
