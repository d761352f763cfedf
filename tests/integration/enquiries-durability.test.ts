import { AppwriteException, Client, Databases } from "appwrite";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Client as ServerClient, Databases as ServerDatabases } from "node-appwrite";
import { afterAll, beforeAll, expect, it } from "vitest";
import { enquiryIds } from "../../data/domain/enquiry";
import { contactEnquiry, storedEnquiries, writeMinimalSite } from "./enquiries-service";

const { projectId, databaseId, messagesCollectionId: collectionId } = enquiryIds;
const repositoryRoot = fileURLToPath(new URL("../..", import.meta.url));

const TOTAL = 400;
const CONCURRENCY = 32;
const KILL_AFTER_ACKNOWLEDGED = 120;

let root: string;
let dataDir: string;
let distDir: string;
let running: ChildProcess | null = null;

/** `npm start`'s server as its own process (one process, so SIGKILL really kills it). */
async function startServer(): Promise<{
  child: ChildProcess;
  endpoint: string;
  exited: Promise<unknown>;
}> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      HOST: "127.0.0.1",
      PORT: "0",
      RATE_LIMIT_CREATES_PER_MINUTE: "1000000",
      APPWRITE_API_KEY: "",
      SMTP_HOST: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running = child;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const endpoint = await new Promise<string>((resolve, reject) => {
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) resolve(`${match[1]}/v1`);
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code) =>
      reject(new Error(`The server exited (${code}) before listening:\n${output}`)),
    );
  });
  return { child, endpoint, exited };
}

function admin(endpoint: string) {
  const key = readFileSync(path.join(dataDir, "api-key"), "utf8").trim();
  const client = new ServerClient().setEndpoint(endpoint).setProject(projectId).setKey(key);
  return { databases: new ServerDatabases(client) };
}

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "safari-durability-"));
  dataDir = path.join(root, "data");
  distDir = path.join(root, "dist");
  writeMinimalSite(distDir);
});

afterAll(() => {
  running?.kill("SIGKILL");
  rmSync(root, { recursive: true, force: true });
});

it("keeps every acknowledged enquiry through a SIGKILL, and stores each retried one exactly once", async () => {
  const enquiries = Array.from({ length: TOTAL }, (_, index) => ({
    id: `durable-${String(index).padStart(4, "0")}`,
    data: contactEnquiry({ name: `Traveller ${index}`, message: `Enquiry number ${index} ✓` }),
  }));

  const first = await startServer();
  const databases = new Databases(new Client().setEndpoint(first.endpoint).setProject(projectId));
  const acknowledged = new Set<string>();
  const unacknowledged = new Set<string>();
  let next = 0;
  let killed = false;

  const worker = async () => {
    while (next < enquiries.length) {
      const enquiry = enquiries[next++]!;
      if (killed) {
        unacknowledged.add(enquiry.id);
        continue;
      }
      try {
        await databases.createDocument({
          databaseId,
          collectionId,
          documentId: enquiry.id,
          data: enquiry.data,
        });
        acknowledged.add(enquiry.id);
        if (acknowledged.size === KILL_AFTER_ACKNOWLEDGED) {
          killed = true;
          first.child.kill("SIGKILL");
        }
      } catch (error) {
        if (error instanceof AppwriteException) throw error;
        unacknowledged.add(enquiry.id);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await first.exited;

  expect(killed).toBe(true);
  expect(acknowledged.size + unacknowledged.size).toBe(TOTAL);
  expect(unacknowledged.size).toBeGreaterThan(0);

  const second = await startServer();
  const afterCrash = await storedEnquiries(admin(second.endpoint));
  const storedIds = afterCrash.map((row) => row.$id);
  expect(new Set(storedIds).size).toBe(storedIds.length);
  for (const id of acknowledged) expect(storedIds).toContain(id);
  for (const row of afterCrash) {
    const sent = enquiries.find((enquiry) => enquiry.id === row.$id)!;
    expect(row).toMatchObject({
      name: sent.data.name,
      message: sent.data.message,
      email: sent.data.email,
    });
  }

  const retryClient = new Databases(
    new Client().setEndpoint(second.endpoint).setProject(projectId),
  );
  const outcomes = { created: 0, alreadyStored: 0 };
  for (const id of unacknowledged) {
    const enquiry = enquiries.find((candidate) => candidate.id === id)!;
    try {
      await retryClient.createDocument({
        databaseId,
        collectionId,
        documentId: id,
        data: enquiry.data,
      });
      outcomes.created += 1;
    } catch (error) {
      expect(error).toBeInstanceOf(AppwriteException);
      expect((error as AppwriteException).type).toBe("document_already_exists");
      outcomes.alreadyStored += 1;
    }
  }
  expect(outcomes.alreadyStored).toBe(afterCrash.length - acknowledged.size);

  const final = await storedEnquiries(admin(second.endpoint));
  const finalIds = final.map((row) => row.$id).sort();
  expect(finalIds).toEqual(enquiries.map((enquiry) => enquiry.id).sort());
  second.child.kill("SIGTERM");
});
