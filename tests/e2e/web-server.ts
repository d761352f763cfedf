import { rmSync } from "node:fs";
import path from "node:path";

/**
 * The end-to-end tests' server: the production server on a data directory wiped first, so
 * every run starts without enquiries, events or a stale API key. Playwright starts its web
 * server before any global setup runs, so the wipe happens here.
 */
const dataDir = path.resolve(process.env.DATA_DIR ?? ".data/e2e");
if (!dataDir.includes(`${path.sep}.data${path.sep}`)) {
  throw new Error(`Refusing to wipe ${dataDir}: the e2e data directory must be under .data/.`);
}
rmSync(dataDir, { recursive: true, force: true });
await import("../../server/main");
