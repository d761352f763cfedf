import { useSyncExternalStore } from "react";
import { captureError } from "./services/analytics";

/**
 * Code the page fetches on demand (a page, a part of one, a dialog) can fail to arrive: the
 * connection drops for a moment, or a new version of the site has replaced the files. Such a
 * load does not fail the part that waits for it: the part keeps what it shows (the prerendered
 * HTML, or its loading state), the failure goes to exception capture, and LoadFailureNotice
 * offers the retry.
 */
let failed = false;
const listeners = new Set<() => void>();

/** `load`, or, should it fail, a wait that lasts until the visitor retries. */
export function loadWithRetry<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    captureError(error);
    failed = true;
    for (const listener of listeners) listener();
    return new Promise<T>(() => undefined);
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether some code the page asked for has failed to load. */
export function useFailedLoads(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => failed,
    () => false,
  );
}
