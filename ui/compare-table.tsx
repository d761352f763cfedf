import type * as React from "react";

import { buttonVariants } from "./button";
import { cn } from "./cn";
import { Icon } from "./icon";
import { fill, KitLink, useKitCopy } from "./kit-provider";

/** A compared item: its name, where it is described and where to ask about it. */
type CompareColumn = { id: string; title: string; href: string; quoteHref: string };

/** A line of the comparison: what it compares, and one cell per column, in column order. */
type CompareRow = { label: string; cells: React.ReactNode[] };

/**
 * Two or three things side by side: one column each, headed by its name (a link), one row per
 * fact, and under each column links to its page and to a quote. On a narrow screen the table
 * scrolls sideways inside its frame (by keyboard too) with the row names kept in view.
 */
function CompareTable({
  caption,
  columns,
  rows,
  className,
  ...props
}: Omit<React.ComponentProps<"div">, "children"> & {
  caption: string;
  columns: CompareColumn[];
  rows: CompareRow[];
}) {
  const copy = useKitCopy("compareTable");
  return (
    <div
      data-slot="compare-table"
      role="region"
      aria-label={caption}
      tabIndex={0}
      className={cn(
        "overflow-x-auto rounded-xl border border-border bg-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring print:overflow-visible",
        className,
      )}
      {...props}
    >
      <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-border bg-muted align-bottom">
            <td className="sticky left-0 z-10 w-40 bg-muted" />
            {columns.map((column) => (
              <th key={column.id} scope="col" className="min-w-52 px-4 py-4">
                <KitLink
                  href={column.href}
                  className="font-display text-lg leading-snug font-semibold underline-offset-4 hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  {column.title}
                </KitLink>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-b border-border align-top last:border-0">
              <th
                scope="row"
                className="sticky left-0 z-10 w-40 bg-card px-4 py-3 font-semibold text-muted-foreground"
              >
                {row.label}
              </th>
              {columns.map((column, index) => (
                <td key={column.id} className="px-4 py-3 leading-relaxed">
                  {row.cells[index]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot className="print:hidden">
          <tr className="border-t border-border">
            <td className="sticky left-0 z-10 bg-card" />
            {columns.map((column) => (
              <td key={column.id} className="px-4 py-4">
                <div className="flex flex-col gap-2">
                  <KitLink
                    href={column.href}
                    aria-label={fill(copy.viewTourLabel, { title: column.title })}
                    className={buttonVariants({ variant: "outline", size: "sm" })}
                  >
                    {copy.viewTour}
                    <Icon name="arrow-right" aria-hidden />
                  </KitLink>
                  <KitLink
                    href={column.quoteHref}
                    aria-label={fill(copy.quoteLabel, { title: column.title })}
                    className={buttonVariants({ variant: "primary", size: "sm" })}
                  >
                    {copy.quote}
                  </KitLink>
                </div>
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

export { CompareTable, type CompareColumn, type CompareRow };
