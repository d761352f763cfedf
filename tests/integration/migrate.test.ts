/**
 * `npm run migrate` on a copy of a database the previous version made
 * (tests/fixtures/safari-0e0152f.sqlite: that version's server, two enquiries sent through the
 * web SDK): the desk's tables and team appear, the old enquiries become "new", and a second run
 * changes nothing.
 */
import { Client, Databases, Query } from "appwrite";
import { Account as ServerAccount, Client as ServerClient } from "node-appwrite";
import { spawn } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { enquiryIds } from "../../data/domain/enquiry";
import { createApp } from "../../server/app";
import { loadServerConfig } from "../../server/config";
import { databaseFileName, openFile, type Db } from "../../server/db";
import { writeMinimalSite } from "./enquiries-service";

const fixture = path.resolve("tests/fixtures/safari-0e0152f.sqlite");
const fixtureIds = ["6b08bc630030ab82c204", "6b08bc630033f7b6d956"];
let root: string;
let dataDir: string;

function npmRun(script: string, args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn("npm", ["run", "--silent", script, "--", ...args], {
      env: { ...process.env, DATA_DIR: dataDir, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => resolve({ code, output }));
  });
}

function inspect<T>(read: (db: Db) => T): T {
  const db = openFile(path.join(dataDir, databaseFileName), { readOnly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

const statuses = () =>
  inspect((db) =>
    db
      .prepare(
        "SELECT id, json_extract(data, '$.status') AS status FROM appwrite_documents WHERE scope = 'safari/messages' ORDER BY id",
      )
      .all(),
  );

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "safari-migrate-"));
  dataDir = path.join(root, "data");
  mkdirSync(dataDir);
  copyFileSync(fixture, path.join(dataDir, databaseFileName));
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

it("brings the previous version's database to the desk's schema, once", async () => {
  const tables = () =>
    inspect((db) =>
      db
        .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name LIKE 'appwrite_%'")
        .pluck()
        .all(),
    );
  expect(tables()).not.toContain("appwrite_users");
  expect(statuses()).toEqual(fixtureIds.map((id) => ({ id, status: null })));

  const first = await npmRun("migrate", []);
  expect(first.code, first.output).toBe(0);
  expect(first.output).toContain("2 messages documents given their defaults");
  expect(tables()).toEqual(
    expect.arrayContaining([
      "appwrite_users",
      "appwrite_sessions",
      "appwrite_teams",
      "appwrite_memberships",
    ]),
  );
  expect(statuses()).toEqual(fixtureIds.map((id) => ({ id, status: "new" })));
  expect(inspect((db) => db.prepare("SELECT id, name FROM appwrite_teams").all())).toEqual([
    { id: "operators", name: "Operators" },
  ]);

  const second = await npmRun("migrate", []);
  expect(second.code, second.output).toBe(0);
  expect(second.output).toContain("no document lacked a default");
  expect(statuses()).toEqual(fixtureIds.map((id) => ({ id, status: "new" })));
});

it("lets an operator added afterwards find the old enquiries among the new ones", async () => {
  const operator = { email: "asha@example.com", password: "kilimanjaro-at-dawn-42" };
  const added = await npmRun("operator", ["add", operator.email], {
    OPERATOR_PASSWORD: operator.password,
  });
  expect(added.code, added.output).toBe(0);
  const distDir = path.join(root, "dist");
  writeMinimalSite(distDir);
  const config = loadServerConfig({ DATA_DIR: dataDir, DIST_DIR: distDir, HOST: "127.0.0.1" });
  const { app } = await createApp(config);
  try {
    const endpoint = `${await app.listen({ port: 0, host: "127.0.0.1" })}/v1`;
    const { secret } = await new ServerAccount(
      new ServerClient()
        .setEndpoint(endpoint)
        .setProject(enquiryIds.projectId)
        .setKey(config.apiKey),
    ).createEmailPasswordSession(operator);
    const desk = new Databases(
      new Client().setEndpoint(endpoint).setProject(enquiryIds.projectId).setSession(secret),
    );
    const fresh = await desk.listDocuments({
      databaseId: enquiryIds.databaseId,
      collectionId: enquiryIds.messagesCollectionId,
      queries: [Query.equal("status", "new"), Query.orderAsc("$createdAt")],
    });
    expect(fresh.documents.map((document) => [document.$id, document.name])).toEqual([
      [fixtureIds[0], "Wanjiru Kamau"],
      [fixtureIds[1], "Lena Fischer"],
    ]);
    const search = await desk.listDocuments({
      databaseId: enquiryIds.databaseId,
      collectionId: enquiryIds.messagesCollectionId,
      queries: [Query.search("message", "MIGRATION serengeti")],
    });
    expect(search.documents.map((document) => document.$id)).toEqual([fixtureIds[0]]);
  } finally {
    await app.close();
  }
});
