import { Account, Client, Databases, ID, Query } from "appwrite";
import {
  Account as ServerAccount,
  Client as ServerClient,
  Databases as ServerDatabases,
} from "node-appwrite";
import { execFileSync, spawn } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { RunningServer } from "../../scripts/lib/server-process";
import { deskIds } from "../../data/domain/desk";
import { enquiryIds } from "../../data/domain/enquiry";
import { ContentRepository } from "../../server/content/repository";
import { closeDatabase, openDatabase } from "../../server/db";
import { enquiryLoad, startLoadServer } from "./enquiry-load";
import { contactEnquiry, storedEnquiries, writeMinimalSite } from "./enquiries-service";
import {
  bookingOf,
  sendIpn,
  settleOnStandIn,
  startPayment,
  storeProposal,
} from "../../scripts/lib/payment-calls";

let root: string;
let distDir: string;
let backupDir: string;
const servers: RunningServer[] = [];

const start = async (dataDir: string) => {
  const server = await startLoadServer(dataDir, distDir);
  servers.push(server);
  return server;
};

/** Runs `npm run <script> [args]` with the given data and backup directories. */
function npmRun(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn("npm", ["run", "--silent", script, "--", ...args], {
      env: { ...process.env, BACKUP_DIR: backupDir, BACKUP_KEEP: "2", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => resolve({ code, output }));
  });
}

async function storedIds(server: RunningServer): Promise<string[]> {
  const key = readFileSync(path.join(server.dataDir, "api-key"), "utf8").trim();
  const databases = new ServerDatabases(
    new ServerClient().setEndpoint(`${server.url}/v1`).setProject(enquiryIds.projectId).setKey(key),
  );
  return (await storedEnquiries({ databases })).map((row) => row.$id);
}

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "safari-backup-"));
  distDir = path.join(root, "dist");
  backupDir = path.join(root, "backups");
  writeMinimalSite(distDir);
});

afterAll(() => {
  for (const server of servers) server.process.kill("SIGKILL");
  rmSync(root, { recursive: true, force: true });
});

it("backs up while enquiries keep coming, and restores every enquiry acknowledged before the backup began, with the outbox", async () => {
  const dataDir = path.join(root, "live");
  const email = "From: website@example.com\r\nSubject: New enquiry\r\n\r\nHello\r\n";
  mkdirSync(path.join(dataDir, "outbox"), { recursive: true });
  writeFileSync(path.join(dataDir, "outbox", "enquiry-1.eml"), email);
  const server = await start(dataDir);
  const apiKey = readFileSync(path.join(dataDir, "api-key"), "utf8");

  const load = enquiryLoad(`${server.url}/v1`, { concurrency: 16, prefix: "backup" });
  await load.reach(150);
  const acknowledgedBeforeBackup = load.acknowledged.map((ack) => ack.id);
  const backup = await npmRun("backup", [], { DATA_DIR: dataDir });
  const acknowledgedDuringBackup = load.acknowledged.length - acknowledgedBeforeBackup.length;
  await load.stop();
  expect(backup.code, backup.output).toBe(0);
  expect(acknowledgedDuringBackup).toBeGreaterThan(0);
  const [backupFile] = readdirSync(backupDir).map((name) => path.join(backupDir, name));
  expect(backupFile).toBeDefined();

  const refused = await npmRun("restore", [backupFile!], { DATA_DIR: dataDir });
  expect(refused.code).not.toBe(0);
  expect(refused.output).toMatch(/The server is running \(process \d+\).*Stop it first/);
  await server.stop();

  const restoredDir = path.join(root, "restored");
  const restore = await npmRun("restore", [backupFile!], { DATA_DIR: restoredDir });
  expect(restore.code, restore.output).toBe(0);
  expect(readFileSync(path.join(restoredDir, "outbox", "enquiry-1.eml"), "utf8")).toBe(email);
  expect(readFileSync(path.join(restoredDir, "api-key"), "utf8")).toBe(apiKey);

  const restored = await start(restoredDir);
  const ids = await storedIds(restored);
  expect(new Set(ids).size).toBe(ids.length);
  for (const id of acknowledgedBeforeBackup) expect(ids).toContain(id);
  await restored.stop();
});

it("keeps the newest BACKUP_KEEP backups, and puts one back over a data directory, keeping what it replaced", async () => {
  const dataDir = path.join(root, "rotation");
  const server = await start(dataDir);
  const load = enquiryLoad(`${server.url}/v1`, { concurrency: 4, prefix: "first" });
  await load.reach(10);
  await load.stop();
  const firstIds = load.acknowledged.map((ack) => ack.id);
  await server.stop();

  rmSync(backupDir, { recursive: true, force: true });
  for (let run = 0; run < 3; run += 1) {
    expect((await npmRun("backup", [], { DATA_DIR: dataDir })).code).toBe(0);
  }
  const kept = readdirSync(backupDir).sort();
  expect(kept).toHaveLength(2);

  const later = await start(dataDir);
  const more = enquiryLoad(`${later.url}/v1`, { concurrency: 4, prefix: "later" });
  await more.reach(5);
  await more.stop();
  await later.stop();

  const restore = await npmRun("restore", [path.join(backupDir, kept[1]!)], { DATA_DIR: dataDir });
  expect(restore.code, restore.output).toBe(0);
  expect(readdirSync(dataDir).some((name) => name.includes(".before-restore-"))).toBe(true);
  const restored = await start(dataDir);
  expect((await storedIds(restored)).sort()).toEqual(firstIds.sort());
  await restored.stop();
});

it("carries the desk: operators, their team and sessions, enquiry statuses, history and proposals", async () => {
  const dataDir = path.join(root, "desk");
  const operator = { email: "asha@example.com", password: "kilimanjaro-at-dawn-42" };
  const added = await npmRun("operator", ["add", operator.email], {
    DATA_DIR: dataDir,
    OPERATOR_PASSWORD: operator.password,
  });
  expect(added.code, added.output).toBe(0);
  const server = await start(dataDir);
  const endpoint = `${server.url}/v1`;
  const key = readFileSync(path.join(dataDir, "api-key"), "utf8").trim();
  // A server-side client signs in with the API key and hands the session to the web SDK.
  const { secret } = await new ServerAccount(
    new ServerClient().setEndpoint(endpoint).setProject(enquiryIds.projectId).setKey(key),
  ).createEmailPasswordSession(operator);
  const desk = (at: string) =>
    new Databases(new Client().setEndpoint(at).setProject(enquiryIds.projectId).setSession(secret));
  // The desk's records as the server's functions write them, with the key.
  const withKey = new ServerDatabases(
    new ServerClient().setEndpoint(endpoint).setProject(enquiryIds.projectId).setKey(key),
  );
  const { databaseId, messagesCollectionId } = enquiryIds;
  const enquiry = await new Databases(
    new Client().setEndpoint(endpoint).setProject(enquiryIds.projectId),
  ).createDocument({
    databaseId,
    collectionId: messagesCollectionId,
    documentId: ID.unique(),
    data: contactEnquiry(),
  });
  await withKey.updateDocument({
    databaseId,
    collectionId: messagesCollectionId,
    documentId: enquiry.$id,
    data: { status: "proposal_sent", notes: "Sent the 7-day proposal." },
  });
  const history = await withKey.createDocument({
    databaseId,
    collectionId: deskIds.historyCollectionId,
    documentId: ID.unique(),
    data: {
      enquiryId: enquiry.$id,
      at: new Date().toISOString(),
      actor: operator.email,
      action: "status",
      from: "new",
      to: "proposal_sent",
    },
  });
  const proposal = await withKey.createDocument({
    databaseId,
    collectionId: deskIds.proposalsCollectionId,
    documentId: ID.unique(),
    data: {
      enquiryId: enquiry.$id,
      locale: "en",
      tourSlug: "serengeti-migration",
      startDate: "2027-08-01T00:00:00.000Z",
      travellers: 2,
      days: "[]",
      pricePerPerson: 4200,
      priceTotal: 8400,
      currency: "USD",
      createdBy: operator.email,
    },
  });
  await server.stop();

  const backup = await npmRun("backup", [], { DATA_DIR: dataDir });
  expect(backup.code, backup.output).toBe(0);
  const newest = readdirSync(backupDir).sort().at(-1) as string;
  const restoredDir = path.join(root, "desk-restored");
  const restore = await npmRun("restore", [path.join(backupDir, newest)], {
    DATA_DIR: restoredDir,
  });
  expect(restore.code, restore.output).toBe(0);

  const restored = await start(restoredDir);
  const at = `${restored.url}/v1`;
  // The operator's session, their membership of the team and every desk record came back.
  const stored = await desk(at).getDocument({
    databaseId,
    collectionId: messagesCollectionId,
    documentId: enquiry.$id,
  });
  expect(stored).toMatchObject({ status: "proposal_sent", notes: "Sent the 7-day proposal." });
  const histories = await desk(at).listDocuments({
    databaseId,
    collectionId: deskIds.historyCollectionId,
    queries: [Query.equal("enquiryId", enquiry.$id)],
  });
  expect(histories.documents.map((document) => document.$id)).toEqual([history.$id]);
  const proposals = await desk(at).listDocuments({
    databaseId,
    collectionId: deskIds.proposalsCollectionId,
  });
  expect(proposals.documents.map((document) => [document.$id, document.travellers])).toEqual([
    [proposal.$id, 2],
  ]);
  const fresh = await new Account(
    new Client().setEndpoint(at).setProject(enquiryIds.projectId),
  ).createEmailPasswordSession(operator);
  expect(fresh.providerUid).toBe(operator.email);
  const listed = await npmRun("operator", ["list"], { DATA_DIR: restoredDir });
  expect(listed.output).toContain(`${operator.email}\t-\toperators`);
  await restored.stop();
});

it("carries the editor's content repository, and puts the checkout's content back as its last commit", async () => {
  const dataDir = path.join(root, "editor-live");
  const checkout = path.join(root, "checkout");
  const tour = path.join(checkout, "content", "tours", "luxury-7-days.yaml");
  const release = readFileSync(path.join("content", "tours", "luxury-7-days.yaml"), "utf8");
  cpSync(path.join("content", "tours"), path.join(checkout, "content", "tours"), {
    recursive: true,
  });
  closeDatabase(openDatabase(dataDir));
  const repository = new ContentRepository(path.join(dataDir, "content.git"), checkout);
  await repository.open();
  const edited = release.replace(/solo: \$\d+/, "solo: $9999");
  expect(edited).not.toBe(release);
  writeFileSync(tour, edited);
  const operator = { name: "Asha Mwangi", email: "asha@example.com" };
  await repository.commit(operator, "tours/luxury-7-days: en.costs.solo", ["en.costs.solo"]);
  const editorBackups = path.join(root, "editor-backups");
  const backup = await npmRun("backup", [], { DATA_DIR: dataDir, BACKUP_DIR: editorBackups });
  expect(backup.code, backup.output).toBe(0);
  const [file] = readdirSync(editorBackups).map((name) => path.join(editorBackups, name));

  // The machine is lost: a new data directory, and the release's content checked out afresh.
  writeFileSync(tour, release);
  const restoredDir = path.join(root, "editor-restored");
  const restoreInto = () =>
    npmRun("restore", [file!], {
      DATA_DIR: restoredDir,
      BACKUP_DIR: editorBackups,
      CONTENT_EDITOR_ROOT: checkout,
    });
  const restored = await restoreInto();
  expect(restored.code, restored.output).toBe(0);
  expect(readFileSync(tour, "utf8")).toBe(edited);
  const gitDir = path.join(restoredDir, "content.git");
  const log = execFileSync("git", [`--git-dir=${gitDir}`, "log", "--format=%an: %s"], {
    encoding: "utf8",
  });
  expect(log.trim().split("\n")).toEqual([
    "Asha Mwangi: tours/luxury-7-days: en.costs.solo",
    "Release: The release's content",
  ]);
  // Again over the restored repository, whose objects git keeps read-only.
  const again = await restoreInto();
  expect(again.code, again.output).toBe(0);
});

it("carries the payments: a deposit paid before the backup is paid after the restore", async () => {
  const dataDir = path.join(root, "payments");
  const server = await start(dataDir);
  const key = readFileSync(path.join(dataDir, "api-key"), "utf8").trim();
  const databases = new ServerDatabases(
    new ServerClient().setEndpoint(`${server.url}/v1`).setProject(enquiryIds.projectId).setKey(key),
  );
  const proposal = await storeProposal({ databases });
  await settleOnStandIn((await startPayment(server.url, proposal)).redirectUrl, "pay");
  const pending = await startPayment(server.url, proposal);
  const before = await bookingOf(server.url, proposal);
  expect(before.money.stage).toBe("deposit_paid");
  await server.stop();

  const backup = await npmRun("backup", [], { DATA_DIR: dataDir });
  expect(backup.code, backup.output).toBe(0);
  const newest = readdirSync(backupDir).sort().at(-1) as string;
  const restoredDir = path.join(root, "payments-restored");
  const restore = await npmRun("restore", [path.join(backupDir, newest)], {
    DATA_DIR: restoredDir,
  });
  expect(restore.code, restore.output).toBe(0);

  const restored = await start(restoredDir);
  expect(await bookingOf(restored.url, proposal)).toEqual(before);
  // The balance's order, made before the backup, is still the stand-in's to pay, and its IPN is
  // believed on the stand-in's word.
  const trackingId = new URL(pending.redirectUrl).searchParams.get("OrderTrackingId") ?? "";
  const paid = await fetch(`${restored.url}/pesapal/v3/pay`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ OrderTrackingId: trackingId, outcome: "pay", method: "card" }),
    redirect: "manual",
  });
  expect(paid.status).toBe(303);
  const ipn = await sendIpn(restored.url, { trackingId, reference: pending.reference });
  expect(ipn.status).toBe(200);
  expect((await bookingOf(restored.url, proposal)).money.stage).toBe("paid_in_full");
  await restored.stop();
});
