import type { Enquiry, InboxPage } from "./enquiries";

/**
 * What the desk keeps on the operator's device for when the connection is gone: who signed in
 * last, and the inbox's last lists, each with the time it was loaded (an enquiry of a kept list
 * opens from it). Signing out forgets both,
 * so a shared phone keeps no traveller's details after the operator has left it.
 */

/** The operator as the desk shows them while it cannot reach the server. */
export type KeptOperator = { $id: string; name: string; email: string };

/** An inbox list as it was loaded, and when. */
export type KeptInbox = { page: InboxPage; savedAt: string };

const operatorKey = "desk:operator";
const inboxKey = "desk:inbox";
/** How many views (filters, searches, pages) keep their last list. */
const viewsKept = 10;

type KeptLists = { operatorId: string; views: Record<string, KeptInbox> };

function read<T>(key: string): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage can be full or unavailable: the desk then keeps nothing for offline use.
  }
}

export function keepOperator(user: KeptOperator): void {
  write(operatorKey, { $id: user.$id, name: user.name, email: user.email });
}

export function keptOperator(): KeptOperator | null {
  const kept = read<Partial<KeptOperator>>(operatorKey);
  if (typeof kept?.$id !== "string" || typeof kept.email !== "string") return null;
  return { $id: kept.$id, name: typeof kept.name === "string" ? kept.name : "", email: kept.email };
}

/**
 * Keeps `page` as the last list of the view whose address query is `view`, for the operator
 * this device keeps: a list that arrives after they signed out is not kept.
 */
export function keepInbox(operatorId: string, view: string, page: InboxPage): void {
  if (keptOperator()?.$id !== operatorId) return;
  const kept = read<KeptLists>(inboxKey);
  const others = Object.entries(kept?.operatorId === operatorId ? kept.views : {})
    .filter(([other]) => other !== view)
    .slice(0, viewsKept - 1);
  const newest: [string, KeptInbox] = [view, { page, savedAt: new Date().toISOString() }];
  write(inboxKey, { operatorId, views: Object.fromEntries([newest, ...others]) });
}

/** The last list of the view `view` the operator `operatorId` loaded on this device, if any. */
export function keptInbox(operatorId: string, view: string): KeptInbox | null {
  const kept = read<KeptLists>(inboxKey);
  if (kept?.operatorId !== operatorId) return null;
  const list = kept.views[view];
  return list && Array.isArray(list.page?.enquiries) && typeof list.savedAt === "string"
    ? list
    : null;
}

/** The enquiry `id` as the newest of the operator's kept lists holds it, and when it was loaded. */
export function keptEnquiry(
  operatorId: string,
  id: string,
): { enquiry: Enquiry; savedAt: string } | null {
  const kept = read<KeptLists>(inboxKey);
  if (kept?.operatorId !== operatorId) return null;
  const newestFirst = Object.values(kept.views).sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  for (const list of newestFirst) {
    const enquiry = list.page?.enquiries?.find((each) => each.$id === id);
    if (enquiry) return { enquiry, savedAt: list.savedAt };
  }
  return null;
}

/** Forgets the operator and their lists: after signing out, nothing stays on the device. */
export function forgetOffline(): void {
  try {
    window.localStorage.removeItem(operatorKey);
    window.localStorage.removeItem(inboxKey);
  } catch {
    // Nothing was kept.
  }
}
