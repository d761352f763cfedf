import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { foldedLanguageMaps } from "./scripts/lib/language-maps.ts";
import { pureEnums } from "./scripts/lib/pure-enums.ts";
import { tailwindOnce } from "./scripts/lib/tailwind-once.ts";

export default defineConfig({
  plugins: [
    react(),
    tailwindOnce(tailwindcss()),
    pureEnums(/[\\/]node_modules[\\/]appwrite[\\/]dist[\\/]esm[\\/]sdk\.js$/),
    foldedLanguageMaps(),
  ],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL("site/use-sync-external-store.ts", import.meta.url)),
      },
      {
        find: /^bignumber\.js$/,
        replacement: fileURLToPath(new URL("site/big-number.cjs", import.meta.url)),
      },
    ],
  },
  build: {
    target: "es2022",
    cssCodeSplit: true,
    assetsInlineLimit: 2048,
    // No preload helper: a dynamic import fetches the chunks it needs when it runs (the helper
    // would insert a <link rel="modulepreload"> per chunk instead, and on a long prerendered page
    // inserting those links costs more main-thread time than it saves, besides its own bytes). The
    // prerender names what the entry imports in the page, so the browser fetches it alongside.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // React in one file, and everything a page needs to hydrate (site/hydrate.tsx and what it
        // imports, the site's shell) in another, rather than a file per module: fewer requests
        // when a page hydrates, and one file compresses smaller than a dozen small ones.
        codeSplitting: {
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 2,
            },
            // What the entry shares with the shell stays out of it, or the entry would import the
            // whole shell: the routes, and the content's loader, which every dynamic import calls.
            {
              name: "routes",
              test: /[\\/]site[\\/](routes|paths|load-failure|content-data)\.ts$/,
              priority: 3,
            },
            // The shell, with the wrapper that gives most pages' parts their copy.
            {
              name: "hydrate",
              test: /[\\/]site[\\/](hydrate|components[\\/]with-kit-copy)\.tsx$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173 },
});
