import { lazy, Suspense, type ComponentType, type ReactNode } from "react";
import { ErrorBoundary } from "./components/error-boundary";
import { HydrationMarker } from "./components/hydration-marker";
import { onIntent } from "./intent";
import { loadWithRetry } from "./load-retry";

/**
 * When a part fetches its code: as it scrolls into view, a screen before it does (for a part
 * far down every page, whose code should be there by the time the visitor is), or when the
 * visitor reaches for it.
 */
export type PartLoading = "in-view" | "near-view" | "on-intent";

/**
 * Resolves once the part's element is wanted: it scrolls into the viewport ("in-view") or within
 * a screen of it ("near-view"), or the visitor points at, touches or focuses something in it
 * ("on-intent"). At once where the visitor already did (a control in it was tapped before any
 * code ran, and waits in `data-taken`) or where there is no such element (a client-side
 * navigation renders the fallback there).
 */
function partWanted(name: string, loading: PartLoading): Promise<void> {
  const element = document.querySelector(`[data-part="${name}"]`);
  if (!element || element.querySelector("[data-taken]")) return Promise.resolve();
  if (loading === "on-intent") {
    if (element.matches(":hover") || element.contains(document.activeElement)) {
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const stop = onIntent((target) => {
        if (!element.contains(target)) return;
        stop();
        resolve();
      });
    });
  }
  if (typeof IntersectionObserver === "undefined") return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          resolve();
        }
      },
      { rootMargin: loading === "near-view" ? "0px 0px 100% 0px" : "0px" },
    );
    observer.observe(element);
  });
}

/** Each lazy part's module (its `module`), by the part's name, as the pages define them. */
export const lazyPartModules = new Map<string, string>();

/**
 * A part of a page whose code is its own chunk: prerendered with the page (the HTML stays
 * readable and its links work meanwhile), hydrated once its code arrives, then named in <html
 * data-hydrated>, where the head script (site/head-script.ts) sees it go live and carries out
 * what the visitor tapped or typed in it before. `loading` says when the code is fetched; a visit
 * that never gets there never downloads it. The watch starts as soon as the module defining the
 * part runs, before React hydrates the page, so a tap made meanwhile fetches the part's code at
 * once. A failed fetch leaves the prerendered part in place until the visitor retries; an error
 * in rendering it shows a message in its place. `module` is the file `load` imports, from the
 * project's root (the build's manifest names the part's chunk by it): the prerender writes the
 * files of the part's code on its element, which the head script fetches the moment a visitor
 * taps in the part before any code runs, all at once rather than each after the file importing it.
 */
export function lazyPart<P extends object = object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  { loading, fallback, module }: { loading: PartLoading; fallback: ReactNode; module: string },
): ComponentType<P> {
  lazyPartModules.set(name, module);
  const code =
    typeof document === "undefined"
      ? null
      : partWanted(name, loading).then(() => loadWithRetry(load));
  const Lazy = lazy(async () => ({ default: await (code ?? load()) }));
  function Part(props: P) {
    return (
      <div data-part={name}>
        <ErrorBoundary>
          <Suspense fallback={fallback}>
            <Lazy {...props} />
            <HydrationMarker name={name} />
          </Suspense>
        </ErrorBoundary>
      </div>
    );
  }
  return Part;
}
