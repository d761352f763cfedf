/**
 * `npm run tour-data`: the normalised tours (data/tour-catalog.ts) into
 * data/generated/tours.json, which data/tours.ts loads. Run it (or `npm run assets`) after
 * editing data/tours-fixed.ts, data/tours-raw.ts or data/tour-rules.ts; a unit test fails while
 * the file is out of date.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { normaliseTours } from "../data/tour-catalog";

const output = path.join(process.cwd(), "data", "generated", "tours.json");

const tours = normaliseTours();
const json = `${JSON.stringify(tours)}\n`;
if (existsSync(output) && readFileSync(output, "utf8") === json) {
  console.log(`tour data: ${tours.length} tours up to date`);
} else {
  mkdirSync(path.dirname(output), { recursive: true });
  writeFileSync(output, json);
  console.log(
    `tour data: ${tours.length} tours written to ${path.relative(process.cwd(), output)}`,
  );
}
