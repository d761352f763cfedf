import websocket from "@fastify/websocket";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { RawData, WebSocket } from "ws";
import { fromAllowedPage } from "../cors";
import { clientOf, RateLimiter } from "../rate-limit";
import type { ApiAccess, Caller } from "./access";
import { AppwriteError } from "./errors";
import { isObject, uniqueId } from "./request";
import { formatDatetime, isValidId, type Collection, type Project } from "./schema";

/** Where the Web SDK opens its socket: the API endpoint with ws(s) for http(s), plus this. */
export const realtimePath = "/realtime";

/**
 * What one stranger may hold and send. Appwrite allows 128 connection attempts per minute from
 * an address and 32 messages per minute on a connection (the SDK sends a ping every 20 s and one
 * subscribe message per change of its subscriptions). A frame larger than `maxMessageBytes` is
 * answered with close code 1009; the SDK's largest, a subscribe message repeating every
 * subscription after a reconnect, stays far below it.
 */
export const realtimeLimits = {
  connectsPerMinute: 128,
  openPerAddress: 20,
  openInAll: 1_000,
  messagesPerMinute: 32,
  maxMessageBytes: 16 * 1024,
  subscriptionsPerConnection: 100,
  channelsPerConnection: 100,
  channelLength: 256,
};

/** How often the server checks that a quiet connection's peer is still there. */
const heartbeatMs = 30_000;
/** How long a closing server waits for clients to answer its close frame. */
const closeGraceMs = 1_000;

/** Appwrite's realtime error codes, which are also the codes a refused socket is closed with. */
const messageFormatInvalid = 1003;
const policyViolation = 1008;
const tooManyMessages = 1013;

class RealtimeError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export type DocumentAction = "create" | "update" | "delete";

/** A change as the socket sends it, with the roles that may read the changed document. */
type RealtimeEvent = {
  data: {
    events: string[];
    channels: string[];
    timestamp: string;
    payload: Record<string, unknown>;
  };
  readers: ReadonlySet<string>;
};

const readRole = /^read\("([^"]+)"\)$/;

function readRoles(permissions: readonly string[]): string[] {
  return permissions.flatMap((permission) => readRole.exec(permission)?.[1] ?? []);
}

/**
 * Appwrite's event names for a document change: the change itself, then every form with some of
 * the ids replaced by `*`, for the document, its collection and its database (as
 * Event::generateEvents builds them), each collection form followed by its tables/rows twin.
 */
export function documentEventNames(
  databaseId: string,
  collectionId: string,
  documentId: string,
  action: DocumentAction,
): string[] {
  const patterns: Array<(ids: string[]) => string> = [
    ([d, c, x]) => `databases.${d}.collections.${c}.documents.${x}.${action}`,
    ([d, c, x]) => `databases.${d}.collections.${c}.documents.${x}`,
    ([d, c]) => `databases.${d}.collections.${c}`,
    ([d]) => `databases.${d}`,
  ];
  const ids = [databaseId, collectionId, documentId];
  // Which ids become "*": none first (the precise event leads, as in Appwrite), then all.
  const masks = [0, 7, 1, 2, 4, 3, 5, 6];
  const names = new Set<string>();
  for (const pattern of patterns) {
    for (const mask of masks) {
      const name = pattern(ids.map((id, index) => (mask & (1 << index) ? "*" : id)));
      names.add(name);
      const segments = name.split(".");
      if (segments[2] === "collections") {
        segments[2] = "tables";
        if (segments[4] === "documents") segments[4] = "rows";
        names.add(segments.join("."));
      }
    }
  }
  return [...names];
}

/**
 * Appwrite's channels for a document change: the legacy documents channels, the tables/rows
 * ones (under `databases.` and `tablesdb.`), and each of these again with the action appended.
 */
export function documentChannels(
  databaseId: string,
  collectionId: string,
  documentId: string,
  action: DocumentAction,
): string[] {
  const collection = `databases.${databaseId}.collections.${collectionId}.documents`;
  const table = `databases.${databaseId}.tables.${collectionId}.rows`;
  const tablesDb = `tablesdb.${databaseId}.tables.${collectionId}.rows`;
  const channels = [
    "documents",
    collection,
    `${collection}.${documentId}`,
    "rows",
    table,
    `${table}.${documentId}`,
    tablesDb,
    `${tablesDb}.${documentId}`,
  ];
  return [...channels, ...channels.map((channel) => `${channel}.${action}`)];
}

/**
 * The documents routes publish every change here; the realtime sockets deliver it to the
 * subscribers who may read the document.
 */
export class DocumentEvents {
  private readonly listeners = new Set<(event: RealtimeEvent) => void>();

  /** `document` is the changed (or deleted) document as the REST API returns it. */
  publish(action: DocumentAction, collection: Collection, document: Record<string, unknown>) {
    if (this.listeners.size === 0) return;
    const documentId = String(document.$id);
    const permissions = Array.isArray(document.$permissions) ? document.$permissions : [];
    const event: RealtimeEvent = {
      data: {
        events: documentEventNames(collection.databaseId, collection.id, documentId, action),
        channels: documentChannels(collection.databaseId, collection.id, documentId, action),
        timestamp: formatDatetime(new Date()),
        payload: document,
      },
      readers: new Set([
        ...readRoles(collection.permissions),
        ...(collection.documentSecurity ? readRoles(permissions as string[]) : []),
      ]),
    };
    for (const listener of this.listeners) listener(event);
  }

  listen(listener: (event: RealtimeEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

type Connection = {
  id: string;
  socket: WebSocket;
  /** The client the address limits count it for (clientOf). */
  address: string;
  /** Whether the caller may read a document these roles may read, asked at each delivery. */
  mayRead: (readers: ReadonlySet<string>) => boolean;
  subscriptions: Map<string, readonly string[]>;
  alive: boolean;
};

export type RealtimeRouteOptions = {
  project: Project;
  access: ApiAccess;
  events: DocumentEvents;
  corsOrigins: string[];
};

function send(socket: WebSocket, message: unknown) {
  socket.send(JSON.stringify(message));
}

function sendError(socket: WebSocket, error: RealtimeError) {
  send(socket, { type: "error", data: { code: error.code, message: error.message } });
}

function holdsAny(roles: ReadonlySet<string>, readers: ReadonlySet<string>): boolean {
  for (const role of roles) if (readers.has(role)) return true;
  return false;
}

/** A caller's reading rights: an API key by its scopes, anyone else by the roles it holds. */
function readerOf(caller: () => Caller, keyMayRead: () => boolean) {
  return (readers: ReadonlySet<string>) => {
    try {
      const current = caller();
      return current.key ? keyMayRead() : holdsAny(current.roles, readers);
    } catch {
      return false;
    }
  };
}

const invalidFormat = (message = "Message format is not valid.") =>
  new RealtimeError(messageFormatInvalid, message);

function parseMessage(data: RawData, isBinary: boolean): { type: string; data: unknown } {
  if (isBinary) throw invalidFormat();
  let message: unknown;
  try {
    message = JSON.parse(data.toString());
  } catch {
    throw invalidFormat();
  }
  if (!isObject(message) || (!("type" in message) && !("data" in message))) throw invalidFormat();
  if (typeof message.type !== "string") throw invalidFormat("Message type is not valid.");
  return { type: message.type, data: message.data };
}

function subscriptionItems(data: unknown) {
  if (!Array.isArray(data)) throw invalidFormat("items: Payload is not valid.");
  return data.map((item: unknown) => {
    if (!isObject(item)) throw invalidFormat("items: Each subscribe payload must be an object.");
    const { subscriptionId = uniqueId(), channels, queries } = item;
    if (typeof subscriptionId !== "string" || !isValidId(subscriptionId))
      throw invalidFormat("items: subscriptionId is not a valid id.");
    if (!Array.isArray(channels) || !channels.every((channel) => typeof channel === "string"))
      throw invalidFormat("items: channels must be an array of strings.");
    if (channels.some((channel: string) => channel.length > realtimeLimits.channelLength))
      throw invalidFormat(`items: a channel is longer than ${realtimeLimits.channelLength}.`);
    if (queries !== undefined && !(Array.isArray(queries) && queries.length === 0))
      throw invalidFormat("Invalid query: this server does not filter subscriptions by queries.");
    return { subscriptionId, channels: [...new Set(channels as string[])] };
  });
}

/**
 * Appwrite Realtime as the Web SDK's `client.subscribe` speaks it (message mode: the socket
 * opens with the project only; `authentication`, `subscribe`, `unsubscribe` and `ping` follow as
 * messages). A document change reaches the connections whose caller may read it: the socket's
 * caller (its handshake's, or the session of its `authentication` message) is asked of ApiAccess
 * again at each delivery, so a socket loses at once what its session loses (signed out, expired,
 * its user removed). Refusals are sent in-band as Appwrite does (an `error` message, then a
 * close with its code), so the SDK knows not to retry a policy violation.
 */
export async function realtimeRoutes(app: FastifyInstance, options: RealtimeRouteOptions) {
  const { project, access, events } = options;
  const allowedOrigins = new Set(options.corsOrigins);
  const connects = new RateLimiter(realtimeLimits.connectsPerMinute);
  const messages = new RateLimiter(realtimeLimits.messagesPerMinute);
  const connections = new Map<string, Connection>();
  const openByAddress = new Map<string, number>();
  let nextId = 0;

  await app.register(websocket, {
    options: { maxPayload: realtimeLimits.maxMessageBytes },
    preClose: async () => {
      const sockets = [...connections.values()].map((connection) => connection.socket);
      const closed = sockets.map(
        (socket) => new Promise((resolve) => socket.once("close", resolve)),
      );
      for (const socket of sockets) socket.close(1001, "The server is restarting.");
      // A peer that never answers the close frame would hold the exit for ws's 30 s.
      const grace = setTimeout(() => {
        for (const socket of sockets) socket.terminate();
      }, closeGraceMs);
      await Promise.all(closed);
      clearTimeout(grace);
      await new Promise((resolve) => app.websocketServer.close(resolve));
    },
  });

  const stopListening = events.listen((event) => {
    for (const connection of connections.values()) {
      const subscribed: string[] = [];
      for (const [subscriptionId, channels] of connection.subscriptions) {
        if (channels.some((channel) => event.data.channels.includes(channel)))
          subscribed.push(subscriptionId);
      }
      if (subscribed.length === 0 || !connection.mayRead(event.readers)) continue;
      send(connection.socket, {
        type: "event",
        data: { ...event.data, subscriptions: subscribed },
      });
    }
  });

  const heartbeat = setInterval(() => {
    for (const connection of connections.values()) {
      if (!connection.alive) connection.socket.terminate();
      else {
        connection.alive = false;
        connection.socket.ping();
      }
    }
  }, heartbeatMs);
  heartbeat.unref();
  app.addHook("onClose", async () => {
    clearInterval(heartbeat);
    stopListening();
  });

  /** Throws a RealtimeError when the socket may not be opened. */
  const admit = (request: FastifyRequest<{ Querystring: Record<string, unknown> }>) => {
    const client = clientOf(request.ip);
    if (!connects.hit(client).allowed)
      throw new RealtimeError(tooManyMessages, "Too many requests");
    if (request.query.project !== project.projectId)
      throw new RealtimeError(policyViolation, "Missing or unknown project ID");
    if (!fromAllowedPage(request, allowedOrigins)) {
      throw new RealtimeError(
        policyViolation,
        `Invalid Origin. Register your new client (${request.headers.origin}) as a new Web platform on your project console dashboard`,
      );
    }
    if ((openByAddress.get(client) ?? 0) >= realtimeLimits.openPerAddress)
      throw new RealtimeError(tooManyMessages, "Too many open connections from your address.");
    if (connections.size >= realtimeLimits.openInAll)
      throw new RealtimeError(tooManyMessages, "Too many open connections.");
    try {
      return access.caller(request);
    } catch (error) {
      if (error instanceof AppwriteError) throw new RealtimeError(policyViolation, error.message);
      throw error;
    }
  };

  const keyMayRead = (request: FastifyRequest) => () => {
    access.require(request, "documents.read");
    return true;
  };

  const handle = (connection: Connection, type: string, data: unknown) => {
    switch (type) {
      case "ping":
        return { type: "pong" };
      case "authentication": {
        const session = isObject(data) ? data.session : undefined;
        if (typeof session !== "string" || session === "" || session.length > 2048)
          throw invalidFormat("Payload is not valid. Session is required");
        const caller = access.callerForSession(session);
        if (caller.userId === null) throw invalidFormat("Session is not valid.");
        connection.mayRead = readerOf(
          () => access.callerForSession(session),
          () => false,
        );
        return {
          type: "response",
          data: { to: "authentication", success: true, user: { $id: caller.userId } },
        };
      }
      case "subscribe": {
        const items = subscriptionItems(data);
        const next = new Map(connection.subscriptions);
        for (const item of items) next.set(item.subscriptionId, item.channels);
        const channels = new Set([...next.values()].flat());
        if (next.size > realtimeLimits.subscriptionsPerConnection)
          throw new RealtimeError(
            policyViolation,
            `A connection may hold at most ${realtimeLimits.subscriptionsPerConnection} subscriptions.`,
          );
        if (channels.size > realtimeLimits.channelsPerConnection)
          throw new RealtimeError(
            policyViolation,
            `A connection may subscribe to at most ${realtimeLimits.channelsPerConnection} channels.`,
          );
        connection.subscriptions = next;
        return {
          type: "response",
          data: {
            to: "subscribe",
            success: true,
            subscriptions: items.map((item) => ({ ...item, queries: [] })),
          },
        };
      }
      case "unsubscribe": {
        if (!Array.isArray(data)) throw invalidFormat("items: Payload is not valid.");
        const removed = data.map((item: unknown) => {
          const subscriptionId = isObject(item) ? item.subscriptionId : undefined;
          if (typeof subscriptionId !== "string")
            throw invalidFormat("items: subscriptionId is not a valid id.");
          return { subscriptionId, removed: connection.subscriptions.delete(subscriptionId) };
        });
        return {
          type: "response",
          data: { to: "unsubscribe", success: true, subscriptions: removed },
        };
      }
      default:
        throw invalidFormat("Message type is not valid.");
    }
  };

  app.get<{ Querystring: Record<string, unknown> }>(
    realtimePath,
    { websocket: true },
    (socket, request) => {
      let caller: Caller;
      try {
        caller = admit(request);
      } catch (error) {
        if (!(error instanceof RealtimeError)) throw error;
        sendError(socket, error);
        socket.close(error.code);
        return;
      }
      const connection: Connection = {
        id: String(nextId++),
        socket,
        address: clientOf(request.ip),
        mayRead: readerOf(() => access.currentCaller(request), keyMayRead(request)),
        subscriptions: new Map(),
        alive: true,
      };
      connections.set(connection.id, connection);
      openByAddress.set(connection.address, (openByAddress.get(connection.address) ?? 0) + 1);
      socket.on("pong", () => (connection.alive = true));
      socket.on("close", () => {
        connections.delete(connection.id);
        const open = (openByAddress.get(connection.address) ?? 1) - 1;
        if (open > 0) openByAddress.set(connection.address, open);
        else openByAddress.delete(connection.address);
      });
      socket.on("message", (data, isBinary) => {
        connection.alive = true;
        try {
          if (!messages.hit(connection.id).allowed)
            throw new RealtimeError(tooManyMessages, "Too many messages.");
          const message = parseMessage(data, isBinary);
          send(socket, handle(connection, message.type, message.data));
        } catch (error) {
          if (!(error instanceof RealtimeError)) request.log.error(error);
          const answer =
            error instanceof RealtimeError ? error : new RealtimeError(500, "Server Error");
          sendError(socket, answer);
          if (answer.code === policyViolation) socket.close(answer.code);
        }
      });
      send(socket, {
        type: "connected",
        data: {
          channels: [],
          subscriptions: [],
          user: caller.userId === null ? null : { $id: caller.userId },
        },
      });
    },
  );
}
