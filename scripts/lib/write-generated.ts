import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Writes a generated file unless it already holds `content` (so an unchanged file keeps its
 * date and nothing downstream rebuilds), and says which: `<label>: <what> up to date` or
 * `… written to <path>`.
 */
export function writeGenerated(file: string, content: string, label: string, what: string): void {
  if (existsSync(file) && readFileSync(file, "utf8") === content) {
    console.log(`${label}: ${what} up to date`);
    return;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  console.log(`${label}: ${what} written to ${path.relative(process.cwd(), file)}`);
}
