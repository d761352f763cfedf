import Database from "better-sqlite3";
import { mkdirSync } from "node:fs";
import path from "node:path";

export type Db = Database.Database;

export const databaseFileName = "safari.sqlite";

/** One SQLite file in the data directory, in WAL mode, synchronous writes on commit. */
export function openDatabase(dataDir: string, fileName = databaseFileName): Db {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, fileName));
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
