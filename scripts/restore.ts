import { existsSync } from "node:fs";
import path from "node:path";
import { contentRepositoryDir } from "../server/config";
import { ContentRepository } from "../server/content/repository";
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
  // The editor's content repository came back with the data: the checkout's content, photos
  // and translations are put back as its last commit has them, which the next start publishes.
  const gitDir = contentRepositoryDir(process.env, settings.dataDir);
  if (existsSync(path.join(gitDir, "HEAD"))) {
    const checkout = path.resolve(process.env.CONTENT_EDITOR_ROOT || ".");
    await new ContentRepository(gitDir, checkout).checkOut();
    console.log(`The content in ${checkout} is the content repository's last commit again.`);
  }
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
