import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Account, Client, ID, Realtime, type RealtimeResponseEvent } from "appwrite";
import Fastify from "fastify";
import { Client as ServerClient, Databases as ServerDatabases } from "node-appwrite";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { WebSocket } from "ws";
import { enquiryIds } from "../../data/domain/enquiry";
import { installBrowserGlobals, realtimeArrivalLatency } from "../../scripts/lib/realtime";
import { realtimeLimits } from "../../server/appwrite/realtime";
import { appwriteRoutes } from "../../server/appwrite/routes";
import { loadProject } from "../../server/appwrite/schema";
import { loadServerConfig } from "../../server/config";
import { openDatabase } from "../../server/db";
import { addUser } from "./desk-session";
import { startLoadServer } from "./enquiry-load";
import {
  contactEnquiry,
  startService,
  writeMinimalSite,
  type RunningService,
} from "./enquiries-service";

const { projectId, databaseId, messagesCollectionId: collectionId } = enquiryIds;
const messagesChannel = `databases.${databaseId}.collections.${collectionId}.documents`;

type Frame = { type: string; data?: Record<string, unknown> & { payload?: { $id: string } } };

/** The Web SDK's sockets and every frame they receive, as a browser's developer tools list them. */
const sdkSockets = new Set<WebSocket>();
const received: Array<{ socket: WebSocket; frame: Frame }> = [];
class ObservedWebSocket extends WebSocket {
  constructor(url: string | URL, protocols?: string | string[]) {
    super(url, protocols);
    sdkSockets.add(this);
    this.on("message", (data) => received.push({ socket: this, frame: JSON.parse(String(data)) }));
  }
}
(globalThis as Record<string, unknown>).WebSocket = ObservedWebSocket;
installBrowserGlobals();

// The SDK closes a socket shortly after its last subscription ends; the next test starts then.
afterEach(async () => {
  await vi.waitFor(
    () =>
      expect([...sdkSockets].every((socket) => socket.readyState === WebSocket.CLOSED)).toBe(true),
    { timeout: 30_000, interval: 10 },
  );
  sdkSockets.clear();
  localStorage.clear();
  received.length = 0;
});

/**
 * The first frame `matches` accepts among `frames`, waited for up to `timeout` ms: a guard
 * against a frame that never comes, long enough for a busy machine.
 */
function frameOf(frames: () => Frame[], matches: (frame: Frame) => boolean, timeout = 30_000) {
  return vi.waitFor(
    () => {
      const found = frames().find(matches);
      if (!found) throw new Error("no such frame yet");
      return found;
    },
    { timeout, interval: 5 },
  );
}

const isEventFor = (id: string) => (frame: Frame) =>
  frame.type === "event" && frame.data?.payload?.$id === id;
const answers = (to: string) => (frame: Frame) =>
  frame.type === "response" && frame.data?.to === to;

/** A socket outside the SDK, for what a browser cannot send (an API key, a bad frame). */
async function rawSocket(
  endpoint: string,
  options: { headers?: Record<string, string>; origin?: string; project?: string } = {},
) {
  const url = `${endpoint.replace(/^http/, "ws")}/realtime?project=${options.project ?? projectId}`;
  const socket = new WebSocket(url, { headers: options.headers, origin: options.origin });
  const frames: Frame[] = [];
  socket.on("message", (data) => frames.push(JSON.parse(String(data))));
  const closed = new Promise<number>((resolve) => socket.on("close", resolve));
  await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
  return {
    socket,
    frames,
    closed,
    send: (message: unknown) => socket.send(JSON.stringify(message)),
    next: (matches: (frame: Frame) => boolean, timeout?: number) =>
      frameOf(() => frames, matches, timeout),
  };
}

/** A socket with the server API key, subscribed to the enquiries. */
async function keySubscriber(service: RunningService) {
  const subscriber = await rawSocket(service.endpoint, {
    headers: { "X-Appwrite-Key": service.config.apiKey },
  });
  subscriber.send({
    type: "subscribe",
    data: [{ subscriptionId: "desk", channels: [messagesChannel], queries: [] }],
  });
  await subscriber.next(answers("subscribe"));
  return subscriber;
}

/** Appwrite's event names for a document change (its own realtime tests list them so). */
function appwriteEventNames(id: string, action: string) {
  const collection = `databases.${databaseId}.collections.${collectionId}`;
  const anyCollection = `databases.${databaseId}.collections.*`;
  return [
    `${collection}.documents.${id}.${action}`,
    `${collection}.documents.${id}`,
    `${collection}.documents.*.${action}`,
    `${collection}.documents.*`,
    collection,
    `${anyCollection}.documents.${id}.${action}`,
    `${anyCollection}.documents.${id}`,
    `${anyCollection}.documents.*.${action}`,
    `${anyCollection}.documents.*`,
    anyCollection,
    `databases.${databaseId}`,
    "databases.*",
    `databases.${databaseId}.tables.${collectionId}.rows.${id}.${action}`,
  ];
}

/** A document as the REST API answers it (the latest response format). */
async function restDocument(service: RunningService, id: string) {
  const response = await fetch(
    `${service.endpoint}/databases/${databaseId}/collections/${collectionId}/documents/${id}`,
    { headers: { "X-Appwrite-Project": projectId, "X-Appwrite-Key": service.config.apiKey } },
  );
  return (await response.json()) as Record<string, unknown>;
}

describe("the realtime socket", () => {
  let service: RunningService;

  beforeAll(async () => {
    service = await startService();
  });

  afterAll(async () => {
    await service.close();
  });

  it("sends a traveller's new enquiry, its change and its deletion to a reader within 2 s, named as Appwrite names them, with the document as the REST API returns it", async () => {
    const subscriber = await keySubscriber(service);

    const created = await service.guest.databases.createDocument({
      databaseId,
      collectionId,
      documentId: ID.unique(),
      data: contactEnquiry({ name: "Amara Okafor" }),
    });
    const creation = await subscriber.next(isEventFor(created.$id));
    expect(creation.data?.events).toEqual(
      expect.arrayContaining(appwriteEventNames(created.$id, "create")),
    );
    expect(creation.data?.events).toHaveLength(42);
    expect(creation.data?.channels).toEqual(
      expect.arrayContaining([
        "documents",
        messagesChannel,
        `${messagesChannel}.${created.$id}`,
        `${messagesChannel}.create`,
        `databases.${databaseId}.tables.${collectionId}.rows`,
      ]),
    );
    expect(creation.data?.channels).toHaveLength(16);
    expect(creation.data?.subscriptions).toEqual(["desk"]);
    expect(creation.data?.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+00:00$/);
    expect(creation.data?.payload).toEqual(await restDocument(service, created.$id));

    await service.admin.databases.updateDocument({
      databaseId,
      collectionId,
      documentId: created.$id,
      data: { status: "replied" },
    });
    const change = await subscriber.next(
      (frame) => isEventFor(created.$id)(frame) && frame !== creation,
    );
    expect(change.data?.events).toEqual(
      expect.arrayContaining(appwriteEventNames(created.$id, "update")),
    );
    expect(change.data?.payload).toEqual(await restDocument(service, created.$id));
    expect(change.data?.payload).toMatchObject({ status: "replied", name: "Amara Okafor" });

    const before = await restDocument(service, created.$id);
    await service.admin.databases.deleteDocument({
      databaseId,
      collectionId,
      documentId: created.$id,
    });
    const deletion = await subscriber.next(
      (frame) => isEventFor(created.$id)(frame) && frame !== creation && frame !== change,
    );
    expect(deletion.data?.events).toEqual(
      expect.arrayContaining(appwriteEventNames(created.$id, "delete")),
    );
    expect(deletion.data?.payload).toEqual(before);
    subscriber.socket.close();
  });

  it("gives a guest's Web SDK subscription nothing of the enquiries, which only operators may read", async () => {
    const guest = new Client().setEndpoint(service.endpoint).setProject(projectId);
    const delivered: unknown[] = [];
    const unsubscribe = guest.subscribe(["documents", messagesChannel], (event) =>
      delivered.push(event),
    );
    const { socket: guestSocket } = await vi.waitFor(
      () => {
        const found = received.find((entry) => answers("subscribe")(entry.frame));
        if (!found) throw new Error("not subscribed yet");
        return found;
      },
      { timeout: 30_000, interval: 5 },
    );
    const control = await keySubscriber(service);

    const created = await service.guest.databases.createDocument({
      databaseId,
      collectionId,
      documentId: ID.unique(),
      data: contactEnquiry(),
    });
    await control.next(isEventFor(created.$id));
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(delivered).toEqual([]);
    const guestFrames = received.filter((entry) => entry.socket === guestSocket);
    expect(guestFrames.map((entry) => entry.frame.type)).toEqual(["connected", "response"]);
    unsubscribe();
    control.socket.close();
  });

  it("sends a new enquiry to an operator signed in with the Web SDK within 2 s", async () => {
    const email = "operator-realtime@example.com";
    const password = "a long operator password";
    const added = spawnSync("npm", ["run", "--silent", "operator", "--", "add", email], {
      env: { ...process.env, DATA_DIR: service.dataDir, OPERATOR_PASSWORD: password },
      encoding: "utf8",
    });
    expect(added.status, added.stderr).toBe(0);
    const operator = new Client().setEndpoint(service.endpoint).setProject(projectId);
    await new Account(operator).createEmailPasswordSession({ email, password });

    const delivered: Array<RealtimeResponseEvent<{ $id: string }>> = [];
    const unsubscribe = operator.subscribe<{ $id: string }>(messagesChannel, (event) =>
      delivered.push(event),
    );
    await frameOf(() => received.map((entry) => entry.frame), answers("authentication"));
    await frameOf(() => received.map((entry) => entry.frame), answers("subscribe"));

    // A traveller, from another browser: no session.
    const traveller = new ServerDatabases(
      new ServerClient().setEndpoint(service.endpoint).setProject(projectId),
    );
    const created = await traveller.createDocument({
      databaseId,
      collectionId,
      documentId: ID.unique(),
      data: contactEnquiry({ name: "Lena Vogel" }),
    });
    const event = await vi.waitFor(
      () => {
        const found = delivered.find((candidate) => candidate.payload.$id === created.$id);
        if (!found) throw new Error("not delivered yet");
        return found;
      },
      { timeout: 30_000, interval: 5 },
    );
    expect(event.events).toContain(
      `databases.${databaseId}.collections.${collectionId}.documents.*.create`,
    );
    expect(event.payload).toEqual(await restDocument(service, created.$id));
    unsubscribe();

    // A desk on the server's own host: the browser sends the session cookie with the handshake.
    const fallback = JSON.parse(localStorage.getItem("cookieFallback") ?? "{}") as Record<
      string,
      string
    >;
    const cookie = `a_session_${projectId}=${encodeURIComponent(fallback[`a_session_${projectId}`] ?? "")}`;
    const sameHost = await rawSocket(service.endpoint, { headers: { Cookie: cookie } });
    const connected = await sameHost.next((frame) => frame.type === "connected");
    expect(connected.data?.user).toEqual({ $id: expect.any(String) });
    sameHost.socket.close();
  });

  it("stops sending a socket new and changed enquiries once the session it opened with ends: signed out, expired, or its operator removed", async () => {
    const email = "operator-leaving@example.com";
    const password = "a long operator password";
    await addUser(service.dataDir, { email, password, name: "Leaving", teams: ["operators"] });
    const control = await keySubscriber(service);
    const account = (cookie: string, method = "GET", path = "/account") =>
      fetch(`${service.endpoint}${path}`, {
        method,
        headers: { "x-appwrite-project": projectId, cookie },
      });
    /** A desk on the server's own host: the handshake carries the session cookie. */
    const signedInSocket = async () => {
      const signedIn = await fetch(`${service.endpoint}/account/sessions/email`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-appwrite-project": projectId },
        body: JSON.stringify({ email, password }),
      });
      expect(signedIn.status).toBe(201);
      const fallback = JSON.parse(signedIn.headers.get("x-fallback-cookies") ?? "{}") as Record<
        string,
        string
      >;
      const cookie = `a_session_${projectId}=${encodeURIComponent(fallback[`a_session_${projectId}`] ?? "")}`;
      const desk = await rawSocket(service.endpoint, { headers: { Cookie: cookie } });
      desk.send({
        type: "subscribe",
        data: [{ subscriptionId: "inbox", channels: [messagesChannel], queries: [] }],
      });
      await desk.next(answers("subscribe"));
      return { desk, cookie };
    };
    const endings: Array<[string, (cookie: string) => Promise<void>]> = [
      [
        "signed out",
        async (cookie) => {
          expect((await account(cookie, "DELETE", "/account/sessions/current")).status).toBe(204);
        },
      ],
      [
        "expired",
        async () => {
          vi.useFakeTimers({ toFake: ["Date"] });
          vi.setSystemTime(Date.now() + 8 * 24 * 60 * 60 * 1000);
        },
      ],
      [
        "removed",
        async () => {
          const removed = spawnSync("npm", ["run", "--silent", "operator", "--", "remove", email], {
            env: { ...process.env, DATA_DIR: service.dataDir },
            encoding: "utf8",
          });
          expect(removed.status, removed.stderr).toBe(0);
        },
      ],
    ];
    for (const [ending, end] of endings) {
      const { desk, cookie } = await signedInSocket();
      const before = await service.guest.databases.createDocument({
        databaseId,
        collectionId,
        documentId: ID.unique(),
        data: contactEnquiry(),
      });
      await desk.next(isEventFor(before.$id));
      try {
        await end(cookie);
        expect((await account(cookie)).status, ending).toBe(401);
        const after = await service.admin.databases.createDocument({
          databaseId,
          collectionId,
          documentId: ID.unique(),
          data: contactEnquiry(),
        });
        await service.admin.databases.updateDocument({
          databaseId,
          collectionId,
          documentId: before.$id,
          data: { status: "replied" },
        });
        await control.next(isEventFor(after.$id));
        await control.next(
          (frame) =>
            isEventFor(before.$id)(frame) &&
            frame.data?.payload !== undefined &&
            (frame.data.payload as { status?: string }).status === "replied",
        );
        await new Promise((resolve) => setTimeout(resolve, 300));
      } finally {
        vi.useRealTimers();
      }
      const delivered = desk.frames.filter((frame) => frame.type === "event");
      expect(
        delivered.map((frame) => frame.data?.payload?.$id),
        ending,
      ).toEqual([before.$id]);
      desk.socket.close();
    }
    control.socket.close();
  });

  it("answers bad frames with an error and keeps the connection, closes one sending an oversized frame or too many channels, and keeps serving", async () => {
    const client = await rawSocket(service.endpoint);
    await client.next((frame) => frame.type === "connected");
    const errors = () => client.frames.filter((frame) => frame.type === "error");

    client.socket.send("not json");
    client.send({ type: "presence", data: {} });
    client.send({ type: "subscribe", data: [{ subscriptionId: "bad id!", channels: [] }] });
    client.send({ type: "subscribe", data: [{ channels: "documents" }] });
    client.send({ type: "authentication", data: { session: "not a session" } });
    client.socket.send(Buffer.from([1, 2, 3]), { binary: true });
    await vi.waitFor(() => expect(errors()).toHaveLength(6), { timeout: 30_000, interval: 5 });
    expect(errors().map((frame) => frame.data)).toEqual([
      { code: 1003, message: "Message format is not valid." },
      { code: 1003, message: "Message type is not valid." },
      { code: 1003, message: "items: subscriptionId is not a valid id." },
      { code: 1003, message: "items: channels must be an array of strings." },
      { code: 1003, message: "Session is not valid." },
      { code: 1003, message: "Message format is not valid." },
    ]);
    client.send({ type: "ping" });
    await client.next((frame) => frame.type === "pong");

    const channels = Array.from(
      { length: realtimeLimits.channelsPerConnection + 1 },
      (_, i) => `documents.${i}`,
    );
    client.send({ type: "subscribe", data: [{ subscriptionId: "many", channels }] });
    expect(await client.closed).toBe(1008);
    expect(errors().at(-1)?.data).toEqual({
      code: 1008,
      message: `A connection may subscribe to at most ${realtimeLimits.channelsPerConnection} channels.`,
    });

    const flooding = await rawSocket(service.endpoint);
    flooding.socket.send("x".repeat(realtimeLimits.maxMessageBytes + 1));
    expect(await flooding.closed).toBe(1009);

    const next = await rawSocket(service.endpoint);
    await next.next((frame) => frame.type === "connected");
    const created = await service.guest.databases.createDocument({
      databaseId,
      collectionId,
      documentId: ID.unique(),
      data: contactEnquiry(),
    });
    expect(created.$id).toBeTruthy();
    next.socket.close();
  });

  it("refuses in-band, as Appwrite does, a socket for another project, one from another site's page, and one past an address's limit", async () => {
    for (const refused of [
      await rawSocket(service.endpoint, { project: "elsewhere" }),
      await rawSocket(service.endpoint, { origin: "https://attacker.example" }),
    ]) {
      expect(await refused.closed).toBe(1008);
      expect(refused.frames).toEqual([
        { type: "error", data: { code: 1008, message: expect.any(String) } },
      ]);
    }

    const open = await Promise.all(
      Array.from({ length: realtimeLimits.openPerAddress }, () => rawSocket(service.endpoint)),
    );
    for (const client of open) await client.next((frame) => frame.type === "connected");
    const oneTooMany = await rawSocket(service.endpoint);
    expect(await oneTooMany.closed).toBe(1013);
    expect(oneTooMany.frames).toEqual([
      {
        type: "error",
        data: { code: 1013, message: "Too many open connections from your address." },
      },
    ]);
    for (const client of open) client.socket.close();
    await Promise.all(open.map((client) => client.closed));
    const again = await rawSocket(service.endpoint);
    await again.next((frame) => frame.type === "connected");
    again.socket.close();
  });
});

describe("the Web SDK's client.subscribe and Realtime service", () => {
  it("call back with each new document their caller may read, and the latency helper times it", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "safari-realtime-"));
    const config = loadServerConfig({ DATA_DIR: root, HOST: "127.0.0.1", PORT: "0" });
    const db = openDatabase(config.dataDir);
    const project = loadProject();
    // The enquiries as a collection anyone may read, so that a guest's socket receives them.
    const readable = project.collections.map((collection) =>
      collection.id === collectionId
        ? { ...collection, permissions: [...collection.permissions, 'read("any")'] }
        : collection,
    );
    const app = Fastify();
    await app.register(appwriteRoutes, {
      prefix: "/v1",
      config,
      db,
      project: { ...project, collections: readable },
    });
    try {
      const endpoint = `${await app.listen({ port: 0, host: "127.0.0.1" })}/v1`;
      const subscriber = new Client().setEndpoint(endpoint).setProject(projectId);
      const traveller = new ServerDatabases(
        new ServerClient().setEndpoint(endpoint).setProject(projectId),
      );
      const delivered: Array<RealtimeResponseEvent<{ $id: string; name: string }>> = [];
      const unsubscribe = subscriber.subscribe<{ $id: string; name: string }>(
        `${messagesChannel}.create`,
        (event) => delivered.push(event),
      );
      // The service that replaces client.subscribe in the SDK, on a socket of its own.
      const realtime = new Realtime(new Client().setEndpoint(endpoint).setProject(projectId));
      const viaService: Array<RealtimeResponseEvent<{ $id: string }>> = [];
      const subscription = await realtime.subscribe<{ $id: string }>(messagesChannel, (event) =>
        viaService.push(event),
      );
      const latency = await realtimeArrivalLatency({
        subscriber,
        channel: messagesChannel,
        count: 5,
        send: (documentId) =>
          traveller.createDocument({
            databaseId,
            collectionId,
            documentId,
            data: contactEnquiry({ name: `Traveller ${documentId}` }),
          }),
      });
      unsubscribe();
      await subscription.close();

      console.log(
        `Realtime arrival (create sent → Web SDK callback), 5 enquiries: p50 ${latency.p50} ms, p95 ${latency.p95} ms.`,
      );
      expect(latency.samples).toHaveLength(5);
      expect(latency.p50).toBeGreaterThan(0);
      expect(latency.p95).toBeGreaterThanOrEqual(latency.p50);
      const timed = delivered.filter((event) => event.payload.$id.startsWith("latency-"));
      expect(timed.map((event) => event.payload.name)).toEqual(
        timed.map((event) => `Traveller ${event.payload.$id}`),
      );
      expect(timed).toHaveLength(5);
      expect(timed[0]).toMatchObject({
        channels: expect.arrayContaining([`${messagesChannel}.create`]),
        events: expect.arrayContaining([
          `databases.${databaseId}.collections.${collectionId}.documents.${timed[0]!.payload.$id}.create`,
        ]),
        timestamp: expect.any(String),
      });
      // Both of the client's subscriptions match the channel: the event names both.
      expect(timed[0]!.subscriptions).toHaveLength(2);
      expect(viaService.map((event) => event.payload.$id)).toEqual(
        expect.arrayContaining(timed.map((event) => event.payload.$id)),
      );
    } finally {
      await app.close();
      db.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("stopping the server", () => {
  it("closes the open sockets, even one whose client never answers, and exits by itself", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "safari-realtime-stop-"));
    writeMinimalSite(path.join(root, "dist"));
    const server = await startLoadServer(path.join(root, "data"), path.join(root, "dist"));
    try {
      const endpoint = `${server.url}/v1`;
      const listening = await rawSocket(endpoint);
      const silent = await rawSocket(endpoint);
      await listening.next((frame) => frame.type === "connected");
      await silent.next((frame) => frame.type === "connected");
      // A client that stops reading: it never sees, nor answers, the server's close frame.
      (silent.socket as unknown as { _socket: { pause: () => void } })._socket.pause();

      server.process.kill("SIGTERM");
      expect(await listening.closed).toBe(1001);
      await server.exited;
      expect(server.process.exitCode).toBe(0);
      expect(server.output()).toContain("with 0 requests in flight");
    } finally {
      server.process.kill("SIGKILL");
      rmSync(root, { recursive: true, force: true });
    }
  });
});
