/**
 * `npm run migrate`: brings the embedded service's database in DATA_DIR up to this version's
 * schema (new tables, the operators team, status "new" on enquiries from before the desk).
 * Idempotent, and safe while the server runs; the server also applies it when it starts.
 */
import path from "node:path";
import { closeDatabase, databaseFileName, openDatabase } from "../server/db";
import { migrateDatabase } from "../server/appwrite/migrations";
import { loadProject } from "../server/appwrite/schema";

const dataDir = path.resolve(process.env.DATA_DIR || ".data");
const db = openDatabase(dataDir);
try {
  const { defaultsApplied } = migrateDatabase(db, loadProject());
  const changes = Object.entries(defaultsApplied).filter(([, count]) => count > 0);
  console.log(
    `Migrated ${path.join(dataDir, databaseFileName)}: tables and teams in place; ` +
      (changes.length === 0
        ? "no document lacked a default."
        : changes
            .map(([collection, count]) => `${count} ${collection} documents given their defaults`)
            .join(", ") + "."),
  );
} catch (error) {
  console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  closeDatabase(db);
}
