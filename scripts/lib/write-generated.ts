import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { writeWholeSync } from "../../server/write-whole";

/**
 * Writes a generated file unless it already holds `content` (so an unchanged file keeps its
 * date and nothing downstream rebuilds), and says which: `<label>: <what> up to date` or
 * `… written to <path>`. The file is replaced whole (written beside it, then renamed), so the
 * server, which reads the content's data while an edit is being published, never reads it half
 * written.
 */
export function writeGenerated(file: string, content: string, label: string, what: string): void {
  if (existsSync(file) && readFileSync(file, "utf8") === content) {
    console.log(`${label}: ${what} up to date`);
    return;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  writeWholeSync(file, content);
  console.log(`${label}: ${what} written to ${path.relative(process.cwd(), file)}`);
}
