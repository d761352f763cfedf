import {
  DatabaseSync,
  enhance,
  type DatabaseSyncInstance,
  type EnhancedDatabaseSync,
} from "@photostructure/sqlite";
import { mkdirSync } from "node:fs";
import path from "node:path";

/**
 * A connection with the API of Node's own `node:sqlite` (its package ships SQLite prebuilt for
 * each platform, so nothing compiles on install), plus `pragma()`, `transaction()`, `pluck()` and
 * `raw()` as better-sqlite3 has them.
 */
export type Db = EnhancedDatabaseSync<DatabaseSyncInstance>;

/** Opens a SQLite file (creating it if missing, unless read-only) with the helpers of {@link Db}. */
export function openFile(file: string, { readOnly = false } = {}): Db {
  return enhance(new DatabaseSync(file, { readOnly }));
}

export const databaseFileName = "safari.sqlite";

/** One SQLite file in the data directory, in WAL mode, synchronous writes on commit. */
export function openDatabase(dataDir: string, fileName = databaseFileName): Db {
  mkdirSync(dataDir, { recursive: true });
  const db = openFile(path.join(dataDir, fileName));
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.pragma("busy_timeout = 5000");
  db.pragma("foreign_keys = ON");
  return db;
}

/**
 * Moves everything in the write-ahead log into the database file and empties the log, then
 * closes: the file alone is then the whole database, for a copy or a restore.
 */
export function closeDatabase(db: Db): void {
  try {
    db.pragma("wal_checkpoint(TRUNCATE)");
  } finally {
    db.close();
  }
}
