import type { Client, RealtimeResponseEvent } from "appwrite";
import { setTimeout as delay } from "node:timers/promises";
import { WebSocket } from "ws";

/** A browser's localStorage, where the Web SDK keeps its fallback cookie. */
export class MemoryStorage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

/**
 * What the Web SDK's `client.subscribe` needs of a browser and Node 20 lacks: a global
 * WebSocket (the `ws` package, which browsers' WebSocket follows), `window` for its timers and
 * `window.localStorage` for the fallback cookie it authenticates the socket with.
 */
export function installBrowserGlobals(): void {
  const scope = globalThis as Record<string, unknown>;
  scope.WebSocket ??= WebSocket;
  scope.window ??= globalThis;
  scope.localStorage ??= new MemoryStorage();
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const value = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
  return Math.round(value * 10) / 10;
}

/**
 * Realtime arrival latency: `count` enquiries sent one after another by `send` (as a traveller
 * would, with the document id given), each timed from the moment it is sent to the moment
 * `subscriber` (a Web SDK client allowed to read the collection, such as an operator's) receives
 * its create event on `channel`. Milliseconds.
 */
export async function realtimeArrivalLatency(options: {
  subscriber: Client;
  channel: string;
  count: number;
  send: (documentId: string) => Promise<unknown>;
  /** How long to wait for one event before giving up, in milliseconds. */
  timeoutMs?: number;
}): Promise<{ p50: number; p95: number; max: number; samples: number[] }> {
  installBrowserGlobals();
  const waiting = new Map<string, (at: number) => void>();
  const unsubscribe = options.subscriber.subscribe(
    options.channel,
    (event: RealtimeResponseEvent<{ $id: string }>) => {
      if (event.events.some((name) => name.endsWith(".create")))
        waiting.get(event.payload.$id)?.(performance.now());
    },
  );
  const samples: number[] = [];
  try {
    await subscribed(options, waiting);
    for (let index = 0; index < options.count; index++) {
      const id = `latency-${Date.now()}-${index}`;
      samples.push(await arrival(options, waiting, id, options.timeoutMs ?? 5_000));
    }
  } finally {
    unsubscribe();
  }
  return {
    p50: percentile(samples, 0.5),
    p95: percentile(samples, 0.95),
    max: percentile(samples, 1),
    samples,
  };
}

/**
 * The SDK opens its socket and subscribes after a short debounce, and says nothing when it has:
 * an enquiry is sent every quarter second until the event of any of them arrives, so that none
 * of the timed ones is sent too early. Two minutes without one is a fault, not a busy machine.
 */
async function subscribed(
  options: { send: (documentId: string) => Promise<unknown> },
  waiting: Map<string, (at: number) => void>,
): Promise<void> {
  let ready: () => void = () => undefined;
  const arrived = new Promise<boolean>((resolve) => (ready = () => resolve(true)));
  const sent: string[] = [];
  const giveUp = Date.now() + 120_000;
  try {
    for (let attempt = 0; Date.now() < giveUp; attempt++) {
      const id = `warmup-${Date.now()}-${attempt}`;
      sent.push(id);
      waiting.set(id, ready);
      await options.send(id);
      if (await Promise.race([arrived, delay(250).then(() => false)])) return;
    }
    throw new Error(`No realtime event for any of ${sent.length} enquiries sent over two minutes`);
  } finally {
    for (const id of sent) waiting.delete(id);
  }
}

async function arrival(
  options: { send: (documentId: string) => Promise<unknown> },
  waiting: Map<string, (at: number) => void>,
  id: string,
  timeoutMs: number,
): Promise<number> {
  const started = performance.now();
  let arrive: (at: number) => void = () => undefined;
  const received = new Promise<number>((resolve) => (arrive = resolve));
  waiting.set(id, (at) => arrive(at));
  let timer: NodeJS.Timeout | undefined;
  try {
    await options.send(id);
    // The limit counts from the answer to the send: a busy machine may take longer to store it.
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`No realtime event for ${id} within ${timeoutMs} ms`)),
        timeoutMs,
      );
    });
    return (await Promise.race([received, late])) - started;
  } finally {
    clearTimeout(timer);
    waiting.delete(id);
  }
}
