import * as AccordionPrimitive from "@radix-ui/react-accordion";
import type * as React from "react";

import { cn } from "./cn";
import { Icon } from "./icon";

type FaqItem = { id: string; question: string; answer: string };

/**
 * The FAQ: questions that open independently, several at once. Each item carries its id as
 * the element id, so a search result or a URL hash can open and scroll to it; pass `value`
 * (the open ids) to control it.
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
  return (
    <AccordionPrimitive.Root
      type="multiple"
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      data-slot="faq-accordion"
      className={cn(
        "divide-y divide-border rounded-xl border border-border bg-card text-card-foreground shadow-soft",
        className,
      )}
      {...props}
    >
      {items.map((item) => (
        <AccordionPrimitive.Item
          key={item.id}
          id={item.id}
          value={item.id}
          data-slot="faq-accordion-item"
          className="scroll-mt-28"
        >
          <AccordionPrimitive.Header className="font-sans">
            <AccordionPrimitive.Trigger
              data-slot="faq-accordion-trigger"
              className="group/trigger flex w-full cursor-pointer items-center justify-between gap-4 px-5 py-5 text-left text-base leading-snug font-semibold transition-colors duration-(--duration-short) hover:text-primary focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring md:px-6"
            >
              {item.question}
              <Icon
                name="chevron-down"
                aria-hidden
                className="size-5 shrink-0 text-muted-foreground transition-transform duration-(--duration-medium) group-data-[state=open]/trigger:rotate-180"
              />
            </AccordionPrimitive.Trigger>
          </AccordionPrimitive.Header>
          <AccordionPrimitive.Content
            data-slot="faq-accordion-content"
            className="px-5 pb-5 text-base leading-relaxed text-muted-foreground data-[state=open]:animate-fade-in md:px-6"
          >
            <p className="max-w-prose">{item.answer}</p>
          </AccordionPrimitive.Content>
        </AccordionPrimitive.Item>
      ))}
    </AccordionPrimitive.Root>
  );
}

export { FaqAccordion, type FaqItem };
