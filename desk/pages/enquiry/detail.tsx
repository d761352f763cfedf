import type * as React from "react";

/** One term and its value in an enquiry's lists: side by side from the small breakpoint. */
function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-1 sm:grid-cols-[10rem_minmax(0,1fr)]">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="wrap-anywhere">{children || "—"}</dd>
    </div>
  );
}

export { Detail };
