import { useState } from "react";
import { useSearch } from "wouter";
import { faqItems } from "../../data/content/faq";
import { FaqAccordion } from "../../ui/faq-accordion";

/**
 * The home page FAQ. `/?faq=<id>` (where FAQ search results lead) opens that question in
 * addition to any the visitor opened; the prerender has no query, so this applies just after
 * hydration.
 */
export function HomeFaq() {
  const requested = new URLSearchParams(useSearch()).get("faq");
  const [open, setOpen] = useState<string[]>([]);
  const [applied, setApplied] = useState<string | null>(null);
  if (requested !== applied) {
    setApplied(requested);
    if (requested && faqItems.some((item) => item.id === requested) && !open.includes(requested)) {
      setOpen([...open, requested]);
    }
  }
  return <FaqAccordion items={faqItems} value={open} onValueChange={setOpen} />;
}
