import type { FastifyInstance } from "fastify";
import { existsSync } from "node:fs";
import path from "node:path";
import type { StorageUsage } from "./analytics/store";
import type { Db } from "./db";

type Check = { ok: true } | { ok: false; problem: string };

/**
 * `/healthz`: the process answers. `/readyz`: it can do its work, for the proxy and for
 * monitoring: the database takes a write (a disk that is full or read-only fails here, not on a
 * traveller's enquiry) and the built site is in place. Its detail reports how much of its cap
 * the analytics storage uses.
 */
export async function healthRoutes(
  app: FastifyInstance,
  options: { db: Db; distDir: string; analyticsUsage: () => StorageUsage },
) {
  const { db, distDir } = options;
  db.exec(`
    CREATE TABLE IF NOT EXISTS readiness_probe (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      checked_at TEXT NOT NULL
    )
  `);
  const recordProbe = db.prepare(
    `INSERT INTO readiness_probe (id, checked_at) VALUES (1, ?)
     ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at`,
  );

  const databaseWritable = (): Check => {
    try {
      recordProbe.run(new Date().toISOString());
      return { ok: true };
    } catch (error) {
      return { ok: false, problem: error instanceof Error ? error.message : String(error) };
    }
  };
  const sitePresent = (): Check =>
    existsSync(path.join(distDir, "index.html"))
      ? { ok: true }
      : { ok: false, problem: `no index.html in ${distDir}` };

  const noStore = { "Cache-Control": "no-store" };
  app.get("/healthz", async (_request, reply) => reply.headers(noStore).send({ status: "ok" }));
  app.get("/readyz", async (_request, reply) => {
    const checks = { database: databaseWritable(), site: sitePresent() };
    const ready = checks.database.ok && checks.site.ok;
    return reply
      .code(ready ? 200 : 503)
      .headers(noStore)
      .send({
        status: ready ? "ready" : "unavailable",
        checks,
        storage: { analytics: options.analyticsUsage() },
      });
  });
}
