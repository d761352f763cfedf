import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { buildStampFile, hasCompleteBuild } from "./prerender";

/** What the built site is made from: a change to any of these calls for a new build. */
const sources = [
  "ui",
  "site",
  "desk",
  "admin",
  "data",
  "public",
  "images",
  "index.html",
  "vite.config.ts",
  "vite.desk.config.ts",
  "vite.admin.config.ts",
];

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, child) => Math.max(newest, newestChange(path.join(entry, child))),
    stats.mtimeMs,
  );
}

function buildIsCurrent(): boolean {
  if (!hasCompleteBuild()) return false;
  const builtAt = statSync(buildStampFile).mtimeMs;
  return sources.every((source) => newestChange(source) <= builtAt);
}

/** `npm start`: builds when dist/ is missing or older than its sources, then serves the site. */
if (buildIsCurrent()) {
  console.log("The built site in dist/ is up to date.");
} else {
  console.log("Building the site (dist/ is missing or older than its sources)...");
  const result = spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
// The kit's Storybook at /kit/ for designers. A first build takes a few minutes, so it runs
// beside the server, which says so at /kit/ until it is done.
process.env.KIT_PUBLIC ??= "1";
if (
  process.env.KIT_PUBLIC === "1" &&
  !existsSync(path.join(process.env.KIT_DIR || "storybook-static", "index.json"))
) {
  console.log("Building the kit for /kit/ in the background...");
  spawn("npm", ["run", "--silent", "build:kit"], { stdio: "ignore" }).on("exit", (code) =>
    console.log(code === 0 ? "The kit is built: /kit/" : `The kit's build failed (exit ${code}).`),
  );
}
// The content editor at /admin writes this checkout's content/ and images/ (server/content/).
process.env.CONTENT_EDITOR ??= "1";
await import("../server/main");
