import { existsSync } from "node:fs";
import path from "node:path";
import { countEvents } from "../server/analytics/store";
import { openDatabase } from "../server/db";

/** `npm run analytics`: how many of each event the embedded endpoint has stored in DATA_DIR. */
const dataDir = path.resolve(process.env.DATA_DIR || ".data");
const databaseFile = path.join(dataDir, "safari.sqlite");

if (!existsSync(databaseFile)) {
  console.log(`No database in ${dataDir} yet: no events have been received.`);
  process.exit(0);
}

const db = openDatabase(dataDir);
try {
  const counts = countEvents(db);
  if (counts.length === 0) {
    console.log(`No events stored in ${databaseFile}.`);
  } else {
    const width = Math.max(5, ...counts.map(({ event }) => event.length));
    const total = counts.reduce((sum, { count }) => sum + count, 0);
    console.log(`${"event".padEnd(width)}  count`);
    for (const { event, count } of counts) {
      console.log(`${event.padEnd(width)}  ${String(count).padStart(5)}`);
    }
    console.log(`${"total".padEnd(width)}  ${String(total).padStart(5)}`);
  }
} finally {
  db.close();
}
