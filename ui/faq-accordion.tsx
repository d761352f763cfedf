import type * as React from "react";

import { cn } from "./cn";
import { Icon } from "./icon";

type FaqItem = { id: string; question: string; answer: string };

/** The ids of the list's open items, in the list's order. */
function openIds(list: Element): string[] {
  return Array.from(
    list.querySelectorAll<HTMLDetailsElement>(":scope > details[open]"),
    (item) => item.id,
  );
}

/**
 * The FAQ: questions that open independently, several at once. Each question is a disclosure
 * (`<details>`), so it opens from the moment the page is painted, before any script has run, and
 * the browser's find in page opens the answer it finds. Each item carries its id as the element
 * id, so a search result or a URL hash can open and scroll to it; pass `value` (the open ids) to
 * control it. `onValueChange` gets the open ids whenever one opens or closes, however it was.
 */
function FaqAccordion({
  items,
  value,
  defaultValue,
  onValueChange,
  className,
  ...props
}: Omit<React.ComponentProps<"div">, "defaultValue" | "dir"> & {
  items: FaqItem[];
  value?: string[];
  defaultValue?: string[];
  onValueChange?: (value: string[]) => void;
}) {
  const shown = value ?? defaultValue ?? [];
  const toggled = (event: React.SyntheticEvent<HTMLDetailsElement>) => {
    const list = event.currentTarget.parentElement;
    if (!list) return;
    const ids = openIds(list);
    if (ids.join(" ") !== shown.join(" ")) onValueChange?.(ids);
  };
  return (
    <div
      data-slot="faq-accordion"
      className={cn(
        "divide-y divide-border rounded-xl border border-border bg-card text-card-foreground shadow-soft",
        className,
      )}
      {...props}
    >
      {items.map((item) => (
        <details
          key={item.id}
          id={item.id}
          open={shown.includes(item.id)}
          onToggle={toggled}
          data-slot="faq-accordion-item"
          className="group scroll-mt-28"
        >
          <summary
            data-slot="faq-accordion-trigger"
            className="flex w-full cursor-pointer list-none items-center justify-between gap-4 px-5 py-5 text-left text-base leading-snug font-semibold transition-colors duration-(--duration-short) hover:text-primary focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring md:px-6 [&::-webkit-details-marker]:hidden"
          >
            <h3 className="font-sans">{item.question}</h3>
            <Icon
              name="chevron-down"
              aria-hidden
              className="size-5 shrink-0 text-muted-foreground transition-transform duration-(--duration-medium) group-open:rotate-180"
            />
          </summary>
          <div
            data-slot="faq-accordion-content"
            className="px-5 pb-5 text-base leading-relaxed text-muted-foreground motion-safe:animate-fade-in md:px-6"
          >
            <p className="max-w-prose">{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}

export { FaqAccordion, type FaqItem };
