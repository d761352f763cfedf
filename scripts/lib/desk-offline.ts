import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { build } from "esbuild";
import type { Plugin, Rolldown } from "vite";

const serviceWorker = new URL("../../desk/service-worker/service-worker.ts", import.meta.url);
const publicDir = new URL("../../public/", import.meta.url);

/**
 * The site's own files a desk page uses, from the site's public folder: the icon its page
 * names and the fonts its stylesheets name.
 */
function publicFilesUsed(bundle: Rolldown.OutputBundle): string[] {
  const used = new Set(["/favicon.svg"]);
  for (const output of Object.values(bundle)) {
    if (output.type !== "asset" || !output.fileName.endsWith(".css")) continue;
    for (const [, url] of String(output.source).matchAll(/url\((\/fonts\/[^)"']+)\)/g)) {
      if (url) used.add(url);
    }
  }
  return [...used].sort();
}

/**
 * The desk's service worker at /desk/sw.js (desk/service-worker/), given the build's list of the
 * desk's files and a version made of their contents: a new build is a new worker, which keeps
 * the new files and drops the old ones. The desk's page registers it (desk/main.tsx).
 */
export function deskOffline(): Plugin {
  return {
    name: "desk-offline",
    apply: "build",
    async generateBundle(_options, bundle) {
      const deskFiles = Object.values(bundle)
        .map((output) => output.fileName)
        .filter((fileName) => fileName.startsWith("assets/") && !fileName.endsWith(".map"))
        .map((fileName) => `/desk/${fileName}`)
        .sort();
      const siteFiles = publicFilesUsed(bundle);
      const version = createHash("sha256");
      version.update(deskFiles.join("\n"));
      for (const file of siteFiles) version.update(readFileSync(new URL(`.${file}`, publicDir)));
      const offline = {
        version: version.digest("hex").slice(0, 16),
        page: "/desk/",
        files: [...deskFiles, ...siteFiles],
      };
      const worker = await build({
        entryPoints: [serviceWorker.pathname],
        bundle: true,
        write: false,
        format: "iife",
        target: "es2022",
        minify: true,
        define: { deskOffline: JSON.stringify(offline) },
      });
      const [code] = worker.outputFiles;
      if (!code) throw new Error("The desk's service worker was not built.");
      this.emitFile({ type: "asset", fileName: "sw.js", source: code.text });
    },
  };
}
