/**
 * The operator's desk as the official web SDK reaches the embedded service: signing in with an
 * e-mail and password, the session's life, and who may list, read and change enquiries. Operators
 * are added with `npm run operator` (one through the command itself) on the server's database.
 */
import { Account, Databases, ID, Query, type Models } from "appwrite";
import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { deskIds } from "../../data/domain/desk";
import { enquiryIds } from "../../data/domain/enquiry";
import { MemoryStorage } from "../../scripts/lib/realtime";
import { closeDatabase, openDatabase } from "../../server/db";
import { schemaProblems } from "./enquiries-openapi";
import {
  addUser,
  inBrowser,
  rejection,
  sessionCookieName as cookieName,
  signIn as signInAt,
  webClient,
  type SignedIn,
} from "./desk-session";
import { contactEnquiry, startService, type RunningService } from "./enquiries-service";

const { projectId, databaseId, messagesCollectionId } = enquiryIds;
const operator = { email: "asha@example.com", password: "kilimanjaro-at-dawn-42" };
const outsider = { email: "guest.writer@example.com", password: "not-an-operator-99" };

let service: RunningService;

/** `npm run operator -- <args>` on the service's data directory. */
function operatorCommand(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn("npm", ["run", "--silent", "operator", "--", ...args], {
      env: { ...process.env, DATA_DIR: service.dataDir, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => resolve({ code, output }));
  });
}

const newClient = () => webClient(service.endpoint);
const signIn = (credentials: { email: string; password: string }) =>
  signInAt(service.endpoint, credentials);

const guest = () => ({ account: new Account(newClient()), databases: new Databases(newClient()) });

async function guestEnquiry(overrides: Record<string, unknown> = {}) {
  return guest().databases.createDocument({
    databaseId,
    collectionId: messagesCollectionId,
    documentId: ID.unique(),
    data: contactEnquiry(overrides),
  });
}

beforeAll(async () => {
  // This file signs in more often than an hour's limit allows; the limit has a test of its own.
  service = await startService({
    TRUST_PROXY: "127.0.0.1",
    SESSION_TTL_HOURS: "12",
    RATE_LIMIT_SIGN_INS_PER_HOUR: "1000",
  });
  const added = await operatorCommand(["add", operator.email.toUpperCase(), "--name", "Asha"], {
    OPERATOR_PASSWORD: operator.password,
  });
  expect(added).toMatchObject({ code: 0 });
  await addUser(service.dataDir, { ...outsider, name: "Outsider", teams: [] });
});

afterAll(async () => {
  await service?.close();
});

describe("signing in", () => {
  it("opens a session for an operator, whatever the case of the address, in Appwrite's Session shape", async () => {
    const { session, account } = await signIn({
      email: "Asha@Example.com",
      password: operator.password,
    });
    expect(schemaProblems("session", session, "2.0.0")).toEqual([]);
    expect(session).toMatchObject({
      provider: "email",
      providerUid: operator.email,
      current: true,
    });
    // A browser's session secret stays in the HttpOnly cookie, out of the page's reach.
    expect(session.secret).toBe("");
    const hours = (Date.parse(session.expire) - Date.parse(session.$createdAt)) / 3_600_000;
    expect(hours).toBeCloseTo(12, 5);

    const me = await account.get();
    expect(schemaProblems("user", me, "2.0.0")).toEqual([]);
    expect(me).toMatchObject({ $id: session.userId, email: operator.email, name: "Asha" });
  });

  it("answers a wrong password and an unknown address alike: 401 user_invalid_credentials", async () => {
    const wrongPassword = await rejection(() =>
      guest().account.createEmailPasswordSession({
        email: outsider.email,
        password: "not-the-password",
      }),
    );
    const unknown = await rejection(() =>
      guest().account.createEmailPasswordSession({
        email: "nobody@example.com",
        password: "not-the-password",
      }),
    );
    for (const error of [wrongPassword, unknown]) {
      expect([error.code, error.type]).toEqual([401, "user_invalid_credentials"]);
    }
    expect(unknown.message).toBe(wrongPassword.message);
  });

  it("sets an HttpOnly, SameSite=Strict cookie until the expiry, Secure over HTTPS, and hands no fallback to the site's own pages", async () => {
    const host = new URL(service.endpoint).host;
    const post = (headers: Record<string, string>) =>
      fetch(`${service.endpoint}/account/sessions/email`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-appwrite-project": projectId,
          origin: `http://${host}`,
          ...headers,
        },
        body: JSON.stringify(operator),
      });
    const plain = await post({});
    expect(plain.status).toBe(201);
    const body = (await plain.json()) as Models.Session;
    const cookie = plain.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(new RegExp(`^${cookieName}=[A-Za-z0-9+/=]+; `));
    expect(cookie).toContain("; HttpOnly");
    expect(cookie).toContain("; SameSite=Strict");
    expect(cookie).toContain("; Path=/");
    expect(cookie).toContain(`; Expires=${new Date(body.expire).toUTCString()}`);
    expect(cookie).not.toContain("Secure");
    expect(plain.headers.get("x-fallback-cookies")).toBeNull();
    expect(plain.headers.get("cache-control")).toBe("no-store");

    // The cookie alone signs the browser in.
    const me = await fetch(`${service.endpoint}/account`, {
      headers: { "x-appwrite-project": projectId, cookie: cookie.split(";")[0] as string },
    });
    expect(me.status).toBe(200);

    const behindProxy = await post({ "x-forwarded-proto": "https" });
    expect(behindProxy.headers.get("set-cookie")).toContain("; Secure");
  });

  it("keeps the session in the SDK's fallback where the browser keeps no cookie, and signs out", async () => {
    const storage = new MemoryStorage();
    const account = new Account(newClient());
    await inBrowser(storage, () => account.createEmailPasswordSession(operator));
    expect(storage.getItem("cookieFallback")).toContain(cookieName);
    const me = await inBrowser(storage, () => account.get());
    expect(me.email).toBe(operator.email);

    await inBrowser(storage, () => account.deleteSession({ sessionId: "current" }));
    const after = await rejection(() => inBrowser(storage, () => account.get()));
    expect([after.code, after.type]).toEqual([401, "general_unauthorized_scope"]);
  });

  it("lists the operator's sessions, marks the current one, and ends one by id for good", async () => {
    const first = await signIn(operator);
    const second = await signIn(operator);
    const list = await second.account.listSessions();
    expect(schemaProblems("sessionList", list, "2.0.0")).toEqual([]);
    const mine = list.sessions.filter((session) =>
      [first.session.$id, second.session.$id].includes(session.$id),
    );
    expect(mine.map((session) => [session.$id, session.current])).toEqual([
      [first.session.$id, false],
      [second.session.$id, true],
    ]);
    expect(list.sessions.every((session) => session.secret === "")).toBe(true);

    await second.account.deleteSession({ sessionId: first.session.$id });
    const ended = await rejection(() => first.account.get());
    expect([ended.code, ended.type]).toEqual([401, "general_unauthorized_scope"]);
    const again = await rejection(() =>
      second.account.deleteSession({ sessionId: first.session.$id }),
    );
    expect([again.code, again.type]).toEqual([404, "user_session_not_found"]);
    expect((await second.account.get()).email).toBe(operator.email);
  });

  it("refuses a session once it has expired, and prunes it", async () => {
    const { account, session } = await signIn(operator);
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.parse(session.expire) + 1000);
      const expired = await rejection(() => account.get());
      expect([expired.code, expired.type]).toEqual([401, "general_unauthorized_scope"]);
    } finally {
      vi.useRealTimers();
    }
    const db = openDatabase(service.dataDir);
    try {
      const left = db
        .prepare("SELECT count(*) FROM appwrite_sessions WHERE id = ?")
        .pluck()
        .get(session.$id);
      expect(left).toBe(0);
    } finally {
      closeDatabase(db);
    }
  });

  it("tells a guest asking for the account that it needs a session: 401 general_unauthorized_scope", async () => {
    const error = await rejection(() => guest().account.get());
    expect([error.code, error.type]).toEqual([401, "general_unauthorized_scope"]);
    expect(error.message).toContain("role: guests");
  });

  it("limits sign-in to 10 an hour for one address from one client, with the rate-limit headers", async () => {
    // A service of its own, with the default limit: the others here sign in more often.
    const limitedService = await startService({ TRUST_PROXY: "127.0.0.1" });
    try {
      await addUser(limitedService.dataDir, { ...operator, name: "Asha", teams: ["operators"] });
      const ranger = { email: "ranger@example.com", password: "samburu-at-first-light-3" };
      await addUser(limitedService.dataDir, { ...ranger, name: "Ranger", teams: ["operators"] });
      const client = () => new Account(webClient(limitedService.endpoint));
      const target = { email: ranger.email, password: "wrong-password-1" };
      for (let attempt = 1; attempt <= 10; attempt += 1) {
        const error = await rejection(() => client().createEmailPasswordSession(target));
        expect([attempt, error.type]).toEqual([attempt, "user_invalid_credentials"]);
      }
      const post = (headers: Record<string, string> = {}) =>
        fetch(`${limitedService.endpoint}/account/sessions/email`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "x-appwrite-project": projectId,
            ...headers,
          },
          body: JSON.stringify(target),
        });
      const limited = await post();
      expect(limited.status).toBe(429);
      expect(await limited.json()).toMatchObject({ type: "general_rate_limit_exceeded" });
      expect(limited.headers.get("x-ratelimit-limit")).toBe("10");
      expect(limited.headers.get("x-ratelimit-remaining")).toBe("0");
      expect(Number(limited.headers.get("x-ratelimit-reset"))).toBeGreaterThan(Date.now() / 1000);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);

      // Another address from this client still signs in; the same address from another client
      // meets the account's backoff, which the next test follows.
      expect((await post({ "x-forwarded-for": "203.0.113.7" })).status).toBe(429);
      const session = await client().createEmailPasswordSession(operator);
      expect(session.current).toBe(true);
    } finally {
      await limitedService.close();
    }
  });

  it("slows the guessing of one account's password from many addresses, not its operator at an address they signed in from", async () => {
    const limitedService = await startService({ TRUST_PROXY: "127.0.0.1" });
    try {
      await addUser(limitedService.dataDir, { ...operator, name: "Asha", teams: ["operators"] });
      const signInFrom = (from: string, password: string) =>
        fetch(`${limitedService.endpoint}/account/sessions/email`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "x-appwrite-project": projectId,
            "x-forwarded-for": from,
          },
          body: JSON.stringify({ email: operator.email, password }),
        });
      // The operator's office, one IPv6 network (/64) of many addresses.
      expect((await signInFrom("2001:db8:a:b::1", operator.password)).status).toBe(201);

      // A stranger guesses from ten networks, then from an eleventh.
      for (let network = 1; network <= 10; network += 1) {
        const guess = await signInFrom(`2001:db8:1:${network}::1`, `guess-number-${network}`);
        expect([network, guess.status]).toEqual([network, 401]);
      }
      const slowed = await signInFrom("2001:db8:1:99::1", "guess-number-11");
      expect(slowed.status).toBe(429);
      expect(await slowed.json()).toMatchObject({ type: "general_rate_limit_exceeded" });
      expect(Number(slowed.headers.get("retry-after"))).toBeGreaterThan(0);

      // The right password waits too from an address the account never signed in from…
      expect((await signInFrom("203.0.113.50", operator.password)).status).toBe(429);
      // …and passes from another address of the operator's own network.
      expect((await signInFrom("2001:db8:a:b:ffff::2", operator.password)).status).toBe(201);
    } finally {
      await limitedService.close();
    }
  });
});

describe("who may reach the enquiries", () => {
  let enquiry: Models.Document;

  beforeAll(async () => {
    enquiry = await guestEnquiry({ name: "Guest Access Check" });
  });

  it("gives a guest's new enquiry the status default, and nothing else to a guest: 401", async () => {
    expect(enquiry).toMatchObject({ status: "new", notes: null, repliedAt: null });
    const { databases } = guest();
    const calls = [
      () => databases.listDocuments({ databaseId, collectionId: messagesCollectionId }),
      () =>
        databases.getDocument({
          databaseId,
          collectionId: messagesCollectionId,
          documentId: enquiry.$id,
        }),
      () =>
        databases.updateDocument({
          databaseId,
          collectionId: messagesCollectionId,
          documentId: enquiry.$id,
          data: { status: "closed" },
        }),
    ];
    for (const call of calls) {
      const error = await rejection(call);
      expect([error.code, error.type]).toEqual([401, "user_unauthorized"]);
    }
  });

  it("refuses a signed-in user outside the operators team with 403, changing nothing", async () => {
    const { databases } = await signIn(outsider);
    const calls = [
      () => databases.listDocuments({ databaseId, collectionId: messagesCollectionId }),
      () =>
        databases.getDocument({
          databaseId,
          collectionId: messagesCollectionId,
          documentId: enquiry.$id,
        }),
      () =>
        databases.updateDocument({
          databaseId,
          collectionId: messagesCollectionId,
          documentId: enquiry.$id,
          data: { status: "closed" },
        }),
      () =>
        databases.createDocument({
          databaseId,
          collectionId: deskIds.historyCollectionId,
          documentId: ID.unique(),
          data: {
            enquiryId: enquiry.$id,
            at: new Date().toISOString(),
            actor: "x",
            action: "note",
          },
        }),
    ];
    for (const call of calls) {
      const error = await rejection(call);
      expect([error.code, error.type]).toEqual([403, "user_unauthorized"]);
    }
    const stored = await service.admin.databases.getDocument({
      databaseId,
      collectionId: messagesCollectionId,
      documentId: enquiry.$id,
    });
    expect(stored.status).toBe("new");
  });
});

describe("an operator at the desk", () => {
  let desk: SignedIn;
  const names = ["Zanele Dlamini", "Jonas Weber", "Mei Chen", "Zanele Mokoena"];
  const created: Models.DefaultDocument[] = [];

  beforeAll(async () => {
    desk = await signIn(operator);
    for (const [index, name] of names.entries()) {
      created.push(
        await guestEnquiry({
          name,
          email: `${name.split(" ")[0]?.toLowerCase()}@example.com`,
          message: index === 2 ? "Wir möchten die GNUS sehen, Über Ostern." : "Big cats please.",
          locale: index === 1 ? "de" : "en",
        }),
      );
    }
  });

  const list = (queries: string[]) =>
    desk.databases.listDocuments({ databaseId, collectionId: messagesCollectionId, queries });

  it("lists enquiries newest first, filtered by status, searched by every word in any case", async () => {
    const newest = await list([Query.orderDesc("$createdAt"), Query.limit(3)]);
    expect(newest.documents.map((document) => document.name)).toEqual(
      [...names].reverse().slice(0, 3),
    );

    const zanele = await list([Query.search("name", "zanele DLAMINI")]);
    expect(zanele.documents.map((document) => document.name)).toEqual(["Zanele Dlamini"]);
    const umlaut = await list([Query.search("message", "über gnus")]);
    expect(umlaut.documents.map((document) => document.name)).toEqual(["Mei Chen"]);

    const either = await list([
      Query.equal("status", "new"),
      Query.or([Query.search("name", "mokoena"), Query.search("email", "jonas")]),
      Query.orderAsc("$createdAt"),
    ]);
    expect(either.documents.map((document) => document.name)).toEqual([
      "Jonas Weber",
      "Zanele Mokoena",
    ]);

    // A datetime in any offset means its instant: here 1 ms before Mei Chen's enquiry, in +02:00.
    const cutoff = Date.parse((created[2] as Models.DefaultDocument).$createdAt) - 1;
    const twoHoursEast = `${new Date(cutoff + 2 * 3_600_000).toISOString().slice(0, -1)}+02:00`;
    const since = await list([
      Query.greaterThan("$createdAt", twoHoursEast),
      Query.orderAsc("$createdAt"),
    ]);
    expect(since.documents.map((document) => document.name)).toEqual([
      "Mei Chen",
      "Zanele Mokoena",
    ]);
    const notADate = await rejection(() => list([Query.lessThan("submittedAt", "yesterday")]));
    expect([notADate.code, notADate.type]).toEqual([400, "general_query_invalid"]);

    const noIndex = await rejection(() => list([Query.search("phone", "700")]));
    expect([noIndex.code, noIndex.type]).toEqual([400, "general_query_invalid"]);
    expect(noIndex.message).toContain('Searching by attribute "phone" requires a fulltext index.');
  });

  /** The change-enquiry function, as the desk runs it for `databases`' operator. */
  const change = async (caller: SignedIn, loaded: Models.Document, data: object) => {
    const execution = await caller.functions.createExecution({
      functionId: deskIds.enquiryChangeFunctionId,
      body: JSON.stringify({ id: loaded.$id, updatedAt: loaded.$updatedAt, ...data }),
      async: false,
    });
    return {
      status: execution.responseStatusCode,
      body: JSON.parse(execution.responseBody) as Record<string, unknown> & {
        enquiry: Models.DefaultDocument;
      },
    };
  };
  const historyOf = async (enquiryId: string) =>
    (
      await desk.databases.listDocuments({
        databaseId,
        collectionId: deskIds.historyCollectionId,
        queries: [Query.equal("enquiryId", enquiryId), Query.orderAsc("$sequence")],
      })
    ).documents;

  it("changes the status and notes through the server, which writes who, when and what in the history; the list by status follows", async () => {
    const target = created[0] as Models.DefaultDocument;
    const before = Date.now();
    const replied = await change(desk, target, { replied: true, status: "replied" });
    expect(replied.status).toBe(200);
    const noted = await change(desk, replied.body.enquiry, {
      notes: "Called back; prefers August.",
    });
    expect(noted.status).toBe(200);
    expect(noted.body.enquiry).toMatchObject({
      status: "replied",
      notes: "Called back; prefers August.",
      name: target.name,
      message: target.message,
    });
    const history = await historyOf(target.$id);
    expect(history.map((entry) => [entry.actor, entry.action, entry.from, entry.to])).toEqual([
      ["Asha", "reply", null, null],
      ["Asha", "status", "new", "replied"],
      ["Asha", "note", null, null],
    ]);
    for (const entry of history) {
      expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(entry.at)).toBeLessThanOrEqual(Date.now() + 1000);
    }
    expect(Date.parse(String(noted.body.enquiry.repliedAt))).toBeGreaterThanOrEqual(before - 1000);

    const replies = await list([Query.equal("status", "replied")]);
    expect(replies.documents.map((document) => document.$id)).toEqual([target.$id]);
    const stillNew = await list([Query.equal("status", "new"), Query.limit(100)]);
    expect(stillNew.documents.map((document) => document.$id)).not.toContain(target.$id);
    expect(
      (await list([Query.isNotNull("repliedAt")])).documents.map((document) => document.$id),
    ).toEqual([target.$id]);

    const current = noted.body.enquiry;
    for (const [data, reason] of [
      [{ status: "lost" }, /"status" must be one of/],
      [{ notes: "x".repeat(10_001) }, /"notes" must be a text of at most 10000/],
      [{ actor: "someone else", at: "2020-01-01" }, /may hold .* only/],
    ] as const) {
      const refused = await change(desk, current, data);
      expect(refused.status).toBe(400);
      expect(String(refused.body.error)).toMatch(reason);
    }
    const stored = await desk.databases.getDocument({
      databaseId,
      collectionId: messagesCollectionId,
      documentId: target.$id,
    });
    expect(stored).toMatchObject({ status: "replied", notes: "Called back; prefers August." });
    expect(await historyOf(target.$id)).toHaveLength(3);
  });

  it("saves nothing of a change to an enquiry changed since it was loaded, and says who changed it", async () => {
    const other = await signIn(operator);
    const target = created[2] as Models.DefaultDocument;
    expect((await change(other, target, { status: "booked" })).status).toBe(200);

    const late = await change(desk, target, { notes: "Deposit received." });

    expect(late.status).toBe(409);
    expect(late.body.enquiry).toMatchObject({ status: "booked", notes: null });
    expect(late.body.by).toMatchObject({ actor: "Asha", action: "status", to: "booked" });
    const stored = await desk.databases.getDocument({
      databaseId,
      collectionId: messagesCollectionId,
      documentId: target.$id,
    });
    expect(stored).toMatchObject({ status: "booked", notes: null });
  });

  it("may not write an enquiry, its history or a proposal itself: 403, only the server's functions do", async () => {
    const target = created[3] as Models.DefaultDocument;
    const calls = [
      () =>
        desk.databases.updateDocument<Models.DefaultDocument>({
          databaseId,
          collectionId: messagesCollectionId,
          documentId: target.$id,
          data: { status: "closed" },
        }),
      () =>
        desk.databases.createDocument({
          databaseId,
          collectionId: deskIds.historyCollectionId,
          documentId: ID.unique(),
          data: {
            enquiryId: target.$id,
            at: "2020-01-01T00:00:00.000Z",
            actor: "someone else",
            action: "accepted",
          },
        }),
      () =>
        desk.databases.createDocument({
          databaseId,
          collectionId: deskIds.proposalsCollectionId,
          documentId: "0123456789abcdef0123456789abcdef",
          data: { enquiryId: target.$id },
        }),
    ];
    for (const call of calls) {
      const error = await rejection(call);
      expect([error.code, error.type]).toEqual([403, "user_unauthorized"]);
    }
    expect(await historyOf(target.$id)).toEqual([]);
    const stored = await desk.databases.getDocument({
      databaseId,
      collectionId: messagesCollectionId,
      documentId: target.$id,
    });
    expect(stored.status).toBe("new");
  });

  it("may not delete an enquiry: the collection grants no delete", async () => {
    const error = await rejection(() =>
      desk.databases.deleteDocument({
        databaseId,
        collectionId: messagesCollectionId,
        documentId: (created[1] as Models.DefaultDocument).$id,
      }),
    );
    expect([error.code, error.type]).toEqual([403, "user_unauthorized"]);
  });

  it("holds proposals to their integer ranges and required attributes", async () => {
    const proposal = {
      enquiryId: (created[1] as Models.DefaultDocument).$id,
      locale: "de",
      tourSlug: "serengeti-migration",
      startDate: "2027-08-01T00:00:00.000Z",
      travellers: 2,
      days: "[]",
      pricePerPerson: 4200,
      priceTotal: 8400,
      currency: "USD",
      createdBy: operator.email,
    };
    // As send-proposal-email stores them, with the key.
    const create = (data: Record<string, unknown>) =>
      service.admin.databases.createDocument({
        databaseId,
        collectionId: deskIds.proposalsCollectionId,
        documentId: ID.unique(),
        data,
      });
    const stored = await create(proposal);
    expect(stored).toMatchObject({ travellers: 2, priceTotal: 8400 });

    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ ...proposal, travellers: 0 }, /"travellers".*range between 1 and 50/],
      [{ ...proposal, travellers: 2.5 }, /"travellers".*valid integer/],
      [{ ...proposal, travellers: "2" }, /"travellers".*valid integer/],
      [{ ...proposal, priceTotal: 10_000_001 }, /"priceTotal".*range between 0 and 10000000/],
      [{ ...proposal, currency: undefined }, /Missing required attribute "currency"/],
    ];
    for (const [data, reason] of cases) {
      await expect(create(data)).rejects.toMatchObject({
        code: 400,
        type: "document_invalid_structure",
        message: expect.stringMatching(reason),
      });
    }
    const all = await desk.databases.listDocuments({
      databaseId,
      collectionId: deskIds.proposalsCollectionId,
      queries: [Query.greaterThanEqual("travellers", 2)],
    });
    expect(all.documents.map((document) => document.$id)).toEqual([stored.$id]);
  });
});

describe("npm run operator", () => {
  it("refuses a short password with the reason, and removes an operator with their sessions", async () => {
    const short = await operatorCommand(["add", "short@example.com"], {
      OPERATOR_PASSWORD: "eleven-char",
    });
    expect(short.code).toBe(2);
    expect(short.output).toContain("needs at least 12");

    const listed = await operatorCommand(["list"]);
    expect(listed.output).toContain(`${operator.email}\tAsha\toperators`);
    expect(listed.output).not.toContain("short@example.com");

    const { account } = await signIn(operator);
    const removed = await operatorCommand(["remove", operator.email]);
    expect(removed).toMatchObject({ code: 0 });
    const error = await rejection(() => account.get());
    expect([error.code, error.type]).toEqual([401, "general_unauthorized_scope"]);
    const signInAgain = await rejection(() => guest().account.createEmailPasswordSession(operator));
    expect([signInAgain.code, signInAgain.type]).toEqual([401, "user_invalid_credentials"]);
  });
});
