import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, mergeConfig, type BuildEnvironmentOptions, type UserConfig } from "vite";
import siteConfig from "./vite.config.ts";

const root = fileURLToPath(new URL(".", import.meta.url));

/**
 * An app of the operator's with a page of its own under /<name> (<name>/index.html), built after
 * the site into dist/<name>/ with its own files, so that nothing of it reaches a traveller's
 * page. The site's plugins, aliases and chunking apply; the environment is the site's (.env at
 * the root), and the site's public files (the kit's fonts) are in dist/ already, at its root.
 */
export function appConfig(
  name: "desk" | "admin",
  port: number,
  build: BuildEnvironmentOptions = {},
): UserConfig {
  return mergeConfig(
    siteConfig,
    defineConfig({
      root: `${root}${name}`,
      base: `/${name}/`,
      envDir: root,
      publicDir: `${root}public`,
      experimental: {
        renderBuiltUrl: (filename, { type }) => (type === "public" ? `/${filename}` : undefined),
      },
      build: {
        copyPublicDir: false,
        // Beside the site it belongs to: DIST_DIR's (a publish, the hosted test's build) or dist/.
        outDir: path.resolve(root, process.env.DIST_DIR || "dist", name),
        emptyOutDir: true,
        // The app loads its modules at once; preloading them saves a round trip each.
        modulePreload: true,
        ...build,
      },
      server: { port },
    }),
  );
}
