import { fileURLToPath } from "node:url";
import { defineConfig, mergeConfig } from "vite";
import siteConfig from "./vite.config.ts";

const root = fileURLToPath(new URL(".", import.meta.url));

/**
 * The content editor (Decap CMS): an app of its own under /admin (admin/index.html), built after
 * the site into dist/admin/, so that no byte of it reaches a traveller's page. The site's
 * plugins and aliases apply (its previews draw the kit); the environment is the site's.
 */
export default mergeConfig(
  siteConfig,
  defineConfig({
    root: `${root}admin`,
    base: "/admin/",
    envDir: root,
    publicDir: `${root}public`,
    experimental: {
      renderBuiltUrl: (filename, { type }) => (type === "public" ? `/${filename}` : undefined),
    },
    build: {
      copyPublicDir: false,
      outDir: `${root}dist/admin`,
      emptyOutDir: true,
      modulePreload: true,
      // Decap is one large app, loaded once by the operator; its size warning says nothing here.
      chunkSizeWarningLimit: 8192,
      rolldownOptions: { output: { codeSplitting: false } },
    },
    server: { port: 5175 },
  }),
);
