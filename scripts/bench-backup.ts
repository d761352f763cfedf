/**
 * `npm run bench:backup`: how long `npm run backup` takes and how big its file is for a
 * database of BENCH_ENQUIRIES (100,000) enquiries, as the enquiry service stores them (one row
 * each, the contact form's fields with a message of a few sentences). Works in a throwaway
 * directory; writes bench-results/backup.json.
 */
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { RowStore } from "../server/appwrite/store";
import { enquiryIds } from "../data/domain/enquiry";
import { closeDatabase, databaseFileName, openDatabase } from "../server/db";
import { backupDataDir } from "./lib/backup";

const count = Number(process.env.BENCH_ENQUIRIES ?? 100_000);
const scope = `${enquiryIds.databaseId}/${enquiryIds.messagesCollectionId}`;
const interests = ["wildlife", "photography", "honeymoon", "family", "birding", "migration"];
const sentences = [
  "We would love to see the great migration in the Masai Mara.",
  "Two of us are vegetarian and one is travelling with a wheelchair.",
  "Could you add two nights in Amboseli before the flight home?",
  "Our budget is flexible for a private vehicle and a guide who speaks German.",
  "We are celebrating our tenth anniversary and would like a quiet camp.",
];

const root = mkdtempSync(path.join(tmpdir(), "safari-bench-backup-"));
try {
  const dataDir = path.join(root, "data");
  const db = openDatabase(dataDir);
  const documents = new RowStore(db, "appwrite_documents");
  const filled = performance.now();
  db.transaction(() => {
    for (let index = 0; index < count; index += 1) {
      const submitted = new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString();
      documents.insert(
        scope,
        `enquiry-${index.toString(36).padStart(6, "0")}`,
        {
          formType: index % 3 === 0 ? "booking" : "contact",
          name: `Traveller ${index}`,
          email: `traveller${index}@example.com`,
          phone: `+44 7700 9${String(index).padStart(5, "0")}`,
          safariInterest: interests[index % interests.length],
          groupSize: "3-4",
          budget: "3000-5000",
          preferredDates: "Late August",
          message: sentences.slice(0, 1 + (index % sentences.length)).join(" "),
          submittedAt: submitted,
        },
        [],
        submitted,
      );
    }
  })();
  closeDatabase(db);
  const fillSeconds = (performance.now() - filled) / 1000;
  const databaseBytes = statSync(path.join(dataDir, databaseFileName)).size;

  const result = await backupDataDir({ dataDir, backupDir: path.join(root, "backups"), keep: 1 });
  const summary = {
    enquiries: count,
    databaseMegabytes: Number((databaseBytes / 1024 / 1024).toFixed(1)),
    backupMegabytes: Number((result.bytes / 1024 / 1024).toFixed(1)),
    backupSeconds: Number((result.milliseconds / 1000).toFixed(2)),
    fillSeconds: Number(fillSeconds.toFixed(1)),
  };
  console.log(
    `${count} enquiries: database ${summary.databaseMegabytes} MB, backup ` +
      `${summary.backupMegabytes} MB in ${summary.backupSeconds} s (filled in ${summary.fillSeconds} s).`,
  );
  mkdirSync("bench-results", { recursive: true });
  writeFileSync("bench-results/backup.json", `${JSON.stringify(summary, null, 2)}\n`);
} finally {
  rmSync(root, { recursive: true, force: true });
}
