import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    target: "es2022",
    cssCodeSplit: true,
    assetsInlineLimit: 2048,
    // A dynamic import fetches the chunks it needs when it runs. Vite's preload helper would add a
    // <link rel="modulepreload"> per chunk instead, and on a long prerendered page inserting those
    // links costs more main-thread time than the round trip it saves.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // React in one file and the icons in another, rather than a file per module: fewer
        // requests when a page hydrates.
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/ },
          ],
        },
      },
    },
  },
  server: { port: 5173 },
});
