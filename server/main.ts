import { ConfigError, loadServerConfig } from "./config";
import { createApp } from "./app";

async function main() {
  const config = loadServerConfig();
  const { app } = await createApp(config, { logger: process.env.LOG_REQUESTS === "true" });
  const shutdown = async (signal: string) => {
    console.log(`Received ${signal}, closing.`);
    await app.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
  const address = await app.listen({ port: config.port, host: config.host });
  console.log(`Safari site listening on ${address.replace("0.0.0.0", "localhost")}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
