import type * as React from "react";

import { Button } from "./button";
import { cn } from "./cn";
import { Icon } from "./icon";
import { useKitCopy } from "./kit-provider";

/**
 * The "nothing matched" block of a filtered list; the action resets what the visitor chose.
 * Without a message and an action label it speaks of the tour list.
 */
function EmptyState({
  message,
  actionLabel,
  onAction,
  icon = <Icon name="search-x" aria-hidden className="size-6" />,
  className,
  ...props
}: React.ComponentProps<"div"> & {
  message?: React.ReactNode;
  actionLabel?: string;
  /** Without it the block only says that nothing matched. */
  onAction?: () => void;
  icon?: React.ReactNode;
}) {
  const copy = useKitCopy("emptyState");
  return (
    <div
      data-slot="empty-state"
      className={cn(
        "flex flex-col items-center gap-4 rounded-xl border border-dashed border-input bg-muted px-6 py-12 text-center",
        className,
      )}
      {...props}
    >
      <span
        data-slot="empty-state-icon"
        className="flex size-12 items-center justify-center rounded-full bg-card text-muted-foreground shadow-soft"
      >
        {icon}
      </span>
      <p data-slot="empty-state-message" className="max-w-sm text-base text-foreground">
        {message ?? copy.message}
      </p>
      {onAction ? (
        <Button variant="outline" onClick={onAction}>
          {actionLabel ?? copy.action}
        </Button>
      ) : null}
    </div>
  );
}

export { EmptyState };
