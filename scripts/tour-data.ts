/**
 * `npm run tour-data`: the normalised tours (data/tour-catalog.ts) into
 * data/generated/tours.json, which data/tours.ts loads. Run it (or `npm run assets`) after
 * editing data/tours-fixed.ts, data/tours-raw.ts or data/tour-rules.ts; a unit test fails while
 * the file is out of date.
 */
import path from "node:path";
import { normaliseTours } from "../data/tour-catalog";
import { writeGenerated } from "./lib/write-generated";

const output = path.join(process.cwd(), "data", "generated", "tours.json");

const tours = normaliseTours();
writeGenerated(output, `${JSON.stringify(tours)}\n`, "tour data", `${tours.length} tours`);
