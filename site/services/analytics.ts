/**
 * Product analytics (PostHog) behind the visitor's consent. Pages call `track()`; nothing is
 * sent and nothing is stored by PostHog until the visitor accepts. A refusal means PostHog is
 * never loaded at all, so no event leaves the browser. posthog-js is bundled (no CDN) and loaded
 * only once consent is granted and the page is idle.
 */
import { useSyncExternalStore } from "react";
import type { PostHog } from "posthog-js";
import { sameOrigin, siteEnv } from "../../data/env";
import { CONSENT_EVENT, CONSENT_STORAGE_KEY } from "../head-script";
import { locale } from "../i18n/current-locale";
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
      // The exception-autocapture extension registers itself on import, so posthog-js never
      // fetches it from a CDN.
      const [{ default: posthog }] = await Promise.all([
        import("posthog-js"),
        import("posthog-js/dist/exception-autocapture"),
      ]);
      posthog.init(siteEnv.posthog.key, {
        api_host: siteEnv.posthog.host ?? `${sameOrigin()}/ingest`,
        persistence: "localStorage+cookie",
        autocapture: false,
        rageclick: false,
        capture_pageview: "history_change",
        capture_pageleave: false,
        capture_exceptions: true,
        capture_dead_clicks: false,
        capture_heatmaps: false,
        capture_performance: false,
        disable_session_recording: true,
        disable_surveys: true,
        disable_product_tours: true,
        disable_conversations: true,
        disable_web_experiments: true,
        disable_external_dependency_loading: true,
        advanced_disable_flags: true,
        advanced_disable_toolbar_metrics: true,
        opt_out_persistence_by_default: true,
        person_profiles: "identified_only",
        // Only a visitor who clicked Accept is ever measured, which already keeps crawlers out;
        // automated browsers (webdriver) are then tagged with $browser_type instead of dropped.
        opt_out_useragent_filter: true,
      });
      // Every event says which language the page was in.
      posthog.register({ language: locale });
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
