import type { Decorator } from "@storybook/react-vite";
import type * as React from "react";
import { renderToStaticMarkup } from "react-dom/server";

import type { Locale } from "../data/domain/locales";
import { tours } from "../data/content/tour-set";
import type { Tour } from "../data/content/types";
import { KitProvider, useKit } from "../ui/kit-provider";
import { generatedIn } from "./languages";

const maxWidths = {
  xs: "max-w-xs",
  sm: "max-w-sm",
  md: "max-w-md",
  xl: "max-w-xl",
  "2xl": "max-w-2xl",
  "5xl": "max-w-5xl",
  "6xl": "max-w-6xl",
} as const;

/** Gives a story the width the component has on the page: `parameters: { maxWidth: "sm" }`. */
const withMaxWidth: Decorator = (Story, { parameters }) => {
  const width = parameters.maxWidth as keyof typeof maxWidths | undefined;
  return (
    <div className={width ? maxWidths[width] : undefined}>
      <Story />
    </div>
  );
};

/**
 * Shows a story inside a box of the given classes: the surface a variant is made for (a
 * photograph's shade, a coloured band) or the positioned box a filling component needs.
 */
function withBox(className: string): Decorator {
  return (Story) => (
    <div className={className}>
      <Story />
    </div>
  );
}

/** A tour of content/tours/ by its id, as the site shows it in `locale`. */
function requireTour(id: string, locale: Locale = "en"): Tour {
  const tour = generatedIn(locale, "tours", tours).find((candidate) => candidate.id === id);
  if (!tour) throw new Error(`No tour with id "${id}" in content/tours/`);
  return tour;
}

/**
 * Its children as a page's HTML arrives, before the page's script has run: the markup alone,
 * with no React behind it, so what works here is what the browser does by itself.
 */
function WithoutScript({ children }: { children: React.ReactNode }) {
  const { messages, locale, link } = useKit();
  const html = renderToStaticMarkup(
    <KitProvider messages={messages} locale={locale} link={link}>
      {children}
    </KitProvider>,
  );
  return <div data-slot="without-script" dangerouslySetInnerHTML={{ __html: html }} />;
}

export { requireTour, withBox, withMaxWidth, WithoutScript };
