import type * as React from "react";

import { cn } from "./cn";
import { Icon } from "./icon";

/**
 * A quiet rotating ring. Without a label it is decoration (the surrounding text says what is
 * happening, as in a "Sending..." button); with a label it becomes a polite status message.
 */
function Spinner({
  label,
  className,
  ...props
}: React.ComponentProps<"span"> & { label?: string }) {
  return (
    <span
      data-slot="spinner"
      role={label ? "status" : undefined}
      aria-hidden={label ? undefined : true}
      className={cn("inline-flex items-center gap-2", className)}
      {...props}
    >
      <Icon name="loader-circle" aria-hidden className="size-4 shrink-0 motion-safe:animate-spin" />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}

export { Spinner };
