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

/** Stores a batch in one transaction; a retried event (same uuid) is stored once. */
export function createEventWriter(db: Db): (events: StoredEvent[]) => number {
  ensureAnalyticsSchema(db);
  const insert = db.prepare(
    `INSERT OR IGNORE INTO analytics_events
       (uuid, event, distinct_id, properties, timestamp, received_at)
     VALUES (@uuid, @event, @distinctId, @properties, @timestamp, @receivedAt)`,
  );
  const insertAll = db.transaction((events: StoredEvent[], receivedAt: string) => {
    let stored = 0;
    for (const event of events) {
      stored += insert.run({
        ...event,
        properties: JSON.stringify(event.properties),
        receivedAt,
      }).changes;
    }
    return stored;
  });
  return (events) => insertAll(events, new Date().toISOString());
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
