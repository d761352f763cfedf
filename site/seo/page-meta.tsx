import { createContext, useContext, useEffect, type ReactNode } from "react";
import type { PageMeta } from "./head";

/** Collects the rendered page's metadata and HTTP status while prerendering; absent in the browser. */
export type HeadCollector = { set(meta: PageMeta): void; setStatus(status: number): void };

const HeadCollectorContext = createContext<HeadCollector | null>(null);

export function HeadProvider({
  collector,
  children,
}: {
  collector?: HeadCollector;
  children: ReactNode;
}) {
  return <HeadCollectorContext value={collector ?? null}>{children}</HeadCollectorContext>;
}

/** The address the browser loaded, whose <head> the prerender wrote; null while prerendering. */
const loadedPath = typeof window === "undefined" ? null : window.location.pathname;
let navigated = false;

/**
 * Declares the page's title, description, canonical and social tags: written into <head> by
 * the prerender (with the page's JSON-LD), and put there again after each client-side
 * navigation. The code that writes them is fetched with the first navigation: the page the
 * browser loaded already has its head.
 */
export function usePageMeta(meta: PageMeta): void {
  const collector = useContext(HeadCollectorContext);
  collector?.set(meta);
  useEffect(() => {
    if (!navigated && window.location.pathname === loadedPath) return;
    navigated = true;
    void import("./head").then(({ applyHeadTags, headTags }) => applyHeadTags(headTags(meta)));
  });
}

/** The HTTP status the prerendered page stands for, such as 404 for the not-found page. */
export function useHttpStatus(status: number): void {
  useContext(HeadCollectorContext)?.setStatus(status);
}
