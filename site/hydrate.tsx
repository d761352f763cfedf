import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { glyphsInline } from "../ui/icon";
import { App } from "./app";

/**
 * Attaches the app to the prerendered HTML. As a transition, hydration yields to the browser
 * between components, so a tap or a key press is never kept waiting behind it.
 */
export function hydrate(root: HTMLElement): void {
  startTransition(() => {
    const inline = glyphsInline(document);
    hydrateRoot(root, <App inlineGlyphs={{ carries: (name) => inline.has(name) }} />);
  });
}
