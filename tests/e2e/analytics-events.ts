import { existsSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { openFile } from "../../server/db";
import { dataDir } from "./stored-enquiries";

export type ReceivedEvent = {
  event: string;
  distinctId: string | null;
  properties: Record<string, unknown>;
};

/** The database the e2e server writes, in its data directory (playwright.config.ts). */
const databaseFile = path.join(dataDir, "safari.sqlite");

/** Events the embedded PostHog endpoint has stored for one visitor. */
export function receivedEvents(distinctId: string): ReceivedEvent[] {
  if (!existsSync(databaseFile)) return [];
  const db = openFile(databaseFile, { readOnly: true });
  try {
    const table = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'analytics_events'")
      .get();
    if (!table) return [];
    const rows = db
      .prepare(
        "SELECT event, distinct_id, properties FROM analytics_events WHERE distinct_id = ? ORDER BY id",
      )
      .all(distinctId) as Array<{ event: string; distinct_id: string | null; properties: string }>;
    return rows.map((row) => ({
      event: row.event,
      distinctId: row.distinct_id,
      properties: JSON.parse(row.properties) as Record<string, unknown>,
    }));
  } finally {
    db.close();
  }
}

/** Accepts analytics in the consent banner and returns the visitor id PostHog then stores. */
export async function acceptAnalytics(page: Page): Promise<string> {
  const banner = page.getByRole("region", { name: "Cookies and analytics" });
  await banner.getByRole("button", { name: "Accept" }).click();
  await page.waitForFunction(() => document.cookie.includes("_posthog="), undefined, {
    timeout: 120_000,
  });
  const cookies = await page.context().cookies();
  const cookie = cookies.find((candidate) => /^ph_.+_posthog$/.test(candidate.name));
  if (!cookie) throw new Error("PostHog set no cookie after consent");
  return (JSON.parse(decodeURIComponent(cookie.value)) as { distinct_id: string }).distinct_id;
}
