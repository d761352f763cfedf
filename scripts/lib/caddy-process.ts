import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./server-process";

export type RunningCaddy = {
  /** https://localhost:<port> */
  origin: string;
  httpsPort: number;
  httpPort: number;
  /** The root certificate of Caddy's local authority, which signed the site's certificate. */
  ca: string;
  output: () => string;
  stop: () => Promise<void>;
};

/** Debian's caddy (apt-get install caddy), or the binary CADDY_PATH names. */
export function caddyPath(): string {
  const found = [process.env.CADDY_PATH, "/usr/bin/caddy"].find(
    (candidate): candidate is string => Boolean(candidate) && existsSync(candidate!),
  );
  if (!found) {
    throw new Error(
      "No caddy found. Install Debian's (apt-get install -y caddy) or set CADDY_PATH.",
    );
  }
  return found;
}

function answersOverTls(origin: string, ca: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = request(`${origin}/`, { method: "HEAD", ca }, (response) => {
      response.resume();
      resolve(true);
    });
    probe.on("error", () => resolve(false));
    probe.end();
  });
}

/**
 * Runs one of the shipped Caddyfiles (deploy/) as production would, but for `localhost` on
 * free unprivileged ports, with certificates from Caddy's local authority (`tls internal`) and
 * its state in a throwaway directory. Resolves once HTTPS answers.
 */
export async function startCaddy(
  caddyfile: "deploy/Caddyfile" | "deploy/Caddyfile.static",
  env: { SITE_ROOT: string; NODE_UPSTREAM?: string },
  ports: { httpsPort?: number; httpPort?: number } = {},
): Promise<RunningCaddy> {
  const httpsPort = ports.httpsPort ?? (await freePort());
  const httpPort = ports.httpPort ?? (await freePort());
  const home = mkdtempSync(path.join(tmpdir(), "safari-caddy-"));
  const child = spawn(caddyPath(), ["run", "--config", caddyfile, "--adapter", "caddyfile"], {
    env: {
      ...process.env,
      ...env,
      SITE_DOMAIN: "localhost",
      TLS_ISSUER: "internal",
      HTTPS_PORT: String(httpsPort),
      HTTP_PORT: String(httpPort),
      CADDY_ADMIN: "off",
      XDG_DATA_HOME: home,
      XDG_CONFIG_HOME: home,
      HOME: home,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(home, { recursive: true, force: true });
  };

  const origin = `https://localhost:${httpsPort}`;
  const rootCertificate = path.join(home, "caddy", "pki", "authorities", "local", "root.crt");
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`caddy exited (${child.exitCode}) before answering:\n${output}`);
    }
    if (existsSync(rootCertificate)) {
      const ca = readFileSync(rootCertificate, "utf8");
      if (await answersOverTls(origin, ca)) {
        return { origin, httpsPort, httpPort, ca, output: () => output, stop };
      }
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`caddy did not answer on ${origin} within 30 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
