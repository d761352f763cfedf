import type * as React from "react";

import { cn } from "./cn";
import { Spinner } from "./spinner";

/**
 * A dialog's frame while its code arrives: the backdrop and an empty panel with a spinner, opened
 * at once on the tap that asked for the dialog, which then takes its place.
 */
function DialogLoading({
  label,
  status,
  className,
  ...props
}: React.ComponentProps<"div"> & {
  /** The dialog's name ("Search"). */
  label: string;
  /** What a screen reader hears while it loads ("Loading search"). */
  status: string;
}) {
  return (
    <div data-slot="dialog-loading" className="fixed inset-0 z-50 bg-overlay">
      <div
        role="dialog"
        aria-modal="true"
        aria-label={label}
        aria-busy="true"
        className={cn(
          "fixed top-[8vh] left-1/2 flex h-40 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 items-center justify-center rounded-xl border border-border bg-card text-muted-foreground shadow-lifted",
          className,
        )}
        {...props}
      >
        <Spinner label={status} className="[&_svg]:size-8" />
      </div>
    </div>
  );
}

export { DialogLoading };
