import { ID } from "appwrite";
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquiryIds } from "../../data/domain/enquiry";
import { contactEnquiry, startService, type RunningService } from "./enquiries-service";

const { databaseId, messagesCollectionId: collectionId } = enquiryIds;
const repositoryRoot = fileURLToPath(new URL("../..", import.meta.url));
const run = promisify(execFile);

let service: RunningService;
const tricky = {
  name: 'Nia "the planner", Jr.',
  message: "Line one\nLine two, with a comma\r\nand a CRLF",
  phone: "+254 700 000 000",
  preferredDates: '=HYPERLINK("http://evil.example")',
};

/** `npm run enquiries`, finding the API key in the service's data directory. */
function exportEnquiries(args: string[]) {
  return run(process.execPath, ["--import", "tsx", "scripts/enquiries.ts", ...args], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      APPWRITE_ENDPOINT: service.endpoint,
      APPWRITE_API_KEY: "",
      DATA_DIR: service.dataDir,
    },
  });
}

/** RFC 4180: quoted fields may hold commas, quotes ("") and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index]!;
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else field += character;
    } else if (character === '"') quoted = true;
    else if (character === ",") {
      row.push(field);
      field = "";
    } else if (character === "\r" && text[index + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      index += 1;
    } else field += character;
  }
  return rows;
}

beforeAll(async () => {
  service = await startService();
  await service.guest.databases.createDocument({
    databaseId,
    collectionId,
    documentId: "first-enquiry",
    data: contactEnquiry(tricky),
  });
  for (let index = 0; index < 104; index += 1) {
    await service.guest.databases.createDocument({
      databaseId,
      collectionId,
      documentId: ID.unique(),
      data: {
        formType: "hero_booking",
        email: `guest${index}@example.com`,
        submittedAt: new Date().toISOString(),
      },
    });
  }
});

afterAll(async () => {
  await service?.close();
});

describe("npm run enquiries", () => {
  it("exports every enquiry as CSV across pages, quoting what needs it", async () => {
    const out = path.join(service.dataDir, "enquiries.csv");
    const { stderr } = await exportEnquiries(["--format", "csv", "--out", out]);
    expect(stderr).toContain("Wrote 105 enquiries");

    const rows = parseCsv(readFileSync(out, "utf8"));
    expect(rows[0]).toEqual([
      "$id",
      "submittedAt",
      "formType",
      "name",
      "email",
      "phone",
      "groupSize",
      "safariInterest",
      "budget",
      "preferredDates",
      "message",
    ]);
    expect(rows).toHaveLength(106);
    const first = Object.fromEntries(rows[0]!.map((column, index) => [column, rows[1]![index]]));
    expect(first).toMatchObject({
      $id: "first-enquiry",
      name: tricky.name,
      message: tricky.message,
      phone: tricky.phone,
      preferredDates: `'${tricky.preferredDates}`,
      groupSize: "3-4",
    });
    expect(rows[105]![5]).toBe("");
  });

  it("prints JSON and a table", async () => {
    const json = JSON.parse((await exportEnquiries(["--format", "json"])).stdout) as Array<
      Record<string, unknown>
    >;
    expect(json).toHaveLength(105);
    expect(json[0]).toMatchObject({
      $id: "first-enquiry",
      name: tricky.name,
      message: tricky.message,
    });
    expect(json[104]).toMatchObject({
      formType: "hero_booking",
      name: null,
      email: "guest103@example.com",
    });

    const table = (await exportEnquiries([])).stdout;
    expect(table.split("\n")[0]).toMatch(
      /^submittedAt\s+formType\s+name\s+email\s+phone\s+message/,
    );
    expect(table).toContain('Nia "the planner", Jr.');
    expect(table).toContain("105 enquiries.");
  });

  it("fails with a readable message for a bad format or a wrong key", async () => {
    await expect(exportEnquiries(["--format", "xml"])).rejects.toMatchObject({
      stderr: expect.stringContaining("--format must be table, csv or json"),
    });
    await expect(
      run(process.execPath, ["--import", "tsx", "scripts/enquiries.ts"], {
        cwd: repositoryRoot,
        env: {
          ...process.env,
          APPWRITE_ENDPOINT: service.endpoint,
          APPWRITE_API_KEY: "standard_wrong",
        },
      }),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining("Appwrite answered 401 user_unauthorized"),
    });
  });
});
