/**
 * `npm run enquiries`: lists or exports the stored enquiries through the Appwrite server SDK,
 * so it works the same against the embedded service, Appwrite Cloud or a self-hosted Appwrite.
 *
 *   npm run enquiries                                  a readable table on stdout
 *   npm run enquiries -- --format csv --out file.csv   CSV (RFC 4180)
 *   npm run enquiries -- --format json                 JSON on stdout
 *
 * APPWRITE_ENDPOINT (default http://localhost:3000/v1), APPWRITE_PROJECT_ID (default
 * safari-site), APPWRITE_API_KEY (default: the key the embedded service keeps in DATA_DIR).
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { AppwriteException, Client, Databases, Query, type Models } from "node-appwrite";
import { enquiryFieldKeys, enquiryIds } from "../data/domain/enquiry";
import { resolveApiKey } from "../server/config";

const PAGE_SIZE = 100;

const columns = ["$id", "submittedAt", "formType", ...enquiryFieldKeys] as const;

type Enquiry = Record<(typeof columns)[number], string | null>;

/** Every enquiry, oldest first, page by page with cursorAfter. */
async function fetchEnquiries(databases: Databases): Promise<Enquiry[]> {
  const enquiries: Enquiry[] = [];
  let cursor: string | null = null;
  for (;;) {
    const page: Models.DocumentList<Models.DefaultDocument> = await databases.listDocuments({
      databaseId: enquiryIds.databaseId,
      collectionId: enquiryIds.messagesCollectionId,
      queries: [Query.limit(PAGE_SIZE), ...(cursor ? [Query.cursorAfter(cursor)] : [])],
    });
    for (const document of page.documents) {
      const row = Object.fromEntries(
        columns.map((column) => [
          column,
          document[column] == null ? null : String(document[column]),
        ]),
      );
      enquiries.push(row as Enquiry);
    }
    if (page.documents.length < PAGE_SIZE) return enquiries;
    cursor = page.documents.at(-1)!.$id;
  }
}

/**
 * One CSV field, quoted when needed. A spreadsheet runs a cell starting with = + - @ as a
 * formula, and the text comes from the public form; such cells get a leading apostrophe, except
 * plain numbers and phone numbers such as +254 700 000 000.
 */
function csvField(value: string | null): string {
  if (value === null) return "";
  const formula = /^[=+\-@\t\r]/.test(value) && !/^[+-]?[\d\s().-]+$/.test(value);
  const safe = formula ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function toCsv(enquiries: Enquiry[]): string {
  const lines = [
    columns.join(","),
    ...enquiries.map((row) => columns.map((column) => csvField(row[column])).join(",")),
  ];
  return `${lines.join("\r\n")}\r\n`;
}

function truncate(value: string | null, width: number): string {
  if (value === null) return "";
  const flat = value.replace(/\s+/g, " ");
  const characters = [...flat];
  return characters.length > width ? `${characters.slice(0, width - 1).join("")}…` : flat;
}

function toTable(enquiries: Enquiry[]): string {
  if (enquiries.length === 0) return "No enquiries yet.\n";
  const shown = [
    { column: "submittedAt", width: 16 },
    { column: "formType", width: 12 },
    { column: "name", width: 22 },
    { column: "email", width: 28 },
    { column: "phone", width: 18 },
    { column: "message", width: 40 },
  ] as const;
  const line = (cells: Array<string | null>) =>
    cells
      .map((cell, index) => truncate(cell, shown[index]!.width).padEnd(shown[index]!.width))
      .join("  ");
  const rows = enquiries.map((row) =>
    line(
      shown.map(({ column }) =>
        column === "submittedAt" ? (row[column] ?? "").slice(0, 16).replace("T", " ") : row[column],
      ),
    ),
  );
  return `${[line(shown.map(({ column }) => column)), ...rows].join("\n")}\n\n${enquiries.length} enquiries.\n`;
}

async function main() {
  const { values } = parseArgs({
    options: {
      format: { type: "string", default: "table" },
      out: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) {
    console.log("Usage: npm run enquiries -- [--format table|csv|json] [--out file]");
    return;
  }
  const format = values.format;
  if (format !== "table" && format !== "csv" && format !== "json") {
    throw new Error(`--format must be table, csv or json (got "${format}")`);
  }
  const endpoint = process.env.APPWRITE_ENDPOINT || "http://localhost:3000/v1";
  const projectId = process.env.APPWRITE_PROJECT_ID || enquiryIds.projectId;
  const apiKey = resolveApiKey(process.env, path.resolve(process.env.DATA_DIR || ".data"));
  const client = new Client().setEndpoint(endpoint).setProject(projectId).setKey(apiKey);

  const enquiries = await fetchEnquiries(new Databases(client));
  const output =
    format === "csv"
      ? toCsv(enquiries)
      : format === "json"
        ? `${JSON.stringify(enquiries, null, 2)}\n`
        : toTable(enquiries);
  if (values.out) {
    writeFileSync(values.out, output);
    console.error(`Wrote ${enquiries.length} enquiries to ${values.out}.`);
  } else {
    process.stdout.write(output);
  }
}

main().catch((error: unknown) => {
  if (error instanceof AppwriteException) {
    console.error(`Appwrite answered ${error.code} ${error.type}: ${error.message}`);
  } else if (error instanceof TypeError && error.message === "fetch failed") {
    console.error(
      `Could not reach ${process.env.APPWRITE_ENDPOINT || "http://localhost:3000/v1"}: is the server running (npm start)?`,
    );
  } else {
    console.error(error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
