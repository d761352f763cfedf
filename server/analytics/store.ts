import type { Db } from "../db";

export type StoredEvent = {
  uuid: string | null;
  event: string;
  distinctId: string | null;
  properties: Record<string, unknown>;
  /** When the event happened, as the client reported it (ISO 8601). */
  timestamp: string;
};

export type EventCount = { event: string; count: number };

export function ensureAnalyticsSchema(db: Db): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS analytics_events (
      id INTEGER PRIMARY KEY,
      uuid TEXT UNIQUE,
      event TEXT NOT NULL,
      distinct_id TEXT,
      properties TEXT NOT NULL,
      timestamp TEXT NOT NULL,
      received_at TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS analytics_events_event ON analytics_events (event);
  `);
}

export type StorageUsage = {
  storedBytes: number;
  maxBytes: number;
  events: number;
  prunedEvents: number;
};

/**
 * The stored events, kept under `maxBytes` (what their rows hold): past it, the oldest events
 * are pruned until a tenth of the room is free again, so the disk never fills with analytics.
 */
export class EventStore {
  private readonly insertAll: (events: StoredEvent[], receivedAt: string) => number;
  private readonly prune: (bytesToFree: number) => { events: number; bytes: number };
  private storedBytes: number;
  private events: number;
  private prunedEvents = 0;

  constructor(
    db: Db,
    private readonly maxBytes: number,
    private readonly report: (message: string) => void = console.warn,
  ) {
    ensureAnalyticsSchema(db);
    const totals = db
      .prepare(
        `SELECT COUNT(*) AS events, COALESCE(SUM(${rowBytes}), 0) AS bytes FROM analytics_events`,
      )
      .get() as { events: number; bytes: number };
    this.storedBytes = totals.bytes;
    this.events = totals.events;
    const insert = db.prepare(
      `INSERT OR IGNORE INTO analytics_events
         (uuid, event, distinct_id, properties, timestamp, received_at)
       VALUES (@uuid, @event, @distinctId, @properties, @timestamp, @receivedAt)`,
    );
    this.insertAll = db.transaction((events: StoredEvent[], receivedAt: string) => {
      let stored = 0;
      for (const event of events) {
        const row = { ...event, properties: JSON.stringify(event.properties), receivedAt };
        if (insert.run(row).changes === 0) continue;
        stored += 1;
        this.storedBytes += storedSize(row);
      }
      this.events += stored;
      return stored;
    });
    const oldest = db.prepare(
      `SELECT id, ${rowBytes} AS bytes FROM analytics_events ORDER BY id LIMIT 1000`,
    );
    const removeUpTo = db.prepare("DELETE FROM analytics_events WHERE id <= ?");
    this.prune = db.transaction((bytesToFree: number) => {
      let freed = 0;
      let count = 0;
      let lastId = 0;
      while (freed < bytesToFree) {
        const rows = oldest.all() as Array<{ id: number; bytes: number }>;
        if (rows.length === 0) break;
        for (const row of rows) {
          if (freed >= bytesToFree) break;
          freed += row.bytes;
          count += 1;
          lastId = row.id;
        }
        removeUpTo.run(lastId);
      }
      return { events: count, bytes: freed };
    });
  }

  /** Stores a batch in one transaction; a retried event (same uuid) is stored once. */
  write(events: StoredEvent[]): number {
    const stored = this.insertAll(events, new Date().toISOString());
    if (this.storedBytes > this.maxBytes) {
      const pruned = this.prune(this.storedBytes - Math.floor(this.maxBytes * 0.9));
      this.storedBytes -= pruned.bytes;
      this.events -= pruned.events;
      this.prunedEvents += pruned.events;
      this.report(
        `Analytics storage reached its cap of ${this.maxBytes} bytes: pruned the ` +
          `${pruned.events} oldest events (${pruned.bytes} bytes); ${this.events} events kept.`,
      );
    }
    return stored;
  }

  usage(): StorageUsage {
    return {
      storedBytes: this.storedBytes,
      maxBytes: this.maxBytes,
      events: this.events,
      prunedEvents: this.prunedEvents,
    };
  }
}

/** What one row holds, in SQL and in JS (text lengths in UTF-8 bytes, close enough for a cap). */
const rowBytes =
  "length(CAST(properties AS BLOB)) + length(event) + COALESCE(length(uuid), 0) + " +
  "COALESCE(length(distinct_id), 0) + length(timestamp)";

function storedSize(row: {
  properties: string;
  event: string;
  uuid: string | null;
  distinctId: string | null;
  timestamp: string;
}): number {
  return (
    Buffer.byteLength(row.properties) +
    row.event.length +
    (row.uuid?.length ?? 0) +
    (row.distinctId?.length ?? 0) +
    row.timestamp.length
  );
}

/** How many times each event was received, most frequent first (`npm run analytics`). */
export function countEvents(db: Db): EventCount[] {
  ensureAnalyticsSchema(db);
  return db
    .prepare(
      `SELECT event, COUNT(*) AS count FROM analytics_events
       GROUP BY event ORDER BY count DESC, event ASC`,
    )
    .all() as EventCount[];
}
