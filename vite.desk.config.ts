import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, mergeConfig } from "vite";
import siteConfig from "./vite.config.ts";

const root = fileURLToPath(new URL(".", import.meta.url));

/**
 * The operator's desk: an app of its own under /desk (desk/index.html), built after the site
 * into dist/desk/ with its own files, so that nothing of it reaches a traveller's page. The
 * site's plugins, aliases and chunking apply; the environment is the site's (.env at the root).
 */
export default mergeConfig(
  siteConfig,
  defineConfig({
    root: `${root}desk`,
    base: "/desk/",
    envDir: root,
    // The site's public files (the kit's fonts) are in dist/ already, at the site's root.
    publicDir: `${root}public`,
    experimental: {
      renderBuiltUrl: (filename, { type }) => (type === "public" ? `/${filename}` : undefined),
    },
    build: {
      copyPublicDir: false,
      // Beside the site it belongs to: DIST_DIR's (the hosted test's build) or dist/.
      outDir: path.resolve(root, process.env.DIST_DIR || "dist", "desk"),
      emptyOutDir: true,
      // The desk loads its modules at once; preloading them saves a round trip each.
      modulePreload: true,
    },
    server: { port: 5174 },
  }),
);
