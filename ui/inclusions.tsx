import type * as React from "react";

import { cn } from "./cn";
import { Icon } from "./icon";
import { useKitCopy } from "./kit-provider";

function InclusionList({
  title,
  items,
  kind,
  Heading,
}: {
  title: string;
  items: string[];
  kind: "included" | "excluded";
  Heading: "h2" | "h3" | "h4";
}) {
  return (
    <section data-slot="inclusions-list" data-kind={kind} className="flex flex-col gap-3">
      <Heading className="font-display text-lg font-semibold">{title}</Heading>
      <ul className="flex flex-col gap-2.5">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-2.5 text-sm leading-relaxed">
            <span
              aria-hidden
              className={cn(
                "mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full",
                kind === "included"
                  ? "bg-secondary-soft text-secondary-soft-foreground"
                  : "bg-accent text-muted-foreground",
              )}
            >
              <Icon
                name={kind === "included" ? "check" : "x"}
                className="size-3.5"
                strokeWidth={2.5}
              />
            </span>
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What the price covers and what it does not, side by side when there is room. */
function Inclusions({
  included,
  excluded,
  headingLevel = "h3",
  emptyMessage,
  className,
  ...props
}: Omit<React.ComponentProps<"div">, "children"> & {
  included: string[];
  excluded: string[];
  headingLevel?: "h2" | "h3" | "h4";
  emptyMessage?: string;
}) {
  const copy = useKitCopy("inclusions");
  if (included.length === 0 && excluded.length === 0) {
    return (
      <p data-slot="inclusions-empty" className={cn("text-sm text-muted-foreground", className)}>
        {emptyMessage ?? copy.empty}
      </p>
    );
  }
  return (
    <div data-slot="inclusions" className={cn("@container", className)} {...props}>
      <div className="grid gap-8 @xl:grid-cols-2">
        {included.length > 0 ? (
          <InclusionList
            title={copy.included}
            items={included}
            kind="included"
            Heading={headingLevel}
          />
        ) : null}
        {excluded.length > 0 ? (
          <InclusionList
            title={copy.excluded}
            items={excluded}
            kind="excluded"
            Heading={headingLevel}
          />
        ) : null}
      </div>
    </div>
  );
}

export { Inclusions };
