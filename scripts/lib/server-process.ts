import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { runningServerPid } from "../../server/pid-file";

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
 * Starts `server/main.ts` (what `npm start` runs after building), or `npm start` itself with
 * `entry: "scripts/start.ts"`, on a free port with a throwaway data directory (unless `env` names
 * DATA_DIR), in `cwd` (a checkout: this one by default), and resolves once it answers.
 */
export async function startServer(
  env: Record<string, string> = {},
  entry = "server/main.ts",
  cwd = process.cwd(),
): Promise<RunningServer> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const ownDataDir = env.DATA_DIR ? null : mkdtempSync(path.join(tmpdir(), "safari-server-"));
  const dataDir = env.DATA_DIR ?? ownDataDir!;
  const child = spawn(process.execPath, ["--import", "tsx", entry], {
    cwd,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const { url, output } = await answering(child, port);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await exited;
    }
    if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
  };
  return { url, dataDir, process: child, output, exited, stop };
}

/**
 * Passes on what `child` prints (and keeps it), and resolves once the server answers on `port`.
 */
async function answering(child: ChildProcess, port: number) {
  let output = "";
  const keep = (chunk: Buffer, to: NodeJS.WriteStream) => {
    output += chunk.toString();
    to.write(chunk);
  };
  child.stdout!.on("data", (chunk: Buffer) => keep(chunk, process.stdout));
  child.stderr!.on("data", (chunk: Buffer) => keep(chunk, process.stderr));
  const url = `http://127.0.0.1:${port}`;
  // A guard against a server that never starts; a busy machine may take a minute or more.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    const answered = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The server did not answer on ${url} within 180 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, output: () => output };
}

export type SocketActivatedServer = Omit<RunningServer, "process" | "exited"> & {
  /** The server process's id, or null while it restarts. */
  pid: () => number | null;
  /** Stops the server with SIGTERM, as `systemctl restart` does; it comes back by itself. */
  restart: () => void;
};

/**
 * Starts the server under socket activation as systemd does with deploy/safari-site.socket
 * (scripts/lib/socket-holder.ts holds the socket), and resolves once it answers.
 */
export async function startSocketActivatedServer(
  env: Record<string, string> & { DATA_DIR: string },
): Promise<SocketActivatedServer> {
  const port = await freePort();
  const holder = spawn(process.execPath, ["--import", "tsx", "scripts/lib/socket-holder.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const { url, output } = await answering(holder, port);
  const serverPid = () => runningServerPid(env.DATA_DIR);
  const restart = () => {
    const pid = serverPid();
    if (pid) process.kill(pid, "SIGTERM");
  };
  const stop = async () => {
    holder.kill("SIGKILL");
    // A server the holder has just started writes its pid file once it listens.
    const deadline = Date.now() + 20_000;
    let pid = serverPid();
    while (!pid && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      pid = serverPid();
    }
    if (!pid) return;
    process.kill(pid, "SIGTERM");
    while (serverPid() === pid) await new Promise((resolve) => setTimeout(resolve, 50));
  };
  return { url, dataDir: env.DATA_DIR, output, pid: serverPid, restart, stop };
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
