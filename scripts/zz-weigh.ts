import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
const loc = process.env.LOC ?? "en";
process.argv[2] = "dist";
const { weighPage } = await import("./size-budget");
const m = JSON.parse(readFileSync(`dist/.vite/manifest.${loc}.json`, "utf8"));
for (const f of (process.env.PAGES ?? "").split(" ")) {
  const w = weighPage(f, m);
  console.log(f, w.jsKb.toFixed(1));
  for (const u of w.files) if (u.endsWith(".js")) console.log("  ", (gzipSync(readFileSync("dist" + u), { level: 9 }).length / 1024).toFixed(1), u);
}
