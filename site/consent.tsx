import { useEffect, useRef, useSyncExternalStore } from "react";
import { consentMessages } from "#messages/consent";
import { cn } from "../ui/cn";
import { ConsentBanner as ConsentBannerView } from "../ui/consent-banner";
import { useHydrated } from "../ui/use-hydrated";
import { paths } from "./paths";
import { initAnalytics, setConsent, useConsent } from "./services/analytics";

const listeners = new Set<() => void>();
let settingsOpen = false;

function setSettingsOpen(value: boolean): void {
  settingsOpen = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the consent banner again so the visitor can change their choice (footer, cookie policy). */
export function openConsentSettings(): void {
  setSettingsOpen(true);
}

/**
 * The consent banner, shown until the visitor chooses and whenever they reopen it. It is
 * prerendered into every page so it paints with the page rather than popping up after the
 * app loads; for a returning visitor the head's consent hint (site/head-script.ts) hides that
 * copy before the first paint, and hydration then removes it. Mounting it also starts
 * analytics, which loads nothing until consent is granted.
 */
export function ConsentBanner() {
  const consent = useConsent();
  const reopened = useSyncExternalStore(
    subscribe,
    () => settingsOpen,
    () => false,
  );
  const hydrated = useHydrated();
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    initAnalytics();
  }, []);

  useEffect(() => {
    if (reopened) region.current?.focus();
  }, [reopened]);

  if (hydrated && consent !== "unset" && !reopened) return null;

  const choose = (value: "granted" | "denied") => {
    setConsent(value);
    setSettingsOpen(false);
  };
  const status =
    consent === "granted"
      ? consentMessages.choiceAccepted
      : consent === "denied"
        ? consentMessages.choiceRejected
        : undefined;

  return (
    <ConsentBannerView
      ref={region}
      tabIndex={-1}
      policyHref={paths.cookies}
      status={status}
      onAccept={() => choose("granted")}
      onReject={() => choose("denied")}
      className={cn(
        "fixed inset-x-3 bottom-3 z-50 mx-auto max-w-3xl outline-none sm:inset-x-6 sm:bottom-6 noscript:hidden",
        !hydrated && "[html[data-consent]_&]:hidden",
      )}
    />
  );
}
