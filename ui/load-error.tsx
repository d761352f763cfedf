import type * as React from "react";

import { Button } from "./button";
import { cn } from "./cn";
import { Icon } from "./icon";
import { useKitCopy } from "./kit-provider";

/**
 * Says that part of the page could not load or be shown (the connection dropped, or a new
 * version of the site replaced its files) and offers to try again. `floating` puts it over the
 * page, whose prerendered content stays readable underneath; otherwise it takes the place of
 * the part that failed.
 */
function LoadError({
  message,
  retryLabel,
  onRetry,
  floating = false,
  className,
  ...props
}: React.ComponentProps<"div"> & {
  message: React.ReactNode;
  retryLabel?: string;
  onRetry: () => void;
  floating?: boolean;
}) {
  const copy = useKitCopy("loadError");
  return (
    <div
      role="alert"
      data-slot="load-error"
      className={cn(
        "flex items-center gap-3 rounded-xl border border-border bg-card px-4 py-3 text-sm text-card-foreground",
        floating
          ? "fixed inset-x-3 bottom-24 z-50 mx-auto max-w-md shadow-lifted sm:bottom-6"
          : "mx-auto my-8 w-fit max-w-[calc(100%-2.5rem)] flex-wrap",
        className,
      )}
      {...props}
    >
      <Icon name="cloud-off" aria-hidden className="size-5 shrink-0 text-muted-foreground" />
      <p className="min-w-0 flex-1">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <Icon name="rotate-ccw" aria-hidden />
        {retryLabel ?? copy.retry}
      </Button>
    </div>
  );
}

export { LoadError };
