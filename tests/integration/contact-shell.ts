import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { enquiryFields } from "../../data/domain/enquiry";
import { contactPath, enquiryPostPath } from "../../data/domain/enquiry-paths";
import { localizedPath, type Locale } from "../../data/domain/locales";
import { KitProvider } from "../../ui/kit-provider";
import { QuoteForm } from "../../ui/quote-form";
import { fieldCopy as englishFieldCopy } from "../../site/messages/en/kit-field";
import { quoteFormCopy as englishQuoteFormCopy } from "../../site/messages/en/kit-quote-form";
import { fieldCopy as germanFieldCopy } from "../../site/messages/de/kit-field";
import { quoteFormCopy as germanQuoteFormCopy } from "../../site/messages/de/kit-quote-form";

const kitCopy = {
  en: { ...englishQuoteFormCopy, ...englishFieldCopy },
  de: { ...germanQuoteFormCopy, ...germanFieldCopy },
} as const;

/**
 * A language's contact page as the prerender writes it: the head's inline script, the page's
 * module, and the kit's quote form posting to the server, rendered by React from the kit itself.
 */
export function contactShell(locale: keyof typeof kitCopy): string {
  const form = createElement(QuoteForm, {
    method: "post",
    action: enquiryPostPath,
    hiddenFields: { formType: "contact", locale, documentId: "" },
    fields: enquiryFields,
    onSubmit: async () => {},
  });
  const markup = renderToString(
    createElement(KitProvider, { messages: kitCopy[locale], locale, children: form }),
  );
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>Contact</title><script>document.documentElement.dataset.early="1"</script><link rel="modulepreload" href="/assets/react.js"><script type="module" src="/assets/hydrate.js"></script></head><body><main><h2 id="quote-title">Quote</h2>${markup}</main></body></html>`;
}

/** Writes the English and German contact pages into a built site. */
export function writeContactPages(distDir: string): void {
  for (const locale of Object.keys(kitCopy) as Locale[]) {
    const dir = path.join(distDir, localizedPath(locale, contactPath));
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "index.html"), contactShell(locale as keyof typeof kitCopy));
  }
}
