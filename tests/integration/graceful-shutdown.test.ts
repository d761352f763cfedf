import { Client as ServerClient, Databases as ServerDatabases } from "node-appwrite";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import type { RunningServer } from "../../scripts/lib/server-process";
import { enquiryIds } from "../../data/domain/enquiry";
import { enquiryLoad, startLoadServer } from "./enquiry-load";
import { contactEnquiry, storedEnquiries, writeMinimalSite } from "./enquiries-service";

let root: string;
let dataDir: string;
let distDir: string;
const servers: RunningServer[] = [];

const start = async () => {
  const server = await startLoadServer(dataDir, distDir);
  servers.push(server);
  return server;
};

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "safari-shutdown-"));
  dataDir = path.join(root, "data");
  distDir = path.join(root, "dist");
  writeMinimalSite(distDir);
});

afterAll(async () => {
  for (const server of servers) server.process.kill("SIGKILL");
  rmSync(root, { recursive: true, force: true });
});

/**
 * A traveller on a slow connection: the request and the first half of the enquiry are sent now,
 * the rest when `finish` is called. `received` resolves once the server has taken the request
 * (it asks the server to continue, as a client with a large body does), `status` to the
 * answer's status.
 */
function slowEnquiry(base: string, id: string) {
  const body = JSON.stringify({
    documentId: id,
    data: contactEnquiry({ name: `Traveller ${id}`, message: `Enquiry ${id}` }),
  });
  const half = Math.floor(body.length / 2);
  let answered: (status: number) => void = () => {};
  const status = new Promise<number>((resolve) => (answered = resolve));
  const outgoing = request(
    `${base}/v1/databases/${enquiryIds.databaseId}/collections/${enquiryIds.messagesCollectionId}/documents`,
    {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "Content-Length": String(Buffer.byteLength(body)),
        "X-Appwrite-Project": enquiryIds.projectId,
        Expect: "100-continue",
      },
    },
    (response) => {
      response.resume();
      answered(response.statusCode ?? 0);
    },
  );
  outgoing.on("error", () => answered(0));
  const received = new Promise<void>((resolve) =>
    outgoing.once("continue", () => {
      outgoing.write(body.slice(0, half));
      resolve();
    }),
  );
  outgoing.flushHeaders();
  return { id, status, received, finish: () => outgoing.end(body.slice(half)) };
}

it("on SIGTERM under load, answers the enquiries in flight, stores each acknowledged one exactly once and exits by itself", async () => {
  const server = await start();
  const slow = Array.from({ length: 4 }, (_, index) => slowEnquiry(server.url, `slow-${index}`));
  await Promise.all(slow.map((traveller) => traveller.received));
  const load = enquiryLoad(`${server.url}/v1`, { concurrency: 32, prefix: "drain" });
  await load.reach(200);

  server.process.kill("SIGTERM");
  // The rest of their bodies follows once the server has taken the signal: a busy server may
  // take it only after the requests queued before it.
  await vi.waitFor(() => expect(server.output()).toContain("Received SIGTERM"), {
    timeout: 120_000,
    interval: 20,
  });
  for (const traveller of slow) traveller.finish();
  // Enquiries half-received at the signal are read to the end, stored and answered.
  expect(await Promise.all(slow.map((traveller) => traveller.status))).toEqual([
    201, 201, 201, 201,
  ]);
  await server.exited;
  await load.finished;

  expect(server.process.exitCode).toBe(0);
  const inFlight = Number(/with (\d+) requests in flight/.exec(server.output())?.[1]);
  const answered = Number(/after answering (\d+) more requests/.exec(server.output())?.[1]);
  expect(inFlight).toBeGreaterThanOrEqual(slow.length);
  expect(answered).toBeGreaterThanOrEqual(slow.length);
  console.log(
    `SIGTERM drain: ${inFlight} requests in flight at the signal, ${answered} answered after it, ` +
      `${load.acknowledged.length + slow.length} enquiries acknowledged, ` +
      `${load.refused.length} refused.`,
  );

  const restarted = await start();
  const key = readFileSync(path.join(dataDir, "api-key"), "utf8").trim();
  const admin = {
    databases: new ServerDatabases(
      new ServerClient()
        .setEndpoint(`${restarted.url}/v1`)
        .setProject(enquiryIds.projectId)
        .setKey(key),
    ),
  };
  const storedIds = (await storedEnquiries(admin)).map((row) => row.$id).sort();
  const acknowledgedIds = [...load.acknowledged.map((ack) => ack.id), ...slow.map((t) => t.id)];
  expect(storedIds).toEqual(acknowledgedIds.sort());
  await restarted.stop();
});
