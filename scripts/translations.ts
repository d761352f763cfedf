import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { contentAreas, placeholders, type Dictionary } from "./lib/content-translation";
import { areaTexts } from "./lib/content-translation";
import { translatedLocales } from "../data/locales";

/**
 * `npm run translations`: for every language and content area, the English texts that have no
 * translation yet, the translations whose English text is gone, and those that drop or add a
 * placeholder. `--write` adds the missing texts (empty, for a translator to fill) and removes the
 * stale ones, keeping the English order.
 */
const write = process.argv.includes("--write");
let problems = 0;
for (const locale of translatedLocales) {
  for (const area of contentAreas) {
    const file = path.join("locales", locale, `${area}.json`);
    const dictionary: Dictionary = existsSync(file)
      ? (JSON.parse(readFileSync(file, "utf8")) as Dictionary)
      : {};
    const texts = areaTexts(area);
    const missing = texts.filter((text) => !dictionary[text]?.trim());
    const stale = Object.keys(dictionary).filter((text) => !texts.includes(text));
    const mismatched = texts.filter(
      (text) =>
        dictionary[text] &&
        placeholders(text).join() !== placeholders(dictionary[text] ?? "").join(),
    );
    for (const [label, list] of [
      ["missing", missing],
      ["stale", stale],
      ["placeholders differ", mismatched],
    ] as const) {
      if (list.length === 0) continue;
      problems += list.length;
      console.log(`${file}: ${list.length} ${label}`);
      for (const text of list.slice(0, 5)) console.log(`  ${text.slice(0, 100)}`);
    }
    if (write) {
      mkdirSync(path.dirname(file), { recursive: true });
      const updated = Object.fromEntries(texts.map((text) => [text, dictionary[text] ?? ""]));
      writeFileSync(file, `${JSON.stringify(updated, null, 2)}\n`);
    }
  }
}
if (problems > 0 && !write) process.exit(1);
console.log(problems === 0 ? "Every content text is translated in every language." : "");
