import * as React from "react";
import { dateTimeLabel } from "./labels";

/**
 * Says that a page shows this device's copy of `what`, loaded at `keptAt`, while the server
 * cannot be reached; `children` are its actions.
 */
export function OfflineNote({
  what,
  keptAt,
  testId,
  children,
}: {
  what: string;
  keptAt: string;
  testId: string;
  children?: React.ReactNode;
}) {
  return (
    <div
      role="status"
      data-testid={testId}
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-secondary-soft px-4 py-3 text-sm text-secondary-soft-foreground"
    >
      <p>
        Offline: this is {what} as it was at {dateTimeLabel(keptAt)}. It is loaded again when the
        connection is back.
      </p>
      {children}
    </div>
  );
}

/** Bumps the counter `retry` sets each time the connection comes back, while `waiting`. */
export function useRetryWhenOnline(
  retry: React.Dispatch<React.SetStateAction<number>>,
  waiting = true,
): void {
  React.useEffect(() => {
    if (!waiting) return;
    const again = () => retry((count) => count + 1);
    window.addEventListener("online", again);
    return () => window.removeEventListener("online", again);
  }, [retry, waiting]);
}
