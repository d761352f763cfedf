/**
 * The desk's side of a booking through the whole server: the payments of an enquiry and the
 * balance request answer the operators' team alone, the balance request e-mails the traveller in
 * the proposal's language and is recorded once an hour at most, the inbox's "balance due" list,
 * the proposal's openings, which a signed-in operator's reading does not count, and the inbox's
 * time to first reply, read from the history with an operator's session.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ID, Query } from "node-appwrite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deskIds } from "../../data/domain/desk";
import { enquiryIds } from "../../data/domain/enquiry";
import { settleOnStandIn, startPayment, storeProposal } from "../../scripts/lib/payment-calls";
import { timeToFirstReply } from "../../data/domain/desk-reply-times";
import { firstRepliesOf, recentReplyMedian } from "../../desk/services/reply-times";
import { addUser, sessionCookieName, signIn, type SignedIn } from "./desk-session";
import { parseMail } from "./enquiries-mail";
import { contactEnquiry, startService, type RunningService } from "./enquiries-service";

let service: RunningService;
let origin: string;
let operator: SignedIn;
let outsider: SignedIn;

const operatorLogin = { email: "asha@example.com", password: "operator-password-1" };
const outsiderLogin = { email: "visitor@example.com", password: "visitor-password-1" };

beforeAll(async () => {
  service = await startService({
    RATE_LIMIT_PAYMENT_ORDERS_PER_MINUTE: "1000",
    RATE_LIMIT_SIGN_INS_PER_HOUR: "1000",
  });
  origin = new URL(service.endpoint).origin;
  await addUser(service.dataDir, { ...operatorLogin, name: "Asha", teams: ["operators"] });
  await addUser(service.dataDir, { ...outsiderLogin, name: "Visitor", teams: [] });
  operator = await signIn(service.endpoint, operatorLogin);
  outsider = await signIn(service.endpoint, outsiderLogin);
});

afterAll(async () => {
  await service?.close();
});

/** A call of the desk's payments as the desk's page makes it: its session cookie, its origin. */
function deskCall(who: SignedIn | null, pathName: string, method = "GET") {
  return fetch(`${origin}/payments/desk${pathName}`, {
    method,
    headers: {
      ...(who ? { cookie: `${sessionCookieName}=${who.secret}` } : {}),
      ...(method === "POST" ? { origin } : {}),
    },
  });
}

const enquiryOf = async (proposal: string) =>
  (
    (await service.admin.databases.getDocument({
      databaseId: enquiryIds.databaseId,
      collectionId: deskIds.proposalsCollectionId,
      documentId: proposal,
    })) as unknown as { enquiryId: string }
  ).enquiryId;

const historyOf = async (enquiryId: string) =>
  (
    await service.admin.databases.listDocuments({
      databaseId: enquiryIds.databaseId,
      collectionId: deskIds.historyCollectionId,
      queries: [Query.equal("enquiryId", enquiryId), Query.orderAsc("$sequence")],
    })
  ).documents;

/** The balance requests sent for the proposal; none where no mail has been written yet at all. */
const balanceMails = (proposal: string) => {
  const outbox = path.join(service.dataDir, "outbox");
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((file) => file.startsWith(`balance-request-${proposal}`))
    .map((file) => parseMail(readFileSync(path.join(outbox, file), "utf8")));
};

/** A proposal accepted, with its deposit paid on the stand-in. */
async function bookedProposal(options: Parameters<typeof storeProposal>[1] = {}) {
  const proposal = await storeProposal(service.admin, options);
  const deposit = await startPayment(origin, proposal);
  await settleOnStandIn(deposit.redirectUrl, "pay", "mpesa");
  return { proposal, deposit };
}

describe("an enquiry's payments in the desk", () => {
  it("answers a guest 401 and a user outside the operators' team 403, with the reason", async () => {
    const { proposal } = await bookedProposal();
    const enquiryId = await enquiryOf(proposal);
    const guest = await deskCall(null, `/enquiries/${enquiryId}`);
    expect(guest.status).toBe(401);
    expect(await guest.json()).toEqual({
      ok: false,
      error: "Sign in at /desk to see the payments.",
    });
    const stranger = await deskCall(outsider, `/enquiries/${enquiryId}`);
    expect(stranger.status).toBe(403);
    expect(await stranger.json()).toMatchObject({
      error: "Only the site's operators may see the payments.",
    });
    for (const [who, status] of [
      [null, 401],
      [outsider, 403],
    ] as const) {
      expect((await deskCall(who, "/balances-due")).status).toBe(status);
      expect((await deskCall(who, `/proposals/${proposal}/balance-request`, "POST")).status).toBe(
        status,
      );
    }
    expect(balanceMails(proposal)).toEqual([]);
  });

  it("shows an operator each payment, what is paid, the balance and its due date", async () => {
    const { proposal, deposit } = await bookedProposal({ priceTotal: 8_560 });
    const failed = await startPayment(origin, proposal);
    await settleOnStandIn(failed.redirectUrl, "fail");
    const answer = await deskCall(operator, `/enquiries/${await enquiryOf(proposal)}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const { bookings } = (await answer.json()) as { bookings: unknown[] };
    expect(bookings).toMatchObject([
      {
        proposalId: proposal,
        locale: "de",
        money: {
          currency: "USD",
          totalMinor: 856_000,
          paidMinor: 256_800,
          balanceDueDate: "2027-07-12",
          due: { kind: "balance", amountMinor: 599_200 },
          stage: "deposit_paid",
        },
        payments: [
          {
            reference: deposit.reference,
            kind: "deposit",
            amountMinor: 256_800,
            currency: "USD",
            status: "completed",
            method: "MPESA",
            providerReference: expect.any(String),
            confirmedAt: expect.any(String),
          },
          { reference: failed.reference, kind: "balance", status: "failed" },
        ],
      },
    ]);
  });

  it("refuses an id that is no Appwrite id with 400, and one no enquiry has with 404", async () => {
    const malformed = await deskCall(operator, `/enquiries/${"x".repeat(40)}`);
    expect(malformed.status).toBe(400);
    const unknown = await deskCall(operator, "/enquiries/no-such-enquiry");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ ok: false, error: "No enquiry has this id." });
  });
});

describe("the balance request", () => {
  it("is refused with the reason while nothing but the deposit is due, and when all is paid", async () => {
    const unpaid = await storeProposal(service.admin);
    const early = await deskCall(operator, `/proposals/${unpaid}/balance-request`, "POST");
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ error: /The deposit is not paid yet/ });

    const { proposal } = await bookedProposal();
    const balance = await startPayment(origin, proposal);
    await settleOnStandIn(balance.redirectUrl, "pay");
    const paid = await deskCall(operator, `/proposals/${proposal}/balance-request`, "POST");
    expect(paid.status).toBe(409);
    expect(await paid.json()).toMatchObject({
      error: "Nothing is due: this booking is paid in full.",
    });
    expect([...balanceMails(unpaid), ...balanceMails(proposal)]).toEqual([]);
  });

  it("e-mails the traveller in the proposal's language, records it, and goes once an hour", async () => {
    const { proposal } = await bookedProposal({ locale: "de" });
    const enquiryId = await enquiryOf(proposal);
    const sent = await deskCall(operator, `/proposals/${proposal}/balance-request`, "POST");
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({
      ok: true,
      sentTo: "anna@example.com",
      due: { kind: "balance", amountMinor: 599_200 },
    });
    const [mail, ...others] = balanceMails(proposal);
    expect(others).toEqual([]);
    expect(mail?.headers.subject).toBe("Restzahlung für Ihre Safari – Savannah Horizon Safaris");
    expect(mail?.headers.to).toContain("anna@example.com");
    expect(mail?.headers["reply-to"]).toContain(operatorLogin.email);
    expect(mail?.text).toContain("Guten Tag Anna Berg,");
    expect(mail?.text).toMatch(/Restbetrag von 5\.992,00\s\$ bis zum 12\. Juli 2027 fällig/);
    expect(mail?.text).toContain(`${origin}/de/p/${proposal}`);
    expect(mail?.text).toContain("Asha");
    expect(
      (await historyOf(enquiryId)).map((entry) => [entry.actor, entry.action, entry.to]),
    ).toContainEqual(["Asha", "balance_request", "599200 USD"]);

    const again = await deskCall(operator, `/proposals/${proposal}/balance-request`, "POST");
    expect(again.status).toBe(429);
    expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(3_000);
    expect(await again.json()).toMatchObject({ error: /was asked for the balance at/ });
    expect(balanceMails(proposal)).toHaveLength(1);
  });

  it("refuses a request posted from another site's page, sending nothing", async () => {
    const { proposal } = await bookedProposal();
    const forged = await fetch(`${origin}/payments/desk/proposals/${proposal}/balance-request`, {
      method: "POST",
      headers: {
        cookie: `${sessionCookieName}=${operator.secret}`,
        origin: "https://evil.example",
      },
    });
    expect(forged.status).toBe(403);
    expect(balanceMails(proposal)).toEqual([]);
  });
});

describe("the inbox's balances due", () => {
  it("lists the accepted bookings whose balance is due within the days asked, past ones too", async () => {
    const soon = new Date(Date.now() + 70 * 86_400_000).toISOString().slice(0, 10);
    const { proposal: dueSoon } = await bookedProposal({ startDate: `${soon}T00:00:00.000+00:00` });
    const { proposal: dueLater } = await bookedProposal();
    const within = async (days: string) => {
      const answer = await deskCall(operator, `/balances-due?within=${days}`);
      expect(answer.status).toBe(200);
      return ((await answer.json()) as { bookings: Array<{ proposalId: string }> }).bookings.map(
        (booking) => booking.proposalId,
      );
    };
    expect(await within("14")).toContain(dueSoon);
    expect(await within("14")).not.toContain(dueLater);
    expect(await within("5")).not.toContain(dueSoon);
    for (const bad of ["-1", "x", "400", "1.5"]) {
      expect((await deskCall(operator, `/balances-due?within=${bad}`)).status, bad).toBe(400);
    }
  });
});

describe("when the traveller opened the proposal", () => {
  const opened = async (proposal: string) =>
    (await service.admin.databases.getDocument({
      databaseId: enquiryIds.databaseId,
      collectionId: deskIds.proposalsCollectionId,
      documentId: proposal,
    })) as unknown as { firstOpenedAt: string | null; lastOpenedAt: string | null };
  const read = (functions: RunningService["guest"]["functions"], id: string) =>
    functions.createExecution({
      functionId: deskIds.proposalFunctionId,
      body: JSON.stringify({ action: "get", id }),
      async: false,
    });

  it("records the traveller's first opening, not an operator's reading, and a reload within the minute as nothing", async () => {
    const proposal = await storeProposal(service.admin, { accepted: false });
    expect((await read(operator.functions, proposal)).responseStatusCode).toBe(200);
    expect(await opened(proposal)).toMatchObject({ firstOpenedAt: null, lastOpenedAt: null });

    expect((await read(service.guest.functions, proposal)).responseStatusCode).toBe(200);
    const first = await opened(proposal);
    expect(first.firstOpenedAt).toEqual(expect.any(String));
    expect(first.lastOpenedAt).toBe(first.firstOpenedAt);

    await read(service.guest.functions, proposal);
    expect(await opened(proposal)).toMatchObject(first);
  });
});

describe("the time to first reply", () => {
  const hour = 3_600_000;

  /** An enquiry that arrived `hoursAgo`, answered by these history entries after so many hours. */
  async function answeredEnquiry(hoursAgo: number, answers: Array<[string, number]>) {
    const now = Date.now();
    const submittedAt = new Date(now - hoursAgo * hour).toISOString();
    const enquiry = await service.admin.databases.createDocument({
      databaseId: enquiryIds.databaseId,
      collectionId: enquiryIds.messagesCollectionId,
      documentId: ID.unique(),
      data: contactEnquiry({ submittedAt }),
    });
    for (const [action, after] of answers) {
      await service.admin.databases.createDocument({
        databaseId: enquiryIds.databaseId,
        collectionId: deskIds.historyCollectionId,
        documentId: ID.unique(),
        data: {
          enquiryId: enquiry.$id,
          actor: "Asha",
          action,
          at: new Date(Date.parse(submittedAt) + after * hour).toISOString(),
        },
      });
    }
    return { id: enquiry.$id, submittedAt };
  }

  it("gives each enquiry its first reply or proposal, and the last 30 days' median, to an operator", async () => {
    const before = await recentReplyMedian(operator.databases, Date.now());
    const quick = await answeredEnquiry(100, [
      ["note", 0.5],
      ["proposal", 2],
      ["reply", 3],
    ]);
    const slow = await answeredEnquiry(200, [["reply", 30]]);
    const waiting = await answeredEnquiry(1, []);
    await answeredEnquiry(24 * 40, [["reply", 1]]);

    const replies = await firstRepliesOf(
      operator.databases,
      [quick, slow, waiting].map((enquiry) => enquiry.id),
    );
    const hoursToReply = ({ id, submittedAt }: { id: string; submittedAt: string }) => {
      const time = timeToFirstReply(submittedAt, replies.get(id));
      return time === null ? null : time / hour;
    };
    expect([quick, slow, waiting].map(hoursToReply)).toEqual([2, 30, null]);

    const after = await recentReplyMedian(operator.databases, Date.now());
    expect(after.answered - before.answered).toBe(2);
    expect(after.waiting - before.waiting).toBeGreaterThanOrEqual(1);
    expect(after.medianMs).not.toBeNull();

    await expect(recentReplyMedian(outsider.databases, Date.now())).rejects.toMatchObject({
      code: 403,
    });
  });
});
