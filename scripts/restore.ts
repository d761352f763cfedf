import { backupSettings, listBackups, restoreDataDir } from "./lib/backup";

/** `npm run restore FILE`: puts a backup back into DATA_DIR, with the server stopped. */
const file = process.argv[2];
const settings = backupSettings();
if (!file) {
  const available = listBackups(settings.backupDir);
  console.error(
    "Usage: npm run restore FILE (stop the server first).\n" +
      (available.length > 0
        ? `Backups in ${settings.backupDir}, newest first:\n  ${available.join("\n  ")}`
        : `No backups in ${settings.backupDir}.`),
  );
  process.exit(2);
}
try {
  const result = restoreDataDir(file, settings.dataDir);
  console.log(
    `Restored ${file} into ${settings.dataDir} (the database and ${result.files} other files).` +
      (result.previousDatabase
        ? `\nThe database it replaced is kept as ${result.previousDatabase}.`
        : ""),
  );
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
