/**
 * `npm run bench:abuse`: what a hostile stranger's load does to the server. Each abuse runs for
 * BENCH_DURATION seconds (10) against a server of its own on loopback, with the default limits,
 * while /healthz is probed every 25 ms; it prints /healthz latency p50/p99, the answers by status,
 * the server's memory and the database's size before and after:
 *   - the worst search request (600 queries of 1,000 hits, every attribute highlighted),
 *   - the heaviest search request the limits allow, from 32 addresses,
 *   - the largest analytics body the limits allow, from 32 addresses,
 *   - an enquiry flood from one address, and from 32 addresses on 32 other sites' pages.
 * Then `npm run bench:enquiries` runs twice against one server: unloaded, and while the heaviest
 * search and the largest analytics bodies are sent from 32 addresses. Only loopback addresses
 * (127.0.0.0/8, so one machine plays many strangers); every loop ends by time and by count.
 * Writes bench-results/abuse.json.
 */
import { spawn } from "node:child_process";
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { Agent, request } from "node:http";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { enquiryIds } from "../data/domain/enquiry";
import { analyticsServiceConfig } from "../server/analytics/routes";
import { databaseFileName } from "../server/db";
import { searchServiceConfig } from "../server/search/config";
import { siteDir, startServer, type RunningServer } from "./lib/server-process";

const durationMs = Number(process.env.BENCH_DURATION ?? 10) * 1000;
/** No loop sends more than this many requests, whatever the server's speed. */
const maxRequests = 200_000;
const strangers = Array.from({ length: 32 }, (_, index) => `127.0.1.${index + 1}`);
const search = searchServiceConfig({});
const { projectKey } = analyticsServiceConfig({});
const documentsPath = `/v1/databases/${enquiryIds.databaseId}/collections/${enquiryIds.messagesCollectionId}/documents`;

type Shot = { method: string; path: string; headers: Record<string, string>; body: Buffer };

const searchHeaders = {
  "content-type": "application/json",
  "x-algolia-api-key": search.searchKey,
  "x-algolia-application-id": search.appId,
};

function json(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(value));
}

const worstSearch: Shot = {
  method: "POST",
  path: "/1/indexes/*/queries",
  headers: searchHeaders,
  body: json({
    requests: Array.from({ length: 600 }, () => ({
      indexName: search.indexName,
      hitsPerPage: 1000,
      attributesToHighlight: ["*"],
    })),
  }),
};

const heaviestSearch: Shot = {
  method: "POST",
  path: "/1/indexes/*/queries",
  headers: searchHeaders,
  body: json({
    requests: Array.from({ length: 50 }, (_, index) => ({
      indexName: search.indexName,
      query: index % 2 === 0 ? "a" : "",
      hitsPerPage: 4,
      attributesToHighlight: ["*"],
      facets: ["*"],
    })),
  }),
};

/** 8 events of nearly 32 KB of properties each: just under the 256 KB body limit. */
function largestAnalytics(sequence: number): Shot {
  return {
    method: "POST",
    path: "/ingest/batch/",
    headers: { "content-type": "application/json" },
    body: json(
      Array.from({ length: 8 }, (_, index) => ({
        event: "bench_abuse",
        uuid: `abuse-${sequence}-${index}`,
        properties: { token: projectKey, distinct_id: "abuser", blob: "x".repeat(31 * 1024) },
      })),
    ),
  };
}

function enquiry(sequence: number, origin?: string): Shot {
  return {
    method: "POST",
    path: documentsPath,
    headers: {
      "content-type": "application/json",
      "x-appwrite-project": enquiryIds.projectId,
      ...(origin ? { origin } : {}),
    },
    body: json({
      documentId: `abuse-${Date.now().toString(36)}-${sequence}`,
      data: {
        formType: "contact",
        name: "Flood",
        email: "flood@example.com",
        phone: "+254 700 000 000",
        safariInterest: "photography",
        groupSize: "3-4",
        budget: "3000-5000",
        preferredDates: "August",
        message: "Sent by the abuse bench.",
        submittedAt: new Date().toISOString(),
      },
    }),
  };
}

const agents = new Map<string, Agent>();
function agentFor(localAddress: string): Agent {
  let agent = agents.get(localAddress);
  if (!agent) {
    agent = new Agent({ keepAlive: true, localAddress });
    agents.set(localAddress, agent);
  }
  return agent;
}

function send(base: string, shot: Shot, localAddress: string): Promise<number> {
  const url = new URL(shot.path, base);
  return new Promise((resolve) => {
    const outgoing = request(
      url,
      {
        method: shot.method,
        agent: agentFor(localAddress),
        headers: { ...shot.headers, "content-length": String(shot.body.length) },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", () => resolve(0));
      },
    );
    outgoing.on("error", () => resolve(0));
    outgoing.end(shot.body);
  });
}

type LoadResult = { sent: number; statuses: Record<string, number> };

/** `concurrency` loops sending `next(i)` until `stop()` says so, `durationMs` passes or `maxRequests` are sent. */
async function load(
  base: string,
  options: {
    concurrency: number;
    next: (sequence: number) => { shot: Shot; from: string };
    stop?: () => boolean;
  },
): Promise<LoadResult> {
  const deadline = Date.now() + durationMs;
  const statuses: Record<string, number> = {};
  let sent = 0;
  const loop = async () => {
    while (Date.now() < deadline && sent < maxRequests && !options.stop?.()) {
      const { shot, from } = options.next(sent++);
      const status = await send(base, shot, from);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, loop));
  return { sent, statuses };
}

/** /healthz timed every 25 ms from its own connection until `done` resolves. */
async function probeHealth(base: string, done: Promise<unknown>): Promise<number[]> {
  let finished = false;
  void done.then(() => (finished = true));
  const latencies: number[] = [];
  const deadline = Date.now() + durationMs * 3;
  while (!finished && Date.now() < deadline) {
    const started = performance.now();
    await send(
      base,
      { method: "GET", path: "/healthz", headers: {}, body: Buffer.alloc(0) },
      "127.0.0.1",
    );
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return latencies;
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    Math.round((sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0) * 10) /
    10
  );
}

function rssMegabytes(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kilobytes / 1024);
}

function databaseMegabytes(dataDir: string): number {
  const bytes = readdirSync(dataDir)
    .filter((name) => name.startsWith(databaseFileName))
    .reduce((sum, name) => sum + statSync(path.join(dataDir, name)).size, 0);
  return Math.round((bytes / 1024 / 1024) * 10) / 10;
}

type Abuse = {
  name: string;
  concurrency: number;
  next: (sequence: number) => { shot: Shot; from: string };
};

const abuses: Abuse[] = [
  {
    name: "worst search request, one address",
    concurrency: 8,
    next: () => ({ shot: worstSearch, from: "127.0.0.2" }),
  },
  {
    name: "heaviest allowed search, 32 addresses",
    concurrency: 8,
    next: (sequence) => ({ shot: heaviestSearch, from: strangers[sequence % strangers.length]! }),
  },
  {
    name: "largest analytics body, 32 addresses",
    concurrency: 8,
    next: (sequence) => ({
      shot: largestAnalytics(sequence),
      from: strangers[sequence % strangers.length]!,
    }),
  },
  {
    name: "enquiry flood, one address",
    concurrency: 16,
    next: (sequence) => ({ shot: enquiry(sequence), from: "127.0.0.3" }),
  },
  {
    name: "enquiry flood, 32 addresses on 32 other sites",
    concurrency: 16,
    next: (sequence) => ({
      shot: enquiry(sequence, `https://site-${sequence % 32}.example`),
      from: strangers[sequence % strangers.length]!,
    }),
  },
];

async function runAbuse(abuse: Abuse, root: string) {
  const server = await startServer({
    DIST_DIR: siteDir(root),
    SMTP_HOST: "",
    ANALYTICS_MAX_MB: "64",
  });
  try {
    const before = {
      rss: rssMegabytes(server.process.pid),
      database: databaseMegabytes(server.dataDir),
    };
    const running = load(server.url, { concurrency: abuse.concurrency, next: abuse.next });
    const latencies = await probeHealth(server.url, running);
    const result = await running;
    const after = {
      rss: rssMegabytes(server.process.pid),
      database: databaseMegabytes(server.dataDir),
    };
    return {
      abuse: abuse.name,
      sent: result.sent,
      statuses: result.statuses,
      healthzMs: {
        p50: percentile(latencies, 0.5),
        p99: percentile(latencies, 0.99),
        max: percentile(latencies, 1),
      },
      rssMb: { before: before.rss, after: after.rss },
      databaseMb: { before: before.database, after: after.database },
    };
  } finally {
    await server.stop();
  }
}

type EnquiryFigures = {
  createsPerSecond: number;
  latencyMs: { p50: number; p99: number };
  acknowledged: number;
  stored: number;
  everyAcknowledgedStored: boolean;
};

/** `npm run bench:enquiries` against `server`, as a child process; its figures from its JSON. */
async function benchEnquiries(server: RunningServer, apiKey: string): Promise<EnquiryFigures> {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/bench-enquiries.ts"], {
    env: {
      ...process.env,
      BENCH_URL: server.url,
      APPWRITE_API_KEY: apiKey,
      BENCH_DURATION: String(durationMs / 1000),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const code = await new Promise((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`bench:enquiries exited with ${String(code)}`);
  return JSON.parse(readFileSync("bench-results/enquiries.json", "utf8")) as EnquiryFigures;
}

async function enquiriesUnderLoad(root: string) {
  const apiKey = `standard_bench_${Date.now().toString(36)}`;
  const server = await startServer({
    DIST_DIR: siteDir(root),
    SMTP_HOST: "",
    APPWRITE_API_KEY: apiKey,
    RATE_LIMIT_CREATES_PER_MINUTE: "1000000",
    ANALYTICS_MAX_MB: "64",
  });
  try {
    const unloaded = await benchEnquiries(server, apiKey);
    let benchDone = false;
    const searchLoad = load(server.url, {
      concurrency: 4,
      next: (sequence) => ({ shot: heaviestSearch, from: strangers[sequence % strangers.length]! }),
      stop: () => benchDone,
    });
    const analyticsLoad = load(server.url, {
      concurrency: 4,
      next: (sequence) => ({
        shot: largestAnalytics(sequence),
        from: strangers[sequence % strangers.length]!,
      }),
      stop: () => benchDone,
    });
    const loaded = await benchEnquiries(server, apiKey).finally(() => (benchDone = true));
    const background = { search: await searchLoad, analytics: await analyticsLoad };
    return { unloaded, loaded, background };
  } finally {
    await server.stop();
  }
}

async function main() {
  const root = mkdtempSync(path.join(tmpdir(), "safari-bench-abuse-"));
  try {
    const loadBefore = Math.round((loadavg()[0] ?? 0) * 10) / 10;
    const results = [];
    for (const abuse of abuses) {
      console.log(`${abuse.name}: ${durationMs / 1000} s…`);
      results.push(await runAbuse(abuse, root));
    }
    console.log("bench:enquiries unloaded, then under search and analytics load…");
    const enquiries = await enquiriesUnderLoad(root);

    const figures = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: cpus().length,
      loadAverageBefore: loadBefore,
      abuses: results,
      enquiries,
    };
    mkdirSync("bench-results", { recursive: true });
    writeFileSync("bench-results/abuse.json", `${JSON.stringify(figures, null, 2)}\n`);

    const pad = (value: unknown, width: number) => String(value).padEnd(width);
    const lines = [
      `Abuse, ${durationMs / 1000} s each (${figures.cpus} CPUs, load average ${loadBefore} at the start)`,
      `${pad("abuse", 48)}${pad("sent", 8)}${pad("answers", 28)}${pad("healthz p50/p99 ms", 20)}${pad("RSS MB", 12)}database MB`,
      ...results.map(
        (result) =>
          `${pad(result.abuse, 48)}${pad(result.sent, 8)}${pad(
            Object.entries(result.statuses)
              .map(([status, count]) => `${status}×${count}`)
              .join(" "),
            28,
          )}${pad(`${result.healthzMs.p50} / ${result.healthzMs.p99}`, 20)}${pad(`${result.rssMb.before}→${result.rssMb.after}`, 12)}${result.databaseMb.before}→${result.databaseMb.after}`,
      ),
      "",
      "Enquiry creates (bench:enquiries), unloaded and under search + analytics load",
      `${pad("", 12)}${pad("creates/s", 12)}${pad("p50 ms", 9)}${pad("p99 ms", 9)}${pad("acknowledged", 14)}stored`,
      ...(["unloaded", "loaded"] as const).map((key) => {
        const run = enquiries[key];
        return `${pad(key, 12)}${pad(run.createsPerSecond, 12)}${pad(run.latencyMs.p50, 9)}${pad(run.latencyMs.p99, 9)}${pad(run.acknowledged, 14)}${run.stored}`;
      }),
      `under load: ${Math.round((enquiries.loaded.createsPerSecond / Math.max(1, enquiries.unloaded.createsPerSecond)) * 100)}% of the unloaded rate; background load sent ${enquiries.background.search.sent} searches and ${enquiries.background.analytics.sent} analytics bodies`,
      "Wrote bench-results/abuse.json",
    ];
    console.log(lines.join("\n"));
    if (!enquiries.unloaded.everyAcknowledgedStored || !enquiries.loaded.everyAcknowledgedStored) {
      console.error("Acknowledged enquiries are missing.");
      process.exitCode = 1;
    }
  } finally {
    for (const agent of agents.values()) agent.destroy();
    rmSync(root, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
