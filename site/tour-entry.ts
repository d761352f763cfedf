import { createContext, use, useContext } from "react";
import { tourEntry } from "../data/tour-entry";
import type { Tour } from "../data/types";
import { loadWithRetry } from "./load-retry";

/**
 * Where the prerender records the content entries a page read (`<name>/<key>`), whose files the
 * page then loads with its code.
 */
export const ReadContentEntries = createContext<Set<string> | null>(null);

const waits = new Map<string, Promise<Tour | undefined>>();

/** Starts loading the tour `slug`'s data, the file the tour's page reads (`useTour`). */
export function loadTour(slug: string): Promise<Tour | undefined> {
  let wait = waits.get(slug);
  if (!wait) {
    wait = loadWithRetry(() => tourEntry(slug));
    waits.set(slug, wait);
  }
  return wait;
}

/**
 * The tour `slug`'s data, undefined for a slug no tour has: in the browser its own file, which
 * the page waits for as it waits for its code; one that fails to arrive keeps the page as it is
 * and offers the retry (load-retry.ts).
 */
export function useTour(slug: string): Tour | undefined {
  useContext(ReadContentEntries)?.add(`tours/${slug}`);
  return use(loadTour(slug));
}
