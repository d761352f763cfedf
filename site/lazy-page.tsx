import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  type ComponentType,
  type ReactNode,
} from "react";
import { HydrationMarker } from "./components/hydration-marker";
import { pageModules, type PageModule, type PageModuleName } from "./page-modules";

/** Records which page modules a prerender used, so the HTML can name them for the entry to fetch. */
const RenderedPagesContext = createContext<Set<string> | null>(null);

export function RenderedPagesProvider({
  pages,
  children,
}: {
  pages?: Set<string>;
  children: ReactNode;
}) {
  return <RenderedPagesContext value={pages ?? null}>{children}</RenderedPagesContext>;
}

export type LazyPage<P extends object> = ComponentType<P> & {
  /** Fetches the page's code ahead of navigation. */
  preload: () => Promise<unknown>;
};

/**
 * A page whose code is its own chunk, `name` being its file under site/pages/ ("home" for
 * site/pages/home.tsx) and `pick` choosing the component from that module. The prerender waits
 * for it and names it in the HTML so the entry fetches it early; in the browser the prerendered
 * HTML stays in place (and keeps hydrating) until the chunk arrives.
 */
export function lazyPage<Name extends PageModuleName, P extends object>(
  name: Name,
  pick: (module: PageModule<Name>) => ComponentType<P>,
): LazyPage<P> {
  const load = async () => pick((await pageModules[name]()) as PageModule<Name>);
  const Lazy = lazy(async () => ({ default: await load() }));
  function Page(props: P) {
    useContext(RenderedPagesContext)?.add(name);
    return <Lazy {...props} />;
  }
  return Object.assign(Page, { preload: load });
}

/**
 * When a lazy section fetches its code: as it scrolls into view, a screen before it does (for a
 * part far down every page, whose code should be there by the time the visitor is), or when the
 * visitor reaches for it.
 */
export type SectionLoading = "in-view" | "near-view" | "on-intent";

const intentEvents = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;

/** The last click on a button inside each lazy part before it hydrated, and how to stop recording. */
const earlyClicks = new Map<string, { target: HTMLElement | null; stop: () => void }>();

/**
 * React drops a click on a part that has not hydrated yet, and the click that shows intent (or
 * one made as a part scrolls into view) usually lands before the part's code does; a click on a
 * button is kept here and repeated once the part is interactive (ReplayEarlyClick), so the
 * visitor never has to click twice. Links need no help: they navigate without the app.
 */
function recordEarlyClicks(name: string, element: Element): void {
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest("button") : null;
    if (target instanceof HTMLElement && element.contains(target)) {
      const record = earlyClicks.get(name);
      if (record) record.target = target;
    }
  };
  window.addEventListener("click", onClick, true);
  earlyClicks.set(name, {
    target: null,
    stop: () => window.removeEventListener("click", onClick, true),
  });
}

function ReplayEarlyClick({ name }: { name: string }) {
  useEffect(() => {
    const record = earlyClicks.get(name);
    if (!record) return;
    earlyClicks.delete(name);
    record.stop();
    if (record.target?.isConnected) record.target.click();
  }, [name]);
  return null;
}

/**
 * Resolves once the element marked `data-lazy-section={name}` scrolls into the viewport
 * ("in-view") or within a screen of it ("near-view"), or the visitor points at, touches or
 * focuses something in it, or already does ("on-intent"); at once where there is no such
 * element (a client-side navigation renders the fallback there).
 */
function sectionWanted(name: string, loading: SectionLoading): Promise<void> {
  const element = document.querySelector(`[data-lazy-section="${name}"]`);
  if (!element) return Promise.resolve();
  if (loading === "on-intent") {
    if (element.matches(":hover") || element.contains(document.activeElement)) {
      return Promise.resolve();
    }
    recordEarlyClicks(name, element);
    return new Promise((resolve) => {
      // Listening on the window in the capture phase: React stops events aimed at a part that
      // has not hydrated yet before they would bubble up to the part itself.
      const onIntent = (event: Event) => {
        if (!(event.target instanceof Node) || !element.contains(event.target)) return;
        for (const type of intentEvents) window.removeEventListener(type, onIntent, true);
        resolve();
      };
      for (const type of intentEvents) {
        window.addEventListener(type, onIntent, { capture: true, passive: true });
      }
    });
  }
  if (typeof IntersectionObserver === "undefined") return Promise.resolve();
  recordEarlyClicks(name, element);
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

/**
 * A part of a page whose code is its own chunk: prerendered with the page (the HTML stays
 * readable and its links work meanwhile), hydrated once its code arrives (then named in
 * <html data-hydrated>), shown behind `fallback` when a visitor navigates to the page before it
 * has loaded. `loading` says when the code is fetched: as the part scrolls into view, or when
 * the visitor reaches for it (a click made meanwhile is repeated once the part has hydrated). A
 * visit that never gets there never downloads it.
 */
export function lazySection<P extends object = object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode,
  loading: SectionLoading,
): ComponentType<P> {
  const Lazy = lazy(async () => {
    if (typeof document !== "undefined") await sectionWanted(name, loading);
    return { default: await load() };
  });
  function Section(props: P) {
    return (
      <div data-lazy-section={name}>
        <Suspense fallback={fallback}>
          <Lazy {...props} />
          <ReplayEarlyClick name={name} />
          <HydrationMarker name={name} />
        </Suspense>
      </div>
    );
  }
  return Section;
}
