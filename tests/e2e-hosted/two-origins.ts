import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { startCaddy } from "../../scripts/lib/caddy-process";
import { scratchCheckout } from "../scratch-checkout";
import { hostedBuildEnv, hostedSetup } from "./hosted-setup";

/**
 * The hosted tests' machines (tests/e2e-hosted/hosted-setup.ts): builds the site once with the
 * hosted services' variables into its own directory (dist/ stays as it is), makes a scratch
 * checkout for the server's editor, starts the Node server there with the one machine's
 * settings and the content editor, on a data directory wiped first, then Caddy twice: in front
 * of the server (deploy/Caddyfile), and as the static host of the build (deploy/Caddyfile.static).
 */
const buildEnv = hostedBuildEnv();
const build = spawnSync("npm", ["run", "--silent", "build"], {
  stdio: "inherit",
  env: { ...process.env, ...buildEnv },
});
if (build.status !== 0) process.exit(build.status ?? 1);

scratchCheckout(hostedSetup.checkout);
rmSync(hostedSetup.dataDir, { recursive: true, force: true });
const server = spawn(process.execPath, ["--import", "tsx", path.resolve("server/main.ts")], {
  cwd: hostedSetup.checkout,
  stdio: "inherit",
  env: {
    ...process.env,
    ...buildEnv,
    // deploy/safari-site.env, with the test's addresses, without the request log or SMTP.
    HOST: "127.0.0.1",
    PORT: String(hostedSetup.servicePort),
    TRUST_PROXY: "127.0.0.1",
    DATA_DIR: hostedSetup.dataDir,
    SITE_URL: hostedSetup.machineOrigin,
    SMTP_HOST: "",
    // deploy/safari-site-editor.conf.
    CONTENT_EDITOR: "git",
    CORS_ALLOWED_ORIGINS: hostedSetup.siteOrigin,
    RATE_LIMIT_CREATES_PER_MINUTE: "1000",
  },
});
// Ready once its database is made, which the tests then add their users to.
for (let tries = 0; ; tries += 1) {
  const ready = await fetch(`${hostedSetup.serviceOrigin}/readyz`).catch(() => null);
  if (ready?.ok) break;
  if (tries > 600) throw new Error("The server did not answer /readyz within a minute.");
  await new Promise((resolve) => setTimeout(resolve, 100));
}
const caddyEnv = { SITE_ROOT: hostedSetup.distDir };
const machine = await startCaddy(
  "deploy/Caddyfile",
  { ...caddyEnv, NODE_UPSTREAM: `127.0.0.1:${hostedSetup.servicePort}` },
  { httpsPort: hostedSetup.machinePort, httpPort: hostedSetup.machineHttpPort },
);
const staticHost = await startCaddy("deploy/Caddyfile.static", caddyEnv, {
  httpsPort: hostedSetup.sitePort,
  httpPort: hostedSetup.siteHttpPort,
});
console.log(
  `The one machine on ${machine.origin}; the static host on ${staticHost.origin}, its services on the one machine.`,
);

const stop = async (code: number) => {
  server.kill("SIGTERM");
  await Promise.all([machine.stop(), staticHost.stop()]);
  rmSync(hostedSetup.checkout, { recursive: true, force: true });
  process.exit(code);
};
server.once("exit", (code) => void stop(code ?? 1));
process.on("SIGTERM", () => void stop(0));
process.on("SIGINT", () => void stop(0));
