import { backup } from "@photostructure/sqlite";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { databaseFileName, openFile } from "../../server/db";
import { pidFile, runningServerPid } from "../../server/pid-file";

const backupName = /^safari-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.sqlite$/;

/** The table inside a backup that carries the data directory's other files (outbox, API key). */
const filesTable = "backup_files";

export type BackupSettings = {
  dataDir: string;
  backupDir: string;
  /** How many of the newest backups to keep; older ones are deleted. */
  keep: number;
};

export type BackupResult = { file: string; bytes: number; files: number; milliseconds: number };

/** Files of the data directory a backup carries: everything but the live database and the pid. */
function dataFiles(dataDir: string, backupDir: string): string[] {
  const live = new Set(
    [databaseFileName, `${databaseFileName}-wal`, `${databaseFileName}-shm`].map((name) =>
      path.join(dataDir, name),
    ),
  );
  live.add(pidFile(dataDir));
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (full !== backupDir) walk(full);
      } else if (
        entry.isFile() &&
        !live.has(full) &&
        !entry.name.includes(".before-restore-") &&
        // A lock held at that instant (the content repository's index.lock) would stop git after
        // a restore: it is never state.
        !entry.name.endsWith(".lock")
      ) {
        found.push(full);
      }
    }
  };
  walk(dataDir);
  return found;
}

/** The backups in `backupDir`, newest first. */
export function listBackups(backupDir: string): string[] {
  if (!existsSync(backupDir)) return [];
  return readdirSync(backupDir)
    .filter((name) => backupName.test(name))
    .sort()
    .reverse()
    .map((name) => path.join(backupDir, name));
}

/**
 * One backup file of the data directory, taken while the server keeps writing: SQLite's online
 * backup copies the whole database in one step, inside one read transaction, so the copy is the
 * database as it stood at one instant (every enquiry acknowledged before the backup began is in
 * it) and, in WAL mode, writers are never held up. The other files of the data directory (the
 * e-mail outbox, the API key) go into a table of the copy, so one file restores everything. The
 * file is written under a temporary name and renamed once checked, then old backups are pruned.
 */
export async function backupDataDir(settings: BackupSettings): Promise<BackupResult> {
  const started = performance.now();
  const { dataDir, backupDir } = settings;
  const databaseFile = path.join(dataDir, databaseFileName);
  if (!existsSync(databaseFile)) throw new Error(`No database at ${databaseFile}.`);
  mkdirSync(backupDir, { recursive: true });
  const stamp = new Date().toISOString().replaceAll(":", "-").replace(".", "-");
  const file = path.join(backupDir, `safari-${stamp}.sqlite`);
  const partial = `${file}.partial`;

  const source = openFile(databaseFile);
  try {
    source.pragma("busy_timeout = 5000");
    await backup(source, partial, { rate: 0x7fffffff });
  } finally {
    source.close();
  }

  const copy = openFile(partial);
  const files = dataFiles(dataDir, path.resolve(backupDir));
  try {
    copy.pragma("journal_mode = DELETE");
    copy.exec(
      `CREATE TABLE ${filesTable} (path TEXT PRIMARY KEY, mode INTEGER NOT NULL, content BLOB NOT NULL)`,
    );
    const insert = copy.prepare(`INSERT INTO ${filesTable} (path, mode, content) VALUES (?, ?, ?)`);
    copy.transaction(() => {
      for (const full of files) {
        const relative = path.relative(dataDir, full).split(path.sep).join("/");
        insert.run(relative, statSync(full).mode & 0o777, readFileSync(full));
      }
    })();
    const check = copy.pragma("quick_check", { simple: true });
    if (check !== "ok") throw new Error(`The copy failed its integrity check: ${String(check)}`);
  } finally {
    copy.close();
  }
  renameSync(partial, file);

  for (const old of listBackups(backupDir).slice(settings.keep)) rmSync(old);
  return {
    file,
    bytes: statSync(file).size,
    files: files.length,
    milliseconds: performance.now() - started,
  };
}

export type RestoreResult = { files: number; previousDatabase: string | null };

/**
 * Puts a backup back into the data directory, with the server stopped (a running server would
 * keep writing to the database being replaced). The database in place is kept beside it as
 * `safari.sqlite.before-restore-<time>` (with its write-ahead log, if any), and the backup's
 * files are written back over the data directory's.
 */
export function restoreDataDir(backupFile: string, dataDir: string): RestoreResult {
  const pid = runningServerPid(dataDir);
  if (pid !== null) {
    throw new Error(
      `The server is running (process ${pid}) on ${dataDir}. Stop it first ` +
        "(sudo systemctl stop safari-site), then restore.",
    );
  }
  if (!existsSync(backupFile)) throw new Error(`No backup at ${backupFile}.`);
  mkdirSync(dataDir, { recursive: true });
  const databaseFile = path.join(dataDir, databaseFileName);
  const incoming = `${databaseFile}.restoring`;
  copyFileSync(backupFile, incoming);

  const restored = openFile(incoming);
  let files = 0;
  try {
    const check = restored.pragma("quick_check", { simple: true });
    if (check !== "ok") throw new Error(`${backupFile} is damaged: ${String(check)}`);
    const hasFiles = restored
      .prepare("SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = ?")
      .pluck()
      .get(filesTable);
    if (hasFiles !== 1) throw new Error(`${backupFile} is not a backup made by npm run backup.`);
    const rows = restored.prepare(`SELECT path, mode, content FROM ${filesTable}`).all() as Array<{
      path: string;
      mode: number;
      content: Uint8Array;
    }>;
    for (const row of rows) {
      const target = path.resolve(dataDir, row.path);
      if (!target.startsWith(path.resolve(dataDir) + path.sep)) {
        throw new Error(`${backupFile} names a file outside the data directory: ${row.path}`);
      }
      mkdirSync(path.dirname(target), { recursive: true });
      // git keeps its objects read-only: one already there is replaced, not written through.
      rmSync(target, { force: true });
      writeFileSync(target, row.content, { mode: row.mode });
    }
    files = rows.length;
    restored.exec(`DROP TABLE ${filesTable}`);
  } catch (error) {
    rmSync(incoming, { force: true });
    throw error;
  } finally {
    restored.close();
  }

  let previousDatabase: string | null = null;
  if (existsSync(databaseFile)) {
    previousDatabase = `${databaseFile}.before-restore-${new Date().toISOString().replaceAll(":", "-")}`;
    for (const suffix of ["", "-wal", "-shm"]) {
      if (existsSync(`${databaseFile}${suffix}`)) {
        renameSync(`${databaseFile}${suffix}`, `${previousDatabase}${suffix}`);
      }
    }
  }
  renameSync(incoming, databaseFile);
  return { files, previousDatabase };
}

/** DATA_DIR, BACKUP_DIR and BACKUP_KEEP, with the server's defaults. */
export function backupSettings(env: NodeJS.ProcessEnv = process.env): BackupSettings {
  const keep = Number(env.BACKUP_KEEP || 14);
  if (!Number.isInteger(keep) || keep < 1) {
    throw new Error(`BACKUP_KEEP must be a whole number of at least 1 (got "${env.BACKUP_KEEP}")`);
  }
  return {
    dataDir: path.resolve(env.DATA_DIR || ".data"),
    backupDir: path.resolve(env.BACKUP_DIR || ".backups"),
    keep,
  };
}
