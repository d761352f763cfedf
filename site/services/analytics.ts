/**
 * Product analytics (PostHog) behind the visitor's consent. Pages call `track()`; nothing is
 * sent and nothing is stored by PostHog until the visitor accepts. A refusal means PostHog is
 * never loaded at all, so no event leaves the browser. PostHog and its settings
 * (services/posthog-client.ts) are loaded only once consent is granted and the page is idle.
 */
import { useSyncExternalStore } from "react";
import type { PostHog } from "posthog-js";
import { CONSENT_EVENT, CONSENT_STORAGE_KEY } from "../head-script";
import { whenIdle } from "../when-idle";

export type Consent = "granted" | "denied" | "unset";

export { CONSENT_STORAGE_KEY };

const MAX_QUEUED_EVENTS = 100;
const IDLE_TIMEOUT_MS = 2000;

type QueuedEvent = {
  event: string;
  properties: Record<string, unknown> | undefined;
  timestamp: Date;
};

const listeners = new Set<() => void>();
const queue: QueuedEvent[] = [];
const queuedErrors: unknown[] = [];
let consent: Consent = readStoredConsent();
let client: PostHog | null = null;
let loading: Promise<void> | null = null;
let initRequested = false;

function isChoice(value: unknown): value is Exclude<Consent, "unset"> {
  return value === "granted" || value === "denied";
}

/**
 * The stored choice, else the one the page's head script marked <html data-consent> with (a
 * choice made before this code ran, where the browser keeps no storage).
 */
function readStoredConsent(): Consent {
  if (typeof window === "undefined") return "unset";
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (private mode); the page's mark still holds for this visit.
  }
  const choice = stored ?? document.documentElement.dataset.consent;
  return isChoice(choice) ? choice : "unset";
}

export function getConsent(): Consent {
  return consent;
}

export function setConsent(value: Exclude<Consent, "unset">): void {
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, value);
  } catch {
    // Storage can be unavailable (private mode, quota); the choice still holds for this visit.
  }
  if (consent === value) return;
  consent = value;
  if (value === "denied") {
    queue.length = 0;
    queuedErrors.length = 0;
    client?.opt_out_capturing();
  } else if (client) {
    client.opt_in_capturing({ captureEventName: false });
    flushQueue(client);
  } else if (initRequested) {
    void loadPostHog();
  }
  for (const listener of listeners) listener();
}

// A choice answered by the head script while this module waited for the page to hydrate.
if (typeof window !== "undefined")
  window.addEventListener(CONSENT_EVENT, (event) => {
    const choice = (event as CustomEvent<unknown>).detail;
    if (isChoice(choice)) setConsent(choice);
  });

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The visitor's current choice; "unset" during prerendering and before any choice. */
export function useConsent(): Consent {
  return useSyncExternalStore(subscribe, getConsent, () => "unset");
}

/** Records an event. Safe to call anywhere, any time: it never throws and never blocks. */
export function track(event: string, properties?: Record<string, unknown>): void {
  try {
    if (consent === "denied") return;
    if (client && consent === "granted") {
      client.capture(event, properties);
      return;
    }
    if (queue.length >= MAX_QUEUED_EVENTS) queue.shift();
    queue.push({ event, properties, timestamp: new Date() });
  } catch {
    // Analytics must never break the page.
  }
}

/**
 * Reports an error the page caught and showed the visitor (a part that could not load or
 * render) to exception capture: uncaught errors reach it by themselves, these would not.
 */
export function captureError(error: unknown): void {
  try {
    if (consent === "denied") return;
    if (client && consent === "granted") {
      client.captureException(error);
      return;
    }
    if (queuedErrors.length >= MAX_QUEUED_EVENTS) queuedErrors.shift();
    queuedErrors.push(error);
  } catch {
    // Analytics must never break the page.
  }
}

/** Starts analytics once the page is idle, if (or as soon as) the visitor has accepted. */
export function initAnalytics(): void {
  if (initRequested || typeof window === "undefined") return;
  initRequested = true;
  whenIdle(() => {
    if (consent === "granted") void loadPostHog();
  }, IDLE_TIMEOUT_MS);
}

function flushQueue(posthog: PostHog): void {
  for (const { event, properties, timestamp } of queue.splice(0)) {
    posthog.capture(event, properties, { timestamp });
  }
  for (const error of queuedErrors.splice(0)) posthog.captureException(error);
}

function loadPostHog(): Promise<void> {
  loading ??= (async () => {
    try {
      const { startPostHog } = await import("./posthog-client");
      const posthog = startPostHog();
      client = posthog;
      if (consent !== "granted") {
        posthog.opt_out_capturing();
        return;
      }
      if (posthog.has_opted_out_capturing()) posthog.opt_in_capturing({ captureEventName: false });
      flushQueue(posthog);
    } catch {
      loading = null;
    }
  })();
  return loading;
}
