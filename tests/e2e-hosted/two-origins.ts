import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { startCaddy } from "../../scripts/lib/caddy-process";
import { hostedBuildEnv, hostedSetup } from "./hosted-setup";

/**
 * The two origins of the scale-out test: builds the site with the hosted services' variables
 * into its own directory (dist/ stays as it is), in English, the language the test visits,
 * starts the Node server on the services' origin
 * with CORS for the site's, on a data directory wiped first, then Caddy serving the build.
 */
const buildEnv = hostedBuildEnv();
const build = spawnSync("npm", ["run", "--silent", "build"], {
  stdio: "inherit",
  env: { ...process.env, ...buildEnv, SITE_LOCALES: "en" },
});
if (build.status !== 0) process.exit(build.status ?? 1);

rmSync(hostedSetup.dataDir, { recursive: true, force: true });
const services = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
  stdio: "inherit",
  env: {
    ...process.env,
    ...buildEnv,
    HOST: "127.0.0.1",
    PORT: String(hostedSetup.servicePort),
    DATA_DIR: hostedSetup.dataDir,
    CORS_ALLOWED_ORIGINS: hostedSetup.siteOrigin,
    RATE_LIMIT_CREATES_PER_MINUTE: "1000",
    SMTP_HOST: "",
  },
});
const caddy = await startCaddy(
  "deploy/Caddyfile.static",
  { SITE_ROOT: hostedSetup.distDir },
  { httpsPort: hostedSetup.sitePort, httpPort: hostedSetup.siteHttpPort },
);
console.log(`The site on ${caddy.origin}, its services on ${hostedSetup.serviceOrigin}.`);

const stop = async (code: number) => {
  services.kill("SIGTERM");
  await caddy.stop();
  process.exit(code);
};
services.once("exit", (code) => void stop(code ?? 1));
process.on("SIGTERM", () => void stop(0));
process.on("SIGINT", () => void stop(0));
