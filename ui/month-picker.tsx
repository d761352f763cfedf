import type * as React from "react";

import { cn } from "./cn";
import { KitLink, useKitLocale } from "./kit-provider";
import { monthNames } from "./month-calendar";

/**
 * The twelve months as links, January first: plain links, so a month is an address that works
 * before any script, survives a reload and goes back with the browser. `current` is the month
 * shown (an index), marked as the current page.
 */
function MonthPicker({
  label,
  href,
  current,
  className,
  ...props
}: Omit<React.ComponentProps<"nav">, "children"> & {
  label: string;
  /** The address of a month, by its index (0 for January). */
  href: (month: number) => string;
  current?: number;
}) {
  const names = monthNames(useKitLocale(), "long");
  return (
    <nav aria-label={label} data-slot="month-picker" className={className} {...props}>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6">
        {names.map((name, index) => (
          <li key={name} className="flex">
            <KitLink
              href={href(index)}
              aria-current={index === current ? "page" : undefined}
              className={cn(
                "flex min-h-11 w-full items-center justify-center rounded-full border px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                index === current
                  ? "border-primary bg-primary text-primary-foreground"
                  : "border-border bg-card hover:border-primary hover:text-primary",
              )}
            >
              {name}
            </KitLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export { MonthPicker };
