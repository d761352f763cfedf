import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Names the running server's process in its data directory, so tools can tell it is running. */
export function pidFile(dataDir: string): string {
  return path.join(dataDir, "server.pid");
}

export function writePidFile(dataDir: string): void {
  writeFileSync(pidFile(dataDir), `${process.pid}\n`);
}

export function removePidFile(dataDir: string): void {
  rmSync(pidFile(dataDir), { force: true });
}

/** The id of a live server process using this data directory, or null. */
export function runningServerPid(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(pidFile(dataDir), "utf8").trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: the process exists but belongs to another user (the service account).
    return (error as NodeJS.ErrnoException).code === "EPERM" ? pid : null;
  }
}
