import { createContext, use, useContext } from "react";
import { destinationEntry } from "../data/content/destination-entry";
import { monthEntry } from "../data/content/month-entry";
import { tourEntry } from "../data/content/tour-entry";
import { tourReviewsEntry } from "../data/content/tour-reviews-entry";
import { loadWithRetry } from "./load-retry";

/**
 * Where the prerender records the content entries a page read (`<name>/<key>`), whose files the
 * page then loads with its code.
 */
export const ReadContentEntries = createContext<Set<string> | null>(null);

/**
 * The loader and the hook of one content written as a file per entry (scripts/lib/data-files.ts),
 * by the entry's key, each entry asked for once.
 */
function entryFiles<T>(name: string, read: (key: string) => Promise<T | undefined>) {
  const waits = new Map<string, Promise<T | undefined>>();
  const load = (key: string): Promise<T | undefined> => {
    let wait = waits.get(key);
    if (!wait) {
      wait = loadWithRetry(() => read(key));
      waits.set(key, wait);
    }
    return wait;
  };
  /**
   * The entry `key`, undefined where the content has none: in the browser its own file, which
   * the page waits for as it waits for its code; one that fails to arrive keeps the page as it
   * is and offers the retry (load-retry.ts).
   */
  const useEntry = (key: string): T | undefined => {
    useContext(ReadContentEntries)?.add(`${name}/${key}`);
    return use(load(key));
  };
  return { load, useEntry };
}

const tours = entryFiles("tours", tourEntry);
const guides = entryFiles("destinations", destinationEntry);
const months = entryFiles("when-to-go-months", monthEntry);
const tourReviews = entryFiles("tour-reviews", tourReviewsEntry);

/** Starts loading the tour `slug`'s data, the file the tour's page reads (`useTour`). */
export const loadTour = tours.load;
/** The tour `slug`'s data, undefined for a slug no tour has. */
export const useTour = tours.useEntry;
/** The destination `slug`'s guide, undefined for a slug no destination has. */
export const useGuide = guides.useEntry;
/** The month `slug`'s facts at every destination, undefined for a slug no month has. */
export const useMonth = months.useEntry;
/** Starts loading the tour `slug`'s reviews, which its page reads (`useTourReviews`). */
export const loadTourReviews = tourReviews.load;
/** The tour `slug`'s published reviews in figures and its latest, undefined where it has none. */
export const useTourReviews = tourReviews.useEntry;
