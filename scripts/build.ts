import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { build } from "vite";
import { precompress } from "./lib/precompress";
import { writeStaticHostFiles } from "./lib/static-headers";
import { distDir, prerenderSite, ssrOutDir } from "./prerender";

/**
 * `npm run build`: image variants and fonts, the client bundle (dist/), the server-rendering bundle (a
 * temporary directory), then every route prerendered into dist/ with its own head, every text
 * file compressed beside itself for the server to send as it is, and the headers and redirects
 * a static host or Caddy needs to serve dist/ on its own.
 */
async function buildSite(): Promise<void> {
  const started = Date.now();
  const assets = spawnSync("npm", ["run", "--silent", "assets"], { stdio: "inherit" });
  if (assets.status !== 0)
    throw new Error(`npm run assets failed (exit ${assets.status ?? assets.signal}).`);

  // One date for the client bundle and the prerender, so both render the same "last updated".
  process.env.VITE_BUILD_DATE ||= new Date().toISOString();
  process.env.NODE_ENV = "production";

  await build({ logLevel: "warn", build: { manifest: true, emptyOutDir: true, outDir: distDir } });
  await build({
    logLevel: "warn",
    build: {
      ssr: "site/entry-server.tsx",
      outDir: ssrOutDir,
      emptyOutDir: true,
      copyPublicDir: false,
    },
  });
  const summary = await prerenderSite();
  const compressed = await precompress(summary.distDir);
  const redirects = JSON.parse(
    readFileSync(path.join(summary.distDir, "redirects.json"), "utf8"),
  ) as Record<string, string>;
  writeStaticHostFiles(summary.distDir, redirects);
  console.log(
    `Built ${summary.pages} pages and ${summary.redirects} redirects into ${path.relative(process.cwd(), summary.distDir)}/ ` +
      `(${compressed} files precompressed) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}

buildSite().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
