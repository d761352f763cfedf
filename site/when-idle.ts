/**
 * Calls `callback` once the browser is idle, and at the latest after `timeoutMs`; where the
 * browser cannot say when it is idle (Safari), on the next task.
 */
export function whenIdle(callback: () => void, timeoutMs: number): void {
  if (typeof window.requestIdleCallback === "function") {
    window.requestIdleCallback(callback, { timeout: timeoutMs });
  } else {
    window.setTimeout(callback, 1);
  }
}
