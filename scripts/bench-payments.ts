import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client, Databases, Query } from "node-appwrite";
import { deskIds } from "../data/domain/desk";
import { enquiryIds } from "../data/domain/enquiry";
import { openFile, databaseFileName } from "../server/db";
import {
  sendIpn,
  settleOnStandIn,
  startPayment,
  storeProposal,
  type StartedPayment,
} from "./lib/payment-calls";
import { siteDir, startServer } from "./lib/server-process";

/**
 * `npm run bench:payments`: 1,000 Pesapal IPNs against the server and its stand-in, on a
 * throwaway data directory. PAYMENTS deposits are started and paid on the stand-in's page (which
 * sends each its IPN), then IPNS notifications go out CONCURRENCY at a time in a shuffled order:
 * each paid payment's IPN again and again, the IPNs of payments left unpaid, and IPNs for orders
 * the server never made. Each is confirmed with GetTransactionStatus before anything is applied.
 * Prints the IPNs' p50, p95 and p99 and checks that nothing was applied twice: one completed
 * status, one receipt and one "booked" history entry per paid payment, nothing for the rest.
 * Writes bench-results/payments.json.
 */
const paymentCount = Number(process.env.PAYMENTS ?? 100);
const ipnCount = Number(process.env.IPNS ?? 1_000);
const concurrency = Number(process.env.CONCURRENCY ?? 16);

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return Math.round((sorted[index] ?? Number.NaN) * 10) / 10;
}

const trackingIdOf = (payment: StartedPayment) =>
  new URL(payment.redirectUrl).searchParams.get("OrderTrackingId") ?? "";

async function inParallel<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

const root = mkdtempSync(path.join(tmpdir(), "bench-payments-"));
const dataDir = path.join(root, "data");
const server = await startServer({
  DATA_DIR: dataDir,
  DIST_DIR: siteDir(root),
  RATE_LIMIT_CREATES_PER_MINUTE: "100000",
  RATE_LIMIT_PAYMENT_ORDERS_PER_MINUTE: "100000",
  RATE_LIMIT_PAYMENT_NOTICES_PER_MINUTE: "100000",
});
try {
  const key = readFileSync(path.join(dataDir, "api-key"), "utf8").trim();
  const databases = new Databases(
    new Client().setEndpoint(`${server.url}/v1`).setProject(enquiryIds.projectId).setKey(key),
  );
  const paid: StartedPayment[] = [];
  const unpaid: StartedPayment[] = [];
  const proposals: string[] = [];
  await inParallel(
    Array.from({ length: paymentCount }, (_, index) => index),
    async (index) => {
      const proposal = await storeProposal({ databases });
      proposals.push(proposal);
      const payment = await startPayment(server.url, proposal);
      if (index % 4 === 3) unpaid.push(payment);
      else {
        await settleOnStandIn(payment.redirectUrl, "pay", index % 2 === 0 ? "card" : "mpesa");
        paid.push(payment);
      }
    },
  );
  const notices = Array.from({ length: ipnCount }, (_, index) => {
    if (index % 10 === 9)
      return { trackingId: crypto.randomUUID(), reference: `pay-${"0".repeat(24)}` };
    const payment = index % 10 >= 7 ? unpaid[index % unpaid.length] : paid[index % paid.length];
    return { trackingId: trackingIdOf(payment!), reference: payment!.reference };
  });
  for (let index = notices.length - 1; index > 0; index--) {
    const other = Math.floor(Math.random() * (index + 1));
    [notices[index], notices[other]] = [notices[other]!, notices[index]!];
  }
  const timings: number[] = [];
  const statuses: Record<number, number> = {};
  const started = performance.now();
  await inParallel(notices, async (notice) => {
    const sent = performance.now();
    const { status } = await sendIpn(server.url, notice);
    timings.push(performance.now() - sent);
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
  const seconds = (performance.now() - started) / 1000;

  const db = openFile(path.join(dataDir, databaseFileName), { readOnly: true });
  const byStatus = Object.fromEntries(
    (
      db.prepare("SELECT status, COUNT(*) AS n FROM payments GROUP BY status").all() as Array<{
        status: string;
        n: number;
      }>
    ).map((row) => [row.status, row.n]),
  );
  db.close();
  const outbox = path.join(dataDir, "outbox");
  let receipts: string[] = [];
  let history = 0;
  // Receipts and the enquiries' status follow each payment without holding its IPN's answer.
  for (let attempt = 0; attempt < 600; attempt++) {
    receipts = readdirSync(outbox).filter((file) => file.startsWith("receipt-"));
    history = (
      await databases.listDocuments({
        databaseId: enquiryIds.databaseId,
        collectionId: deskIds.historyCollectionId,
        queries: [Query.equal("action", "status"), Query.equal("to", "booked"), Query.limit(1)],
      })
    ).total;
    if (receipts.length >= paid.length && history >= paid.length) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const problems = [
    byStatus.completed !== paid.length &&
      `${byStatus.completed ?? 0} payments completed, not ${paid.length}`,
    byStatus.pending !== unpaid.length &&
      `${byStatus.pending ?? 0} payments pending, not ${unpaid.length}`,
    receipts.length !== paid.length && `${receipts.length} receipts, not ${paid.length}`,
    history !== paid.length && `${history} "booked" history entries, not ${paid.length}`,
  ].filter(Boolean);
  const result = {
    payments: { paid: paid.length, unpaid: unpaid.length, proposals: proposals.length },
    ipns: ipnCount,
    concurrency,
    seconds: Math.round(seconds * 10) / 10,
    perSecond: Math.round(ipnCount / seconds),
    ms: {
      p50: percentile(timings, 0.5),
      p95: percentile(timings, 0.95),
      p99: percentile(timings, 0.99),
      max: percentile(timings, 1),
    },
    answers: statuses,
    stored: byStatus,
    receipts: receipts.length,
    bookedEntries: history,
    appliedTwice: problems,
  };
  console.log(
    `${ipnCount} IPNs (${concurrency} at a time) for ${paid.length} paid and ${unpaid.length} unpaid payments, and orders never made: ` +
      `p50 ${result.ms.p50} ms, p95 ${result.ms.p95} ms, p99 ${result.ms.p99} ms, max ${result.ms.max} ms; ${result.perSecond}/s; answers ${JSON.stringify(statuses)}`,
  );
  console.log(
    problems.length === 0
      ? `Nothing applied twice: ${byStatus.completed} completed, ${byStatus.pending} pending, ${receipts.length} receipts, ${history} "booked" entries.`
      : `Applied twice or lost: ${problems.join("; ")}`,
  );
  mkdirSync("bench-results", { recursive: true });
  writeFileSync("bench-results/payments.json", `${JSON.stringify(result, null, 2)}\n`);
  if (problems.length > 0) process.exitCode = 1;
} finally {
  await server.stop();
  rmSync(root, { recursive: true, force: true });
}
