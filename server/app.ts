import compress from "@fastify/compress";
import Fastify, { type FastifyInstance } from "fastify";
import type { ServerConfig } from "./config";
import { analyticsRoutes, analyticsServiceConfig } from "./analytics/routes";
import { appwriteRoutes } from "./appwrite/routes";
import { openDatabase, type Db } from "./db";
import { searchRoutes, searchServiceConfig } from "./search/routes";
import { registerSecurityHeaders } from "./security";
import { siteRoutes } from "./site/routes";

export type App = { app: FastifyInstance; db: Db };

/** The one process: the built site plus the embedded services the site talks to. */
export async function createApp(
  config: ServerConfig,
  options: { logger?: boolean } = {},
): Promise<App> {
  const db = openDatabase(config.dataDir);
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
  });
  app.addHook("onClose", async () => {
    db.close();
  });
  registerSecurityHeaders(app, config);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(searchRoutes, { prefix: "/1", ...searchServiceConfig() });
  await app.register(analyticsRoutes, {
    prefix: "/ingest",
    db,
    config: analyticsServiceConfig(),
  });
  await app.register(appwriteRoutes, { prefix: "/v1", config, db });
  await app.register(async (scope) => siteRoutes(scope, { config }));
  return { app, db };
}
