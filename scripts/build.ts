import { spawnSync } from "node:child_process";
import path from "node:path";
import { build } from "vite";
import { precompress } from "./lib/precompress";
import { prerenderSite, ssrOutDir } from "./prerender";

/**
 * `npm run build`: image variants and fonts, the client bundle (dist/), the server-rendering bundle (a
 * temporary directory), then every route prerendered into dist/ with its own head, and every text
 * file compressed beside itself for the server to send as it is.
 */
async function buildSite(): Promise<void> {
  const started = Date.now();
  const assets = spawnSync("npm", ["run", "--silent", "assets"], { stdio: "inherit" });
  if (assets.status !== 0)
    throw new Error(`npm run assets failed (exit ${assets.status ?? assets.signal}).`);

  // One date for the client bundle and the prerender, so both render the same "last updated".
  process.env.VITE_BUILD_DATE ||= new Date().toISOString();
  process.env.NODE_ENV = "production";

  await build({ logLevel: "warn", build: { manifest: true, emptyOutDir: true } });
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
  console.log(
    `Built ${summary.pages} pages and ${summary.redirects} redirects into ${path.relative(process.cwd(), summary.distDir)}/ ` +
      `(${compressed} files precompressed) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}

buildSite().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
