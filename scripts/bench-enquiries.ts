/**
 * `npm run bench:enquiries`: how many enquiries per second the enquiry service stores, and how
 * fast it answers. autocannon posts createDocument calls (the browser SDK's request, a unique
 * document id each) for BENCH_DURATION seconds (10) over BENCH_CONNECTIONS connections (32),
 * then the stored count is checked against the acknowledged (2xx) count: every acknowledged
 * enquiry must be stored. Starts its own server on a throwaway data directory unless BENCH_URL
 * points at a running one (give that one a high RATE_LIMIT_CREATES_PER_MINUTE, and
 * APPWRITE_API_KEY or DATA_DIR so the count can be read). Writes bench-results/enquiries.json.
 */
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { Client, Databases, Query } from "node-appwrite";
import { enquiryIds } from "../data/domain/enquiry";
import { resolveApiKey } from "../server/config";
import { siteDir } from "./lib/server-process";

const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const { projectId, databaseId, messagesCollectionId: collectionId } = enquiryIds;

async function storedCount(databases: Databases): Promise<number> {
  const page = await databases.listDocuments({
    databaseId,
    collectionId,
    queries: [Query.limit(1)],
  });
  return page.total;
}

/**
 * `server/main.ts` as one child process (no npx or tsx wrapper in between, so stopping it stops
 * the server) on a free port and a throwaway data directory, with no rate limit to speak of.
 */
async function startOwnServer() {
  const root = mkdtempSync(path.join(tmpdir(), "safari-bench-enquiries-"));
  const dataDir = path.join(root, "data");
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DIST_DIR: siteDir(root),
      HOST: "127.0.0.1",
      PORT: "0",
      RATE_LIMIT_CREATES_PER_MINUTE: "1000000",
      APPWRITE_API_KEY: "",
      SMTP_HOST: "",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const url = await new Promise<string>((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    void exited.then(() => reject(new Error(`The server exited before listening:\n${output}`)));
  });
  const stop = async () => {
    child.kill("SIGTERM");
    await exited;
    rmSync(root, { recursive: true, force: true });
  };
  return { url, dataDir, stop };
}

async function main() {
  const server = process.env.BENCH_URL ? null : await startOwnServer();
  try {
    const base = (server?.url ?? process.env.BENCH_URL!).replace(/\/+$/, "");
    const apiKey = resolveApiKey(
      server ? {} : process.env,
      server?.dataDir ?? path.resolve(process.env.DATA_DIR || ".data"),
    );
    const databases = new Databases(
      new Client().setEndpoint(`${base}/v1`).setProject(projectId).setKey(apiKey),
    );
    const before = await storedCount(databases);
    const loadBefore = loadavg()[0] ?? 0;

    const runId = Date.now().toString(36);
    let sequence = 0;
    const result = await autocannon({
      url: `${base}/v1/databases/${databaseId}/collections/${collectionId}/documents`,
      method: "POST",
      connections,
      duration: durationSeconds,
      headers: {
        "content-type": "application/json",
        "x-appwrite-project": projectId,
        "x-appwrite-response-format": "2.0.0",
        "x-sdk-name": "Web",
      },
      requests: [
        {
          setupRequest: (request) => {
            sequence += 1;
            return {
              ...request,
              body: JSON.stringify({
                documentId: `bench-${runId}-${sequence}`,
                data: {
                  formType: "contact",
                  name: `Bench traveller ${sequence}`,
                  email: `bench${sequence}@example.com`,
                  phone: "+254 700 000 000",
                  safariInterest: "photography",
                  groupSize: "3-4",
                  budget: "3000-5000",
                  preferredDates: "August",
                  message: "Benchmark enquiry: two weeks in the Mara and Amboseli, please.",
                  submittedAt: new Date().toISOString(),
                },
              }),
            };
          },
        },
      ],
    });

    const stored = (await storedCount(databases)) - before;
    const acknowledged = result["2xx"];
    const figures = {
      date: new Date().toISOString(),
      target: server ? "embedded service (own server, throwaway data directory)" : base,
      node: process.version,
      cpus: cpus().length,
      loadAverageBefore: Math.round(loadBefore * 10) / 10,
      connections,
      durationSeconds: result.duration,
      requestsSent: result.requests.sent,
      createsPerSecond: Math.round(acknowledged / result.duration),
      latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
      acknowledged,
      stored,
      status: { "2xx": result["2xx"], "4xx": result["4xx"], "5xx": result["5xx"] },
      errors: result.errors,
      timeouts: result.timeouts,
      everyAcknowledgedStored: stored >= acknowledged,
    };

    mkdirSync("bench-results", { recursive: true });
    writeFileSync("bench-results/enquiries.json", `${JSON.stringify(figures, null, 2)}\n`);
    console.log(
      [
        `Enquiry creates, ${connections} connections, ${result.duration} s against ${figures.target}`,
        `  (${figures.cpus} CPUs, load average ${figures.loadAverageBefore} at the start)`,
        `  creates per second  ${figures.createsPerSecond}`,
        `  latency p50         ${figures.latencyMs.p50} ms`,
        `  latency p99         ${figures.latencyMs.p99} ms`,
        `  acknowledged (2xx)  ${acknowledged}`,
        `  stored              ${stored}${stored > acknowledged ? ` (${stored - acknowledged} stored while their answer was cut off at the end)` : ""}`,
        `  4xx / 5xx / errors  ${result["4xx"]} / ${result["5xx"]} / ${result.errors}`,
        "Wrote bench-results/enquiries.json",
      ].join("\n"),
    );
    if (result["4xx"] > 0 && result.statusCodeStats?.["429"]) {
      console.warn(
        "Some creates were rate limited (429): raise RATE_LIMIT_CREATES_PER_MINUTE on the target.",
      );
    }
    if (!figures.everyAcknowledgedStored) {
      console.error(`${acknowledged - stored} acknowledged enquiries are missing.`);
      process.exitCode = 1;
    }
  } finally {
    await server?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
