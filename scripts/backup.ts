import path from "node:path";
import { backupDataDir, backupSettings } from "./lib/backup";

/**
 * `npm run backup`: one consistent backup file of DATA_DIR (the database, the e-mail outbox, the
 * API key, the editor's content repository) in BACKUP_DIR, safe while the server runs; keeps the
 * newest BACKUP_KEEP (14).
 */
try {
  const settings = backupSettings();
  const result = await backupDataDir(settings);
  console.log(
    `Backed up ${settings.dataDir} to ${path.relative(process.cwd(), result.file) || result.file} ` +
      `(${(result.bytes / 1024 / 1024).toFixed(1)} MB, ${result.files} other files) ` +
      `in ${(result.milliseconds / 1000).toFixed(1)} s; keeping the newest ${settings.keep}.`,
  );
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
