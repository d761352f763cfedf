import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export type RunningServer = {
  url: string;
  dataDir: string;
  process: ChildProcess;
  /** Everything the server has printed so far (it is also passed on to this process's). */
  output: () => string;
  /** Resolves once the process has exited. */
  exited: Promise<unknown>;
  stop: () => Promise<void>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts `server/main.ts` (what `npm start` runs after building) on a free port with a throwaway
 * data directory (unless `env` names DATA_DIR), and resolves once it answers.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const ownDataDir = env.DATA_DIR ? null : mkdtempSync(path.join(tmpdir(), "safari-server-"));
  const dataDir = env.DATA_DIR ?? ownDataDir!;
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
    process.stdout.write(chunk);
  });
  child.stderr.on("data", (chunk: Buffer) => {
    output += chunk.toString();
    process.stderr.write(chunk);
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    const answered = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The server did not answer on ${url} within 60 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await exited;
    }
    if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
  };
  return { url, dataDir, process: child, output: () => output, exited, stop };
}

/** The built site when there is one; else a two-page stand-in, enough for the server to start. */
export function siteDir(root: string): string {
  if (existsSync("dist/index.html")) return path.resolve("dist");
  const dir = path.join(root, "site");
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Safari</title>\n");
  writeFileSync(path.join(dir, "404.html"), "<!doctype html><title>Page Not Found</title>\n");
  return dir;
}
